import i18n from './i18n';
import { formatTaka } from './format';

/** An amount as the page writes money: ৳12,000 or ৳১২,০০০. */
export const taka = (amount: number) => i18n.t('common.taka', { amount: formatTaka(amount) });
