import { PageShell } from '../components/PageShell';

export function OnboardingPage() {
  return (
    <PageShell title="Set up your profile" heading="Set up your profile">
      A six-step wizard that collects what our team needs to apply on your behalf: contact information, your
      resume as a PDF, employment information, work eligibility, optional voluntary self-identification, and a
      final review before you continue to your dashboard.
    </PageShell>
  );
}
