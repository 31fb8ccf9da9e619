import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';

/** The team figures (`GET /api/team/figures`, staff), read again every minute while shown. */
export function useTeamFigures() {
  return useQuery({
    queryKey: ['jobs', 'team-figures'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/team/figures', { signal })),
    refetchInterval: 60_000,
  });
}
