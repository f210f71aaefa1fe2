import { useSearchParams } from 'react-router';
import { todayInDhaka } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';

/** How many years back a month can be chosen: the app's records reach no further. */
const YEARS_BACK = 10;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month a page shows (the statistics', the cash-ups'), kept in its address (`?month=YYYY-MM`,
 * Bengali digits read) so a reload or a shared link shows the same month: this month when none, or
 * a later one, is asked. `picker` is what the page's MonthInput needs to change it.
 */
export function useMonthParam() {
  const [params, setParams] = useSearchParams();
  const thisMonth = todayInDhaka().slice(0, 7);
  const asked = asciiDigits(params.get('month') ?? '');
  const month = MONTH.test(asked) && asked <= thisMonth ? asked : thisMonth;
  const picker = {
    value: month,
    max: thisMonth,
    fromYear: Number(thisMonth.slice(0, 4)) - YEARS_BACK,
    onChange: (picked: string) => setParams({ month: picked }),
  };
  return { month, picker };
}
