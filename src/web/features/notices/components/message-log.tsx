import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_STATES, type MessageLogEntry, type MessageState } from '#shared/schemas/messages.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { cardStyles } from '#web/components/ui/card.tsx';
import { PageButtons } from '#web/components/ui/data-table.tsx';
import { useListControls } from '#web/components/ui/manage-list.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatTime } from '#web/lib/format.ts';
import { useMessageLog, useMessageLogSummary, type MessageLogParams } from '#web/features/notices/api/message-log.ts';

const when = (iso: string) => formatTime(new Date(iso), { withDate: true });

const STATE_STYLES: Record<MessageState, string> = {
  pending: 'bg-slate-100 text-slate-800',
  sending: 'bg-sky-100 text-sky-900',
  retrying: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

/**
 * The staff's message log: the day's SMS parts against the cap, then one card per message (a
 * phone shows it all without scrolling sideways), filtered by state and channel.
 */
export function MessageLog() {
  const { t } = useTranslation();
  const [state, setState] = useState<MessageLogParams['state']>('all');
  const [channel, setChannel] = useState<MessageLogParams['channel']>('all');
  const controls = useListControls();
  const list = useMessageLog({ state, channel, page: controls.page, limit: controls.limit });
  const summary = useMessageLogSummary();
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / controls.limit));

  return (
    <div className="flex flex-col gap-4">
      {summary.data && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-slate-800" aria-live="polite">
          <span>
            {t('notices.segmentsToday', { used: summary.data.segmentsToday, cap: summary.data.dailySegments })}
          </span>
          <span>{t('notices.retryingCount', { count: summary.data.retrying })}</span>
          <span className={summary.data.failed > 0 ? 'text-red-800' : ''}>
            {t('notices.failedCount', { count: summary.data.failed })}
          </span>
        </p>
      )}
      <div role="group" aria-label={t('notices.show')} className="flex flex-wrap gap-2">
        {(['all', ...MESSAGE_STATES] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={state === s}
            className={state === s ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => {
              setState(s);
              controls.setPage(1);
            }}
          >
            {t(`notices.state.${s}`)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('notices.channelLabel')} className="flex flex-wrap gap-2">
        {(['all', 'sms', 'email'] as const).map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={channel === c}
            className={channel === c ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => {
              setChannel(c);
              controls.setPage(1);
            }}
          >
            {t(`notices.channel.${c}`)}
          </button>
        ))}
      </div>
      {list.isError ? (
        <ListLoadError message={t('notices.loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('notices.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={list.isFetching}>
          {list.data.items.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex justify-end text-sm" aria-label={t('notices.logTitle')}>
          <PageButtons page={controls.page} pages={pages} onPageChange={controls.setPage} />
        </nav>
      )}
    </div>
  );
}

function MessageCard({ message: m }: { message: MessageLogEntry }) {
  const { t } = useTranslation();
  const kind = t(`notices.kind.${m.kind}` as 'notices.kind.booking.received', { defaultValue: m.kind });
  return (
    <article className={`${cardStyles} flex flex-col gap-2 p-4`} aria-label={`${kind}: ${m.recipient}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">
          {t(`notices.channel.${m.channel}`)} · {kind}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATE_STYLES[m.state]}`}>
          {t(`notices.state.${m.state}`)}
        </span>
      </header>
      <p className="break-all text-sm text-slate-800">{m.recipient}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
        {m.channel === 'sms' && <span>{t('notices.segments', { count: m.segments })}</span>}
        {m.attempts > 0 && <span>{t('notices.tries', { count: m.attempts })}</span>}
        {m.sentAt && <span>{t('notices.sentOn', { date: when(m.sentAt) })}</span>}
        {m.state === 'retrying' && <span>{t('notices.nextTry', { date: when(m.nextAttemptAt) })}</span>}
      </p>
      {m.lastError && m.state !== 'sent' && (
        <p className="break-words text-sm text-red-800">{t('notices.error', { error: m.lastError })}</p>
      )}
      <details>
        <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-800">{t('notices.readText')}</summary>
        {m.subject && <p className="mt-1 font-semibold text-slate-800">{m.subject}</p>}
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-800" lang={m.language}>
          {m.body}
        </p>
      </details>
    </article>
  );
}
