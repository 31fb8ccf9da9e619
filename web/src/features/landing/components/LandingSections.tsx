import type { ReactNode } from 'react';
import { FEATURES_OF_EVERY_PLAN } from '@hirerelay/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { SmsNumber } from '../../site-config/components/SmsNumber';

const channels: readonly { title: string; text: ReactNode }[] = [
  {
    title: 'Browser extension',
    text: 'Looking at a job posting? Send it to us with one click from the HireRelay extension.',
  },
  {
    title: 'Paste a link',
    text: 'Paste the address of any job posting into your dashboard, and we read the job details from the page.',
  },
  {
    title: 'Text us the link',
    text: (
      <>
        On the go? Text the job link to <SmsNumber /> from your verified phone.
      </>
    ),
  },
];

const steps = [
  { title: 'You send a job', text: 'Through the extension, a pasted link or a text message.' },
  { title: 'AI tailors your documents', text: 'A resume and cover letter written for that specific job.' },
  { title: 'An expert reviews and applies', text: 'A human HR expert checks the work, then submits it.' },
  { title: 'You follow along', text: 'Status, timeline and a chat with our team on your dashboard.' },
] as const;

/** The landing page's opening: what HireRelay does, the two ways in, and what every plan includes. */
export function LandingHero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <div>
          <p className="eyebrow">Job-application assistance</p>
          <h1 id="hero-heading">Your job applications, handled for you.</h1>
          <p className="lead">
            Send HireRelay the jobs you want. AI drafts a resume and cover letter tailored to each one, our
            human experts review the work and submit the application, and you track every application on your
            dashboard.
          </p>
          <p className="actions">
            <Link className="button button--primary button--large" to={paths.signup}>
              Get started
            </Link>
            <Link className="button button--secondary button--large" to={paths.pricing}>
              See pricing
            </Link>
          </p>
        </div>
        <aside className="hero__aside" aria-labelledby="includes-heading">
          <h2 id="includes-heading">Every plan includes</h2>
          <ul className="checklist" role="list">
            {FEATURES_OF_EVERY_PLAN.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}

/** The three ways to send a job. */
export function LandingChannels() {
  return (
    <section className="section" aria-labelledby="channels-heading">
      <div className="container">
        <h2 id="channels-heading">Three ways to send us a job</h2>
        <ul className="card-grid" role="list">
          {channels.map((channel) => (
            <li className="card" key={channel.title}>
              <h3>{channel.title}</h3>
              <p>{channel.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How an application goes, step by step. */
export function LandingSteps() {
  return (
    <section className="section section--tinted" aria-labelledby="how-heading">
      <div className="container">
        <h2 id="how-heading">Human experts and AI, working together</h2>
        <p className="section__intro">
          AI does the repetitive writing quickly; people make sure every application is one you would be proud
          to send.
        </p>
        <ol className="steps">
          {steps.map((step) => (
            <li className="steps__item" key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The closing call to sign up (or to ask us first). */
export function LandingCallToAction() {
  return (
    <section className="section section--tight" aria-labelledby="cta-heading">
      <div className="container">
        <div className="cta">
          <div>
            <h2 id="cta-heading">Ready to hand off your applications?</h2>
            <p>Create your account, tell us about yourself once, and send us your first job today.</p>
          </div>
          <p className="actions">
            <Link className="button button--primary" to={paths.signup}>
              Create your account
            </Link>
            <Link className="button button--secondary" to={paths.contact}>
              Contact us
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
