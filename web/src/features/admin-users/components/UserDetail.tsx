import type { TRole } from '@hirerelay/domain';
import { ACCOUNT_STATUSES, formatDate, formatQuota } from '@hirerelay/domain';
import { useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { useAdminUser, type TAdminUserDetail } from '../hooks/useAdminUser';
import { useAdminUserResumeLink } from '../hooks/useAdminUserResumeLink';
import { useUpdateUserAccount, type TAccountChange } from '../hooks/useUpdateUserAccount';
import { formatUsage } from '../userFilters';
import { UserStatusBadge } from './UserStatusBadge';
import './admin-users.css';

/** Router state the list passes along, so Back to Users keeps its filters. */
export interface UserDetailState {
  listSearch: string;
}

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const search = (state as Partial<UserDetailState>).listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

export function UserDetail({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    void navigate(`${paths.dashboardSubscription}${listSearchOf(location.state)}`);
  };

  return (
    <div className="container user-detail">
      <PageMeta title={user.data ? (user.data.fullName ?? user.data.email) : 'User'} />
      <p>
        <button className="button button--secondary button--small" type="button" onClick={back}>
          ← Back to Users
        </button>
      </p>
      {user.data ? (
        <UserDetailBody user={user.data} />
      ) : user.isError ? (
        <div className="user-management__error" role="alert">
          <h1>
            {user.error instanceof ApiError && user.error.status === 404
              ? 'User not found'
              : 'Error Loading User'}
          </h1>
          <p>
            {user.error instanceof ApiError && user.error.status === 404
              ? 'This user does not exist or was removed.'
              : 'Failed to load users. Please try again later.'}
          </p>
          <button className="button button--primary" type="button" onClick={() => void user.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <Spinner label="Loading the user…" />
      )}
    </div>
  );
}

function UserDetailBody({ user }: { user: TAdminUserDetail }) {
  const { profile } = user;
  const languages = profile.languagesSpoken.join(', ');
  return (
    <>
      <div className="user-detail__head">
        <h1 className="settings__title">{user.fullName ?? user.email}</h1>
        <UserStatusBadge status={user.status} />
      </div>
      <div className="user-detail__grid">
        <Card title="Contact">
          <Details
            rows={[
              ['Full name', user.fullName],
              ['Email', user.email],
              ['Phone number', profile.phoneNumber],
              ['LinkedIn', profile.linkedinUrl ? <ExternalLink href={profile.linkedinUrl} /> : null],
              ['Portfolio', profile.portfolioUrl ? <ExternalLink href={profile.portfolioUrl} /> : null],
              ['Address', profile.address],
            ]}
          />
        </Card>
        <Card title="Account">
          <StatusControl user={user} />
          <RoleControl user={user} />
          <Details
            rows={[
              ['Plan', user.plan],
              ['Usage', formatUsage(user.jobsUsed, user.jobQuota)],
              ['Quota', formatQuota(user.jobQuota)],
              ['Subscription date', formatDate(user.subscriptionDate)],
              ['Last login', formatDate(user.lastLoginAt) || 'Never'],
              ['Joined', formatDate(user.createdAt)],
            ]}
          />
        </Card>
        <Card title="Resume">
          <Resume user={user} />
        </Card>
        <Card title="Background">
          <Details
            rows={[
              ['Work authorization', profile.workAuthorization],
              [
                'Years of experience',
                profile.yearsExperience === null ? null : String(profile.yearsExperience),
              ],
              ['Languages spoken', languages || null],
              ['Military status', profile.militaryStatus],
              ['Disability status', profile.disabilityStatus],
              ['Ethnicity', profile.ethnicity],
              ['Gender', profile.gender],
            ]}
          />
        </Card>
      </div>
    </>
  );
}

const ROLE_LABELS = { user: 'User', admin: 'Admin' } as const;
const STATUS_OPTIONS = ACCOUNT_STATUSES.map((status) => ({ value: status, label: capitalize(status) }));
const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as TRole[]).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

function StatusControl({ user }: { user: TAdminUserDetail }) {
  return (
    <AccountSelect
      user={user}
      label="Status"
      options={STATUS_OPTIONS}
      current={user.status}
      toChange={(status) => ({ status })}
      savedText={`Status saved: ${user.status}`}
      failureText="Failed to update the user's status. Please try again."
    />
  );
}

/** Admins grant or remove the admin role here (decisions); identity refuses removing one's own. */
function RoleControl({ user }: { user: TAdminUserDetail }) {
  return (
    <AccountSelect
      user={user}
      label="Role"
      options={ROLE_OPTIONS}
      current={user.role}
      toChange={(role) => ({ role })}
      savedText={`Role saved: ${ROLE_LABELS[user.role]}`}
      failureText="Failed to update the user's role. Please try again."
    />
  );
}

interface AccountSelectProps<T extends string> {
  user: TAdminUserDetail;
  label: string;
  options: readonly { value: T; label: string }[];
  current: T;
  toChange: (value: T) => TAccountChange;
  savedText: string;
  failureText: string;
}

/** A select that saves the user's account at once on change, saying when it saved or failed. */
function AccountSelect<T extends string>({
  user,
  label,
  options,
  current,
  toChange,
  savedText,
  failureText,
}: AccountSelectProps<T>) {
  const id = useId();
  const update = useUpdateUserAccount(user.id);
  const [chosen, setChosen] = useState<T>(current);
  // While saving, show the chosen value; the saved one comes back from the server.
  const value = update.isPending ? chosen : current;
  return (
    <div className="user-detail__status">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className="field__control field__control--select"
          value={value}
          disabled={update.isPending}
          onChange={(event) => {
            const next = event.target.value as T;
            setChosen(next);
            update.mutate(toChange(next));
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" className="user-detail__status-note">
        {update.isPending ? (
          <span>Saving…</span>
        ) : update.isSuccess ? (
          <span className="settings-card__saved">{savedText}</span>
        ) : null}
      </div>
      {update.isError ? (
        <p className="user-management__inline-error" role="alert">
          {errorMessage(update.error, failureText)}
        </p>
      ) : null}
    </div>
  );
}

function Resume({ user }: { user: TAdminUserDetail }) {
  const resume = user.profile.resume;
  const link = useAdminUserResumeLink(user.id, resume !== null);
  if (!resume) return <p className="details-list__empty">No resume uploaded</p>;
  return (
    <div className="user-detail__resume">
      <p className="user-detail__file">
        <span className="user-detail__file-name">{resume.fileName}</span>
        <span className="user-detail__file-meta">Uploaded {formatDate(resume.uploadedAt)}</span>
      </p>
      {link.data ? (
        <a className="button button--secondary button--small" href={link.data.url} download={resume.fileName}>
          Download
        </a>
      ) : link.isError ? (
        <p className="user-management__inline-error" role="alert">
          The download link could not be created. Please reload the page.
        </p>
      ) : (
        <Spinner label="Preparing the download link…" />
      )}
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-card" aria-labelledby={id}>
      <div className="settings-card__head">
        <h2 id={id}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
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

function ExternalLink({ href }: { href: string }) {
  // Only web links become clickable; anything else (say a javascript: URL) stays text.
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}
