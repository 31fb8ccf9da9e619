import { describe, expect, it } from 'vitest';
import { formatConnections, formatTimeSaved, networkGrowth, usageSummary } from './usageSummary';

describe('time saved', () => {
  it('counts 20 minutes per job, shown as hours and minutes, and 10 minutes when there is none', () => {
    expect(formatTimeSaved(0)).toBe('0h 10m');
    expect(formatTimeSaved(1)).toBe('0h 20m');
    expect(formatTimeSaved(3)).toBe('1h 0m');
    expect(formatTimeSaved(7)).toBe('2h 20m');
    expect(formatTimeSaved(25)).toBe('8h 20m');
  });

  it('never goes negative', () => {
    expect(formatTimeSaved(-2)).toBe('0h 10m');
  });
});

describe('network growth', () => {
  it('is the job count squared', () => {
    expect(networkGrowth(0)).toBe(0);
    expect(networkGrowth(3)).toBe(9);
    expect(networkGrowth(25)).toBe(625);
  });
});

describe('connections', () => {
  it('says connection for one, and connections otherwise, grouping thousands', () => {
    expect(formatConnections(0)).toBe('0 connections');
    expect(formatConnections(1)).toBe('1 connection');
    expect(formatConnections(4)).toBe('4 connections');
    expect(formatConnections(1600)).toBe('1,600 connections');
  });
});

describe('the usage summary', () => {
  it('rounds the percent and caps it at 100', () => {
    expect(usageSummary(1, 3).percent).toBe(33);
    expect(usageSummary(2, 3).percent).toBe(67);
    expect(usageSummary(12, 10).percent).toBe(100);
  });

  it('turns red only above 90 percent', () => {
    expect(usageSummary(9, 10)).toMatchObject({ percent: 90, alert: false });
    expect(usageSummary(23, 25)).toMatchObject({ percent: 92, alert: true });
    expect(usageSummary(10, 10)).toMatchObject({ percent: 100, alert: true });
  });

  it('shows the unlimited quota as Unlimited', () => {
    expect(usageSummary(40, 999)).toMatchObject({ quota: 'Unlimited', unlimited: true, percent: 4 });
    expect(usageSummary(4, 25)).toMatchObject({ quota: '25', unlimited: false });
  });

  it('derives time saved and growth from this period’s jobs, grouping thousands', () => {
    expect(usageSummary(40, 999)).toMatchObject({ timeSaved: '13h 20m', networkGrowth: '1,600 connections' });
    expect(usageSummary(0, 25)).toMatchObject({ timeSaved: '0h 10m', networkGrowth: '0 connections' });
  });
});
