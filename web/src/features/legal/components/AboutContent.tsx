import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { SmsNumber } from '../../site-config/components/SmsNumber';
import { MINIMUM_AGE, PRICE_PER_APPLICATION } from '../legalConstants';
import { LegalSection } from './LegalDocument';
import '../legal.css';

export function AboutContent() {
  return (
    <article className="legal container">
      <PageMeta
        title="About"
        description="HireRelay applies for jobs on your behalf: AI tailors your resume and cover letter to each job, and human HR experts review every application before submitting it."
      />
      <header className="legal__header">
        <h1>About HireRelay</h1>
        <p className="legal__lead">
          HireRelay applies for jobs on your behalf, so you can spend your time preparing for interviews
          instead of filling in forms.
        </p>
      </header>
      <div className="legal__body">
        <LegalSection heading="What we do">
          <p>
            For every job you send us, AI drafts a resume and cover letter tailored to that role. Then human
            HR experts review the AI&apos;s work, correct it where needed, and only then submit the
            application for you. Nothing is sent without a person checking it first.
          </p>
          <p>
            Every application is tracked on your dashboard, with its status, dates, the documents we used and
            a chat with our team.
          </p>
        </LegalSection>

        <LegalSection heading="How jobs reach us">
          <ul>
            <li>
              <strong>Browser extension:</strong> send a job to HireRelay from the page you are reading.
            </li>
            <li>
              <strong>Pasted link:</strong> paste a job link into your dashboard.
            </li>
            <li>
              <strong>Text message:</strong> text the job link to <SmsNumber /> from your verified phone.
            </li>
          </ul>
        </LegalSection>

        <LegalSection heading="What it costs">
          <p>
            Plans are monthly subscriptions with a set number of applications, which works out to about{' '}
            {PRICE_PER_APPLICATION} per application. There is no free trial, and you can change or cancel your
            plan from your dashboard. See <Link to={paths.pricing}>our plans and pricing</Link> for details.
          </p>
        </LegalSection>

        <LegalSection heading="Who it is for">
          <p>
            HireRelay is for job seekers who are {MINIMUM_AGE} or older. You stay in charge: you choose the
            jobs, and we prepare and submit the applications.
          </p>
        </LegalSection>

        <LegalSection heading="Talk to us">
          <p>
            Questions, or want to know whether HireRelay suits your search?{' '}
            <Link to={paths.contact}>Contact us</Link> and a member of our team will reply.
          </p>
          <div className="legal__actions">
            <Link className="button button--primary" to={paths.pricing}>
              See pricing
            </Link>
            <Link className="button button--secondary" to={paths.contact}>
              Contact us
            </Link>
          </div>
        </LegalSection>
      </div>
    </article>
  );
}
