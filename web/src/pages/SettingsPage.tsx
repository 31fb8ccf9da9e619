import { PageShell } from '../components/PageShell';

export function SettingsPage() {
  return (
    <PageShell title="Account Settings" heading="Account Settings">
      Your personal information, which you will be able to view and edit; a form to change your password; and
      the personal tokens that connect the HireRelay browser extension to your account.
    </PageShell>
  );
}
