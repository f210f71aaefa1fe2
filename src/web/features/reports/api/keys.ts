import type { CollectionsQuery } from '#shared/schemas/report.ts';
import type { Language } from '#shared/language.ts';

/** Query keys of the money reports: every one starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  dues: () => ['reports', 'dues'] as const,
  collections: (range: CollectionsQuery) => ['reports', 'collections', range.from ?? '', range.to ?? ''] as const,
  monthly: (months: number) => ['reports', 'monthly', months] as const,
  statistics: (month: string) => ['reports', 'statistics', month] as const,
};

/** Where a report's CSV downloads from: the same route with `.csv`, the same range. */
export function csvAddress(
  report: 'dues' | 'collections' | 'refunds' | 'statistics',
  range: CollectionsQuery & { month?: string } = {},
  language: Language = 'en',
): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  if (range.month) query.set('month', range.month);
  // The column names in the page's language; English ones (as every download had) without it.
  if (language === 'bn') query.set('lang', 'bn');
  return `/api/reports/${report}.csv${query.size ? `?${query}` : ''}`;
}

/**
 * A report is asked for afresh on every visit (its last answer shows meanwhile): a payment confirmed
 * or an order changed a moment ago on another page changes its figures.
 */
export const REPORT_STALE_TIME = 0;
