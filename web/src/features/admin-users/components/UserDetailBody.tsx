import { formatQuota } from '@hirerelay/domain';
import { Card } from '../../../components/Card';
import { Details } from '../../../components/Details';
import { ExternalLink } from '../../../components/ExternalLink';
import type { TAdminUserDetail } from '../hooks/useAdminUser';
import { formatUsage } from '../userFilters';
import { RoleControl } from './RoleControl';
import { StatusControl } from './StatusControl';
import { UserResume } from './UserResume';
import { UserStatusBadge } from './UserStatusBadge';
import { formatDate } from '../../../lib/dates';

/** A user's account, contact details, resume and background, as the admin sees them. */
export function UserDetailBody({ user }: { user: TAdminUserDetail }) {
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
              // No subscription, no date: the same dash as the list.
              ['Subscription date', formatDate(user.subscriptionDate) || '—'],
              // Read-only, for looking the customer up in Stripe's dashboard.
              ['Stripe customer ID', user.stripeCustomerId ?? '—'],
              ['Last login', formatDate(user.lastLoginAt) || 'Never'],
              ['Joined', formatDate(user.createdAt)],
            ]}
          />
        </Card>
        <Card title="Resume">
          <UserResume user={user} />
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
