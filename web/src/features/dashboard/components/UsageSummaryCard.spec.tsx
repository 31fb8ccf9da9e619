import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UsageLinks } from './UsageSummaryCard';

describe("the usage card's links", () => {
  it('lead a subscriber to the plans and to the subscription page, where Change Plan is', () => {
    const html = renderWithProviders(<UsageLinks />);
    expect(html).toContain('<a href="/pricing"');
    expect(html).toContain('>Explore Our Plans</a>');
    expect(html).toContain('<a href="/dashboard/subscription"');
    expect(html).toContain('>View subscription details</a>');
  });
});
