import type { TProfile } from '@hirerelay/contracts';
import { useState } from 'react';
import { Card } from '../../../components/Card';
import { Details, type DetailRow } from '../../../components/Details';
import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../profile/hooks/useProfile';
import { PersonalInformationForm } from '../forms/PersonalInformationForm';

/** Read mode by default; Edit switches to the form and Cancel back, dropping unsaved changes. */
export function PersonalInformation() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <Card
      title="Personal Information"
      actions={
        profile.data ? (
          <button
            className="button button--secondary button--small"
            type="button"
            aria-expanded={editing}
            onClick={() => {
              setEditing(!editing);
              setSaved(false);
            }}
          >
            {editing ? 'Cancel' : 'Edit'}
          </button>
        ) : null
      }
    >
      {profile.data ? (
        editing ? (
          <PersonalInformationForm
            profile={profile.data}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <>
            {saved ? (
              <p className="settings-card__saved" role="status">
                Your personal information has been saved.
              </p>
            ) : null}
            <Details rows={detailRowsOf(profile.data)} />
          </>
        )
      ) : profile.isError ? (
        <p role="alert">We could not load your personal information. Please reload the page.</p>
      ) : (
        <Spinner label="Loading your personal information…" />
      )}
    </Card>
  );
}

function detailRowsOf(profile: TProfile): DetailRow[] {
  return [
    ['Full name', profile.fullName],
    ['Email', profile.email],
    ['Phone number', profile.phoneNumber],
    ['LinkedIn URL', profile.linkedinUrl],
    ['Portfolio URL', profile.portfolioUrl],
  ];
}
