import { PageShell } from '../components/PageShell';

export function ContactPage() {
  return (
    <PageShell title="Contact" heading="Contact us">
      A contact form where you pick a reason (general, support, billing, partnership, feedback or other) and
      leave your name, e-mail address and message for our support team. We will answer Monday to Friday, 9am
      to 6pm, within one business day.
    </PageShell>
  );
}
