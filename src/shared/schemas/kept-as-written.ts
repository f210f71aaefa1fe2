import { z } from 'zod';

/**
 * A field that may hold a value kept as written: the old site's import keeps a landline as an
 * emergency contact, an NID of the wrong length or a date of birth that is no date, rather than
 * lose it (docs/decisions/0476-an-import-clears-the-first-starts-samples.md). Saving the record
 * with that value unchanged is accepted, as stored; any other value meets `rule`, with its own
 * errors (same code, same message), so a new wrong value is still refused.
 */
export function unchangedOr<T extends z.ZodType>(rule: T, stored: string | null | undefined) {
  if (stored === undefined || stored === null) return rule;
  // Any input passes through to `rule`, which says what is wrong with it; the type is the rule's.
  return z
    .custom<z.input<T>>(() => true)
    .transform((value, ctx): z.output<T> => {
      if (typeof value === 'string' && value.trim() === stored) return stored as z.output<T>;
      const checked = rule.safeParse(value);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
      return z.NEVER;
    });
}
