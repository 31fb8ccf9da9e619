import { PageMeta } from '../components/PageMeta';
import { useMe } from '../features/auth/hooks/useMe';
import { PersonalInformation } from '../features/settings/components/PersonalInformation';
import { ResumeSettings } from '../features/settings/components/ResumeSettings';
import { ChangeEmailForm } from '../features/settings/forms/ChangeEmailForm';
import { ChangePasswordForm } from '../features/settings/forms/ChangePasswordForm';

export function SettingsPage() {
  const { data: user } = useMe();
  const isApplicant = user && user.role !== 'admin';
  return (
    <div className="container settings">
      <PageMeta title="Account Settings" />
      <h1 className="settings__title">Account Settings</h1>
      {/* Staff accounts have no applicant profile (spec 02 §6). */}
      {isApplicant ? <PersonalInformation /> : null}
      {isApplicant ? <ResumeSettings /> : null}
      <ChangeEmailForm currentEmail={user?.email} />
      <ChangePasswordForm />
    </div>
  );
}
