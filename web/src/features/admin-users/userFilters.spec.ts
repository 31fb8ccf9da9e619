import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  formatUsage,
  formatUserTotal,
  nextUserSort,
  shortId,
  userSortFromSearchParams,
  usersExportQuery,
  usersPageQuery,
  withUserSort,
} from './userFilters';

describe('filtersFromSearchParams', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams(
      'status=pending&planType=Free&from=2026-01-01&to=2026-01-31&search=grace',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      status: 'pending',
      planType: 'Free',
      from: '2026-01-01',
      to: '2026-01-31',
      search: 'grace',
    });
  });

  it('drops values the server would refuse', () => {
    const params = new URLSearchParams('status=deleted&planType=Gold&from=2026-02-30&to=yesterday');
    expect(filtersFromSearchParams(params)).toEqual(EMPTY_FILTERS);
  });

  it('gives the empty filters for an empty URL', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('caps the search at 200 characters', () => {
    const params = new URLSearchParams({ search: 'x'.repeat(300) });
    expect(filtersFromSearchParams(params).search).toHaveLength(200);
  });
});

describe('filtersToSearchParams', () => {
  it('leaves out unset filters and trims the search', () => {
    const params = filtersToSearchParams({ ...EMPTY_FILTERS, status: 'active', search: '  ada  ' });
    expect(params.toString()).toBe('status=active&search=ada');
  });

  it('round-trips through the URL', () => {
    const filters = {
      status: 'unpaid',
      planType: 'Unlimited',
      from: '2025-12-01',
      to: '2026-01-01',
      search: 'a&b=c',
    } as const;
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('is empty for the empty filters', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });
});

describe('usersPageQuery and usersExportQuery', () => {
  it('adds the cursor and the page size', () => {
    const defined = (query: object) =>
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
    expect(
      defined(usersPageQuery({ ...EMPTY_FILTERS, planType: 'Free', search: '  ada ' }, 'abc', 25)),
    ).toEqual({
      planType: 'Free',
      search: 'ada',
      cursor: 'abc',
      limit: 25,
    });
    expect(defined(usersPageQuery(EMPTY_FILTERS, null, 50))).toEqual({ limit: 50 });
  });

  it('gives the export the current filters, without paging', () => {
    const defined = (query: object) =>
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
    expect(defined(usersExportQuery(EMPTY_FILTERS))).toEqual({});
    expect(defined(usersExportQuery({ ...EMPTY_FILTERS, status: 'pending', search: ' x y ' }))).toEqual({
      status: 'pending',
      search: 'x y',
    });
  });
});

describe('table formatting', () => {
  it('shows six characters of the id', () => {
    expect(shortId('0f1e2d3c-aaaa-bbbb-cccc-000000000000')).toBe('0f1e2d');
  });

  it('shows usage as used/quota, with 999 as Unlimited', () => {
    expect(formatUsage(3, 25)).toBe('3/25');
    expect(formatUsage(12, 999)).toBe('12/Unlimited');
  });
});

describe('the total over the list', () => {
  it('counts users in words, singular for one', () => {
    expect(formatUserTotal(1)).toBe('1 user');
    expect(formatUserTotal(0)).toBe('0 users');
    expect(formatUserTotal(1204)).toBe('1,204 users');
  });
});

describe('sorting User Management', () => {
  it('reads the order from the URL, dropping a column the server would refuse', () => {
    expect(userSortFromSearchParams(new URLSearchParams('sort=email&direction=desc'))).toEqual({
      column: 'email',
      direction: 'desc',
    });
    expect(userSortFromSearchParams(new URLSearchParams('sort=lastLogin'))).toEqual({
      column: 'lastLogin',
      direction: 'asc',
    });
    expect(userSortFromSearchParams(new URLSearchParams('sort=constructor'))).toBeNull();
  });

  it('sorts a new column ascending first, then toggles; the order travels with the filters', () => {
    const first = nextUserSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'asc' });
    expect(nextUserSort(first, 'name').direction).toBe('desc');
    expect(nextUserSort(first, 'plan')).toEqual({ column: 'plan', direction: 'asc' });
    expect(withUserSort(new URLSearchParams('status=active'), first).toString()).toBe(
      'status=active&sort=name&direction=asc',
    );
    expect(usersPageQuery(EMPTY_FILTERS, null, 50, first)).toMatchObject({ sort: 'name', direction: 'asc' });
  });
});
