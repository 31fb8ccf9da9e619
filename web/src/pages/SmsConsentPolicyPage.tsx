import { PageShell } from '../components/PageShell';

export function SmsConsentPolicyPage() {
  return (
    <PageShell title="SMS Consent Policy" heading="SMS Consent Policy">
      How text messages with HireRelay work: how you opt in, what we text you about, and how texting us a job
      link imports it. Reply STOP at any time to unsubscribe, or HELP to get help.
    </PageShell>
  );
}
