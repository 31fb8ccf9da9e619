import { PageMeta } from '../components/PageMeta';
import { useMe } from '../features/auth/hooks/useMe';
import { DASHBOARD_SECTION_TITLES } from '../features/dashboard/sections';
import { ApplicationDetails } from '../features/settings/components/ApplicationDetails';
import { ExtensionTokens } from '../features/settings/components/ExtensionTokens';
import { PersonalInformation } from '../features/settings/components/PersonalInformation';
import { ReplyAddress } from '../features/settings/components/ReplyAddress';
import { ResumeSettings } from '../features/settings/components/ResumeSettings';
import { TextToApply } from '../features/settings/components/TextToApply';
import { VoluntarySelfIdentification } from '../features/settings/components/VoluntarySelfIdentification';
import { ChangeEmailForm } from '../features/settings/forms/ChangeEmailForm';
import { ChangePasswordForm } from '../features/settings/forms/ChangePasswordForm';

export function SettingsPage() {
  const { data: user } = useMe();
  // Staff accounts have no applicant profile, and text-to-apply sends jobs to the
  // applicant's own dashboard.
  const applicant = user ? user.role !== 'admin' : false;
  return (
    <div className="container settings">
      <PageMeta title={DASHBOARD_SECTION_TITLES.settings} />
      {/* The same title, in the same place, as the shell painted before the session check. */}
      <h1 className="settings__title">{DASHBOARD_SECTION_TITLES.settings}</h1>
      {applicant ? <PersonalInformation /> : null}
      {applicant ? <ApplicationDetails /> : null}
      {applicant ? <VoluntarySelfIdentification /> : null}
      {applicant ? <ResumeSettings /> : null}
      {/* Part of the page's first load: libphonenumber loads only to show a saved number (TextToApply.tsx). */}
      {applicant ? <TextToApply /> : null}
      {/* Staff put it on the applications they send for the user (staff have none of their own). */}
      {applicant ? <ReplyAddress /> : null}
      <ChangeEmailForm currentEmail={user?.email} />
      <ChangePasswordForm />
      {/* Only users send jobs (staff have no import box). */}
      {user && user.role !== 'admin' ? <ExtensionTokens /> : null}
    </div>
  );
}
