import { TeamFigures } from '../features/team/components/TeamFigures';

/** /dashboard/team (staff only): the team figures. */
export function TeamPage() {
  return <TeamFigures />;
}
