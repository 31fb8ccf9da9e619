import { TeamFigures } from '../features/team/components/TeamFigures';

/** /dashboard/team (staff only, issue 25): the team figures. */
export function TeamPage() {
  return <TeamFigures />;
}
