import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PRICING_FAQ } from '../pricingFaq';

/**
 * Questions about billing as an accordion of native disclosure widgets: `<summary>` is a button to
 * assistive technology and opens with Enter or Space, with no script to load.
 */
export function PricingFaq() {
  return (
    <section className="pricing-section" aria-labelledby="pricing-faq-heading">
      <h2 id="pricing-faq-heading">Frequently asked questions</h2>
      <div className="pricing-faq">
        {PRICING_FAQ.map(({ question, answer }) => (
          <details className="pricing-faq__item" key={question}>
            <summary className="pricing-faq__question">{question}</summary>
            <p className="pricing-faq__answer">{answer}</p>
          </details>
        ))}
      </div>
      <p className="pricing-faq__more">
        The full billing terms are in our <Link to={paths.subscriptionAgreement}>Subscription Agreement</Link>{' '}
        and <Link to={paths.terms}>Terms of Service</Link>.
      </p>
    </section>
  );
}
