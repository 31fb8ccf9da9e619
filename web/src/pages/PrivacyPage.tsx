import { PageShell } from '../components/PageShell';

export function PrivacyPage() {
  return (
    <PageShell title="Privacy Policy" heading="Privacy Policy">
      How HireRelay collects, uses, stores and protects your personal data, including your profile, your
      resume and your application history, who we share it with to apply on your behalf, and the choices you
      have about it.
    </PageShell>
  );
}
