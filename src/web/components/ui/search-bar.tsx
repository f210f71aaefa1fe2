import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { inputClass } from './field';

/**
 * The manage lists' search (all the data, or only what matches the searched key): a required
 * box, Search, and "See All Data" which clears the filter.
 */
export function SearchBar({
  label,
  placeholder,
  type = 'text',
  onSearch,
  onReset,
}: {
  label: string;
  placeholder?: string;
  type?: 'text' | 'email';
  onSearch: (value: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (e.currentTarget.reportValidity()) onSearch(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
        {label}
        <input
          className={inputClass}
          type={type}
          required
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
            onReset();
          }}
        >
          {t('common.seeAllData')}
        </button>
      </div>
    </form>
  );
}
