import type { UserFilters } from './userFilters';

/** Every admin-users query starts with 'admin-users'; `lists` covers the list under any filters. */
export const adminUserKeys = {
  lists: ['admin-users', 'list'] as const,
  list: (filters: UserFilters) => [...adminUserKeys.lists, filters] as const,
  /** Under `lists`: whatever refreshes the list refreshes its total. */
  count: (filters: UserFilters) => [...adminUserKeys.lists, 'count', filters] as const,
  detail: (userId: string) => ['admin-users', 'detail', userId] as const,
  resumeLink: (userId: string) => ['admin-users', 'resume-link', userId] as const,
};
