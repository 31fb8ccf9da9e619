import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  EMPTY_JOB_FILTERS,
  hasActiveFilters,
  jobsViewFromSearchParams,
  jobsListSearch,
  jobsViewToSearchParams,
  nextSort,
  platformOptions,
  sortFromOptionValue,
  sortOptionValue,
} from './jobsView';

describe('sorting the jobs list', () => {
  it('sorts a newly chosen column descending first', () => {
    expect(nextSort(null, 'company')).toEqual({ column: 'company', direction: 'desc' });
    expect(nextSort({ column: 'title', direction: 'asc' }, 'company')).toEqual({
      column: 'company',
      direction: 'desc',
    });
  });

  it('toggles the direction on repeated clicks of the same column', () => {
    const first = nextSort(null, 'dateReceived');
    const second = nextSort(first, 'dateReceived');
    const third = nextSort(second, 'dateReceived');
    expect([first.direction, second.direction, third.direction]).toEqual(['desc', 'asc', 'desc']);
  });

  it('tells assistive technology which column sorts and how', () => {
    const sort = { column: 'status', direction: 'asc' } as const;
    expect(ariaSort(sort, 'status')).toBe('ascending');
    expect(ariaSort({ ...sort, direction: 'desc' }, 'status')).toBe('descending');
    expect(ariaSort(sort, 'title')).toBe('none');
    expect(ariaSort(null, 'title')).toBe('none');
  });
});

describe('the jobs list in the URL', () => {
  it('round-trips filters and sort', () => {
    const view = {
      filters: {
        jobId: '3fa8',
        status: 'Applied',
        platform: 'LinkedIn',
        receivedFrom: '2026-11-01',
        search: 'acme',
        detailsNeeded: true,
        userId: '0b7e3c1a-1111-4222-8333-444455556666',
      },
      sort: { column: 'company', direction: 'asc' },
    } as const;
    const params = jobsViewToSearchParams(view);
    expect(params.toString()).toBe(
      'jobId=3fa8&status=Applied&platform=LinkedIn&receivedFrom=2026-11-01&search=acme&detailsNeeded=true' +
        '&userId=0b7e3c1a-1111-4222-8333-444455556666&sort=company&direction=asc',
    );
    expect(jobsViewFromSearchParams(params)).toEqual(view);
  });

  it('leaves out what is unset, so the default order has a clean address', () => {
    expect(jobsViewToSearchParams({ filters: EMPTY_JOB_FILTERS, sort: null }).toString()).toBe('');
    expect(
      jobsViewToSearchParams({ filters: { ...EMPTY_JOB_FILTERS, search: '   ' }, sort: null }).toString(),
    ).toBe('');
  });

  it('drops what the server would refuse instead of failing the page', () => {
    const view = jobsViewFromSearchParams(
      new URLSearchParams(
        'jobId=<script>&status=Hired&receivedFrom=2026-02-30&sort=constructor&direction=up&userId=42',
      ),
    );
    expect(view).toEqual({ filters: EMPTY_JOB_FILTERS, sort: null });
  });

  it('reads a sort without a direction as descending', () => {
    expect(jobsViewFromSearchParams(new URLSearchParams('sort=title')).sort).toEqual({
      column: 'title',
      direction: 'desc',
    });
  });

  it('knows when filters narrow the list', () => {
    expect(hasActiveFilters(EMPTY_JOB_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, platform: 'Indeed' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, detailsNeeded: true })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, userId: '0b7e3c1a-1111-4222-8333-444455556666' })).toBe(
      true,
    );
  });
});

describe('the sort select (phones)', () => {
  it('names each column and direction, and the default order as empty', () => {
    expect(sortOptionValue(null)).toBe('');
    expect(sortOptionValue({ column: 'dateApplied', direction: 'asc' })).toBe('dateApplied:asc');
    expect(sortFromOptionValue('dateApplied:asc')).toEqual({ column: 'dateApplied', direction: 'asc' });
    expect(sortFromOptionValue('')).toBeNull();
    expect(sortFromOptionValue('constructor:asc')).toBeNull();
    expect(sortFromOptionValue('title:up')).toBeNull();
  });
});

describe('the way back to the list', () => {
  it("keeps the list's filters and order, and nothing else", () => {
    expect(jobsListSearch(new URLSearchParams('status=Applied&sort=title&direction=asc&tab=chat'))).toBe(
      '?status=Applied&sort=title&direction=asc',
    );
    expect(jobsListSearch(new URLSearchParams(''))).toBe('');
  });
});

describe('the Platform filter', () => {
  it('offers the known sites, and keeps a platform from the address that is not one of them', () => {
    expect(platformOptions('')).toEqual([
      'LinkedIn',
      'Indeed',
      'Glassdoor',
      'ZipRecruiter',
      'Monster',
      'Workday',
      'Greenhouse',
      'Lever',
    ]);
    expect(platformOptions('Lever')).toHaveLength(8);
    expect(platformOptions('jobs.example.com').at(-1)).toBe('jobs.example.com');
  });
});
