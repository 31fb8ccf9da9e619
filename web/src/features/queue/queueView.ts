// The queue's view and filters, kept in the address so a reload or a shared link shows the same
// work: `?view=mine&plan=Unlimited&overdue=1&details=1`.
import { formatSpan } from '../../lib/dates';

export const QUEUE_VIEWS = [
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'all', label: 'All' },
] as const;
export type TQueueViewName = (typeof QUEUE_VIEWS)[number]['value'];

export const QUEUE_PLANS = ['Starter', 'Professional', 'Unlimited', 'Custom Plan'] as const;
export type TQueuePlan = (typeof QUEUE_PLANS)[number];
const isPlan = (value: string | null): value is TQueuePlan =>
  (QUEUE_PLANS as readonly (string | null)[]).includes(value);

export interface QueueView {
  view: TQueueViewName;
  plan: TQueuePlan | undefined;
  overdue: boolean;
  detailsNeeded: boolean;
}

const isView = (value: string | null): value is TQueueViewName =>
  QUEUE_VIEWS.some((view) => view.value === value);

/** The view the address asks for; staff start on everything (the default view: all). */
export function queueViewOf(search: URLSearchParams): QueueView {
  const view = search.get('view');
  const plan = search.get('plan');
  return {
    view: isView(view) ? view : 'all',
    plan: isPlan(plan) ? plan : undefined,
    overdue: search.get('overdue') === '1',
    detailsNeeded: search.get('details') === '1',
  };
}

export function queueViewToSearch(view: QueueView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.view !== 'all') search.set('view', view.view);
  if (view.plan) search.set('plan', view.plan);
  if (view.overdue) search.set('overdue', '1');
  if (view.detailsNeeded) search.set('details', '1');
  return search;
}

/** The API's query for a view (flags only when set, so the cache key stays small). */
export function queueQueryOf(view: QueueView) {
  return {
    view: view.view,
    ...(view.plan ? { plan: view.plan } : {}),
    ...(view.overdue ? { overdue: 'true' } : {}),
    ...(view.detailsNeeded ? { detailsNeeded: 'true' } : {}),
  };
}

const HOUR = 3_600_000;

// With the other date formats: a job page shows spans without loading the queue's code.
export { formatSpan };

/** What a row's time cell says: overdue by, due in, or how long the customer has waited. */
export function dueLabel(
  row: { status: string; dueAt: string; waitingSince: string | null },
  now: number,
): { text: string; tone: 'overdue' | 'soon' | 'ok' | 'waiting' } {
  if (row.status !== 'Saved') {
    return {
      text: `Waiting ${formatSpan(now - Date.parse(row.waitingSince ?? row.dueAt))}`,
      tone: 'waiting',
    };
  }
  const left = Date.parse(row.dueAt) - now;
  if (left <= 0) return { text: `Overdue by ${formatSpan(-left)}`, tone: 'overdue' };
  return { text: `Due in ${formatSpan(left)}`, tone: left < 4 * HOUR ? 'soon' : 'ok' };
}
