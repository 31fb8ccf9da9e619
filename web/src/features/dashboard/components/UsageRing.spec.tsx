import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usageSummary } from '../usageSummary';
import { UsageRing } from './UsageRing';

const ring = (used: number, quota: number) =>
  renderToStaticMarkup(<UsageRing summary={usageSummary(used, quota)} />);

describe('the usage ring', () => {
  it('reports the percent to assistive technology and prints it in the middle', () => {
    const html = ring(4, 25);
    expect(html).toContain('aria-valuenow="16"');
    expect(html).toContain('aria-valuetext="4 of 25 (16%)"');
    expect(html).toContain('>16%<');
    expect(html).toContain('data-alert="false"');
  });

  it('turns red above 90 %, and names the unlimited quota', () => {
    expect(ring(23, 25)).toContain('data-alert="true"');
    expect(ring(40, 999)).toContain('aria-valuetext="40 of Unlimited (4%)"');
  });

  it('draws no fill at 0 %', () => {
    expect(ring(0, 10)).not.toContain('usage-ring__fill');
    expect(ring(1, 10)).toContain('usage-ring__fill');
  });
});
