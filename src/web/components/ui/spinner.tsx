import { useTranslation } from 'react-i18next';

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center py-10 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A small inline spinner for buttons while a form submits. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
    />
  );
}
