import type { TProfile } from '@hirerelay/contracts';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../profile/hooks/useProfile';
import { PersonalInformationForm } from '../forms/PersonalInformationForm';

/** Read mode by default; Edit switches to the form and Cancel back, dropping unsaved changes. */
export function PersonalInformation() {
  const headingId = useId();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <section className="settings-card" aria-labelledby={headingId}>
      <div className="settings-card__head">
        <h2 id={headingId}>Personal Information</h2>
        {profile.data ? (
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
        ) : null}
      </div>
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
            <PersonalInformationDetails profile={profile.data} />
          </>
        )
      ) : profile.isError ? (
        <p role="alert">We could not load your personal information. Please reload the page.</p>
      ) : (
        <Spinner label="Loading your personal information…" />
      )}
    </section>
  );
}

function PersonalInformationDetails({ profile }: { profile: TProfile }) {
  const rows: [string, string | null][] = [
    ['Full name', profile.fullName],
    ['Email', profile.email],
    ['Phone number', profile.phoneNumber],
    ['LinkedIn URL', profile.linkedinUrl],
    ['Portfolio URL', profile.portfolioUrl],
  ];
  return (
    <dl className="details-list">
      {rows.map(([label, value]) => (
        <div key={label} className="details-list__row">
          <dt>{label}</dt>
          <dd>{value ? value : <span className="details-list__empty">Not provided</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
