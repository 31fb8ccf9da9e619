import type { ApiReply } from '../../lib/api/replies';

/** The team figures page's reply (`GET /api/team/figures`). */
export type TTeamFiguresView = ApiReply<'/api/team/figures', 'get'>;

export type TTeamPeriodView = TTeamFiguresView['periods'][number];

/** The periods' names as the page shows them. */
export const PERIOD_LABELS: Record<TTeamPeriodView['period'], string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

/** A staff member as the page names them: their name, else the start of their id. */
export const staffLabel = (row: { staffId: string | null; name: string | null }): string =>
  row.name ?? (row.staffId ? `Staff ${row.staffId.slice(0, 8)}` : 'Not recorded');

/** Hours as `5.5 h`, or a dash when there is no figure. */
export const hoursText = (hours: number | null): string => (hours === null ? '–' : `${String(hours)} h`);

/** A share as a whole percentage (`83 %`), or a dash. */
export const shareText = (share: number | null): string =>
  share === null ? '–' : `${String(Math.round(share * 100))} %`;

/** The bars of the chart: the most applications first, at most `limit`. */
export function chartRows(period: TTeamPeriodView, limit = 12): { name: string; applications: number }[] {
  return [...period.perStaff]
    .sort((a, b) => b.applications - a.applications)
    .slice(0, limit)
    .map((row) => ({ name: staffLabel(row), applications: row.applications }));
}
