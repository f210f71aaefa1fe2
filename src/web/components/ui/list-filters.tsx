import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '#web/lib/format.ts';
import { DateInput } from './date-field';
import { Field } from './field';

/** One way a list can be ordered: the API's sort value ("name", "-created") and what it reads as. */
export interface SortOption {
  value: string;
  label: string;
}

// Every control at least 44 px high, a fingertip's reach on a phone.
const controlClass =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClass = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800 max-sm:w-full';

/** "Sort by" and the list's orders. */
export function SortSelect({
  options,
  value,
  onChange,
}: {
  options: SortOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('common.sortBy')}
      value={value}
      onChange={(v) => onChange(v ?? options[0]?.value ?? '')}
      options={options}
    />
  );
}

/** A filter chosen from a list; `anyLabel` is the choice that removes it ("All courses"). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: { value: string; label: string }[];
  anyLabel?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select className={controlClass} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A day filter (from / to), typed day/month/year or picked from a calendar; clearing the box removes it. */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field label={label} className="min-w-0 max-sm:w-full">
      {(ids) => <DateInput ids={ids} value={value ?? ''} onChange={(day) => onChange(day || undefined)} />}
    </Field>
  );
}

/**
 * Tabs over a list's main state, each with how many rows it holds ("Pending 4"): choosing one
 * filters the list, "All" removes the filter. The counts come from the server, for the same search.
 */
export function CountTabs({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: { value: string | undefined; label: string; count: number | undefined }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex w-full flex-wrap gap-2">
      <span id={id} className="sr-only">
        {label}
      </span>
      {tabs.map((tab) => {
        const active = (tab.value ?? '') === (value ?? '');
        return (
          <button
            key={tab.value ?? ''}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.value)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {tab.label}
            <span
              className={`rounded-full px-2 text-xs tabular-nums ${active ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-700'}`}
            >
              {tab.count === undefined ? '…' : formatCount(tab.count)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
