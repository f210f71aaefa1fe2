import type { TFunction } from 'i18next';
import type { CashUpMessages } from '#shared/schemas/cash-up.ts';

/** The cash-up's rules in the page's language (the same schema the route uses). */
export const cashUpMessages =
  (t: TFunction): CashUpMessages =>
  (key) =>
    t(`cashUp.errors.${key}`);
