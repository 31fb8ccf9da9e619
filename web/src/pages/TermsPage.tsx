import { PageShell } from '../components/PageShell';

export function TermsPage() {
  return (
    <PageShell title="Terms of Service" heading="Terms of Service">
      The full terms that govern your use of HireRelay: who may use the service (you must be 18 or older),
      what we do on your behalf, what we ask of you, and the limits of our responsibility.
    </PageShell>
  );
}
