import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense } from 'react';
import type { TSessionUser } from '../../auth/authTypes';
import { useSearchParams } from 'react-router';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';
import { JobInfoTab } from './JobInfoTab';
import { TimelineTab } from './TimelineTab';
import { aimToApplyBy, timeToApply } from '../../jobs/serviceLevel';
import { Spinner } from '../../../components/Spinner';

// The work queue's assignee picker is staff's: it loads for staff only, so an owner's job page
// does not download it.
const AssigneeControl = lazy(() =>
  import('../../queue/components/AssigneeControl').then((m) => ({ default: m.AssigneeControl })),
);
// The chat (its thread, composer and paging) loads when its tab first opens.
const ChatTab = lazy(() => import('./ChatTab').then((m) => ({ default: m.ChatTab })));
// The employer's replies load with the Timeline tab (the owner's first load does not carry them);
// staff, who confirm their suggested statuses, also get them on the Info tab.
const RepliesCard = lazy(() =>
  import('../../job-replies/components/RepliesCard').then((m) => ({ default: m.RepliesCard })),
);

/** While Saved: when we aim to have applied; the timeline says how long it took after. */
function ServiceLevelNote({ job }: { job: TJobDetail }) {
  const note = aimToApplyBy(job);
  return note ? <p className="job-detail__service-level">{note}</p> : null;
}

const TABS = ['info', 'timeline', 'chat'] as const;
type TabName = (typeof TABS)[number];
const TAB_PARAM = 'tab';

const tabOf = (value: string | null): TabName => TABS.find((tab) => tab === value) ?? 'info';

/**
 * The job's heading and its three tabs (Radix Tabs: arrow keys move between them, Tab goes into
 * the panel). The open tab is in the address (`?tab=chat`), so a link (an e-mail's) can open the
 * chat, and Back returns to the tab one came from.
 */
export function JobDetailBody({ job, viewer }: { job: TJobDetail; viewer: TSessionUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get(TAB_PARAM));
  const staff = viewer.role === 'admin';

  const openTab = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'info') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <article className="job-detail__body">
      <header className="job-detail__head">
        <h1 className="job-detail__title">{job.title}</h1>
        <p className="job-detail__company">
          {job.company}
          <span className="job-status" data-status={job.status}>
            {job.status}
          </span>
          {job.detailsNeeded ? (
            <span className="badge job-details-needed">{JobDetailMessages.detailsNeeded}</span>
          ) : null}
        </p>
        <ServiceLevelNote job={job} />
        {staff ? (
          <Suspense fallback={null}>
            <AssigneeControl jobId={job.id} />
          </Suspense>
        ) : null}
      </header>
      <Tabs.Root className="tabs" value={tab} onValueChange={openTab}>
        <Tabs.List className="tabs__list" aria-label={JobDetailMessages.tabsLabel}>
          <Tabs.Trigger className="tabs__trigger" value="info">
            {JobDetailMessages.tabs.info}
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="timeline">
            {JobDetailMessages.tabs.timeline}
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="chat">
            {JobDetailMessages.tabs.chat}
            {job.unreadMessages > 0 && tab !== 'chat' ? (
              <span className="badge tabs__badge">
                {job.unreadMessages}
                <span className="visually-hidden"> unread</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="tabs__panel" value="info">
          <JobInfoTab job={job} staff={staff} />
          {staff ? (
            <Suspense fallback={null}>
              <RepliesCard job={job} staff />
            </Suspense>
          ) : null}
        </Tabs.Content>
        <Tabs.Content className="tabs__panel" value="timeline">
          <TimelineTab timeline={job.timeline} took={timeToApply(job)} />
          <Suspense fallback={null}>
            <RepliesCard job={job} staff={staff} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content className="tabs__panel" value="chat">
          <Suspense fallback={<Spinner label={JobDetailMessages.chatLoading} />}>
            <ChatTab job={job} viewer={viewer} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </article>
  );
}
