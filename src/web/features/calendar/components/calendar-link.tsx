import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarUrl, useResetCalendarUrl } from '#web/features/calendar/api/calendar.ts';

/**
 * "Put my sessions in my phone's calendar": the secret address opened as `webcal://` (a phone's
 * calendar app subscribes and keeps it up to date), the address to copy for another app, and a
 * way to replace it if it was shared by mistake. The address is fetched only when asked for.
 */
export function CalendarLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const calendar = useCalendarUrl(open);
  const reset = useResetCalendarUrl();
  const url = calendar.data?.url;
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
      data-testid="calendar-link"
    >
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        {t('calendar.title')}
      </summary>
      <div className="mt-2 flex flex-col gap-2 text-sm text-slate-700">
        <p>{t('calendar.intro')}</p>
        {url && (
          <>
            <a
              href={url.replace(/^https?:/, 'webcal:')}
              className="inline-flex min-h-11 items-center self-start rounded-lg bg-brand-700 px-4 font-semibold text-white"
            >
              {t('calendar.subscribe')}
            </a>
            <label className="flex flex-col gap-1">
              {t('calendar.address')}
              <input
                readOnly
                value={url}
                className="min-h-11 rounded-lg border border-slate-300 px-2 font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
            </label>
            <button
              type="button"
              onClick={() => reset.mutate()}
              disabled={reset.isPending}
              className="min-h-11 self-start rounded-lg border border-slate-300 px-3 font-medium"
            >
              {t('calendar.reset')}
            </button>
          </>
        )}
      </div>
    </details>
  );
}
