import type { TProfile } from '../../profile/profileTypes';
import { Suspense, useState, type ReactNode } from 'react';
import { Card } from '../../../components/Card';
import { Details, type DetailRow } from '../../../components/Details';
import { Spinner } from '../../../components/Spinner';
import { useProfile } from '../../profile/hooks/useProfile';
import { SETTINGS_TEXTS } from '../settingsMessages';

interface ProfileSectionProps {
  title: string;
  /** What the card shows in read mode. */
  rows: (profile: TProfile) => DetailRow[];
  /**
   * The edit form, prefilled from the profile; it calls `onSaved` after a save. A lazily loaded
   * form (with its rules and zod) is fine: the card shows a spinner until it has come.
   */
  form: (profile: TProfile, onSaved: () => void) => ReactNode;
  texts: { loading: string; loadFailed: string; saved: string };
  /** A line above the answers, in both modes. */
  note?: ReactNode;
}

/**
 * A settings card over some profile fields: read mode by default; Edit switches to the form and
 * Cancel back, dropping unsaved changes; a save returns to read mode and says so.
 */
export function ProfileSection({ title, rows, form, texts, note }: ProfileSectionProps) {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <Card
      title={title}
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
        <>
          {note}
          {editing ? (
            <Suspense fallback={<Spinner label={SETTINGS_TEXTS.loadingForm} />}>
              {form(profile.data, () => {
                setEditing(false);
                setSaved(true);
              })}
            </Suspense>
          ) : (
            <>
              {saved ? (
                <p className="settings-card__saved" role="status">
                  {texts.saved}
                </p>
              ) : null}
              <Details rows={rows(profile.data)} />
            </>
          )}
        </>
      ) : profile.isError ? (
        <p role="alert">{texts.loadFailed}</p>
      ) : (
        <Spinner label={texts.loading} />
      )}
    </Card>
  );
}
