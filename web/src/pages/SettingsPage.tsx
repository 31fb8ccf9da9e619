import { PageMeta } from '../components/PageMeta';
import { useMe } from '../features/auth/hooks/useMe';
import { ExtensionTokens } from '../features/settings/components/ExtensionTokens';
import { PersonalInformation } from '../features/settings/components/PersonalInformation';
import { ChangePasswordForm } from '../features/settings/forms/ChangePasswordForm';

export function SettingsPage() {
  const { data: user } = useMe();
  return (
    <div className="container settings">
      <PageMeta title="Account Settings" />
      <h1 className="settings__title">Account Settings</h1>
      {/* Staff accounts have no applicant profile (spec 02 §6). */}
      {user && user.role !== 'admin' ? <PersonalInformation /> : null}
      <ChangePasswordForm />
      {/* Only users send jobs (staff have no import box). */}
      {user && user.role !== 'admin' ? <ExtensionTokens /> : null}
    </div>
  );
}
