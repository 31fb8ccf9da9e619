import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UsageLinks } from './UsageSummaryCard';

describe("the usage card's links", () => {
  it('lead a subscriber to the plans and to the subscription page, where Change Plan is', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <UsageLinks />
      </MemoryRouter>,
    );
    expect(html).toContain('<a href="/pricing"');
    expect(html).toContain('>Explore Our Plans</a>');
    expect(html).toContain('<a href="/dashboard/subscription"');
    expect(html).toContain('>View subscription details</a>');
  });
});
