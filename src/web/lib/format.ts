/** Whole taka with thousands separators, as Bangladeshi price lists write it (12,000). */
export function formatTaka(amount: number): string {
  return new Intl.NumberFormat('en-IN').format(amount);
}
