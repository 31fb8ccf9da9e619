import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  EMPTY_JOB_FILTERS,
  hasActiveFilters,
  jobsViewFromSearchParams,
  jobsViewToSearchParams,
  nextSort,
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
      },
      sort: { column: 'company', direction: 'asc' },
    } as const;
    const params = jobsViewToSearchParams(view);
    expect(params.toString()).toBe(
      'jobId=3fa8&status=Applied&platform=LinkedIn&receivedFrom=2026-11-01&search=acme&detailsNeeded=true&sort=company&direction=asc',
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
        'jobId=<script>&status=Hired&receivedFrom=2026-02-30&sort=constructor&direction=up',
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
  });
});
