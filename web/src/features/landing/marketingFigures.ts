import { formatMoneyFromCents, PRICE_PER_APPLICATION_CENTS } from '@hirerelay/domain';

export interface MarketingFigure {
  /** A word before the figure, e.g. "about". */
  prefix?: string;
  value: string;
  label: string;
}

/** The marketing claims, as the landing page's stats band shows them. */
export const MARKETING_FIGURES: readonly MarketingFigure[] = [
  { value: '95%', label: 'success rate' },
  { value: '2.5x', label: 'faster hiring' },
  { value: '500+', label: 'jobs applied daily' },
  { prefix: 'about', value: formatMoneyFromCents(PRICE_PER_APPLICATION_CENTS), label: 'per application' },
];
