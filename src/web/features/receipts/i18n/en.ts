/**
 * The receipts feature's English texts: the namespace `receiptCheck`, read as
 * `t('receiptCheck.…')`. Its Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  receiptCheck: {
    pageTitle: 'Receipt {{number}}',
    metaDescription: 'Check that a money receipt of the school is genuine.',
    heading: 'Receipt check',
    genuine: 'Genuine receipt',
    genuineText: 'This receipt was issued by {{school}}.',
    number: 'Receipt no.',
    date: 'Date',
    amount: 'Amount',
    school: 'School',
    payer: 'Payer (initials)',
    notFound: 'No receipt with this number',
    notFoundText: 'Check the number on the paper: it looks like R-2026-000123.',
    failed: 'The receipt could not be checked. Please try again.',
  },
} as const;

export type Catalogue = typeof en;
