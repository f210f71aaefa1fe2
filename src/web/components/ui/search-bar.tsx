import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { inputClass } from './field';

/** How long typing pauses before a live search runs: a phone number typed at a counter is one search. */
export const LIVE_SEARCH_MS = 350;

/**
 * The manage lists' search (all the data, or only what matches the searched key): a required
 * box, Search, and "See All Data" which clears the filter. `live`: the list follows the box as
 * it is typed in (once typing pauses), so the office finds a caller's order without a Search tap;
 * emptying the box shows everything again. Search still works, at once.
 */
export function SearchBar({
  label,
  placeholder,
  type = 'text',
  live = false,
  onSearch,
  onReset,
}: {
  label: string;
  placeholder?: string;
  type?: 'text' | 'email';
  live?: boolean;
  onSearch: (value: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  // The last text searched for, so a pause after Search (or after See All Data) searches nothing again.
  const searched = useRef('');
  useEffect(() => {
    if (!live) return;
    const wanted = value.trim();
    if (wanted === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = wanted;
      onSearch(wanted);
    }, LIVE_SEARCH_MS);
    return () => clearTimeout(timer);
  }, [live, value, onSearch]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!e.currentTarget.reportValidity()) return;
    searched.current = value.trim();
    onSearch(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
        {label}
        <input
          className={inputClass}
          type={type}
          required
          {...(live ? { enterKeyHint: 'search' as const } : {})}
          value={value}
          placeholder={placeholder}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary}>
          {t('common.search')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            setValue('');
            searched.current = '';
            onReset();
          }}
        >
          {t('common.seeAllData')}
        </button>
      </div>
    </form>
  );
}
