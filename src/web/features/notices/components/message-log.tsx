import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_STATES, type MessageLogEntry, type MessageState } from '#shared/schemas/messages.ts';
import { cardStyles } from '#web/components/ui/card.tsx';
import { CardList, ChoiceButtons } from '#web/components/ui/card-list.tsx';
import { useListControls } from '#web/components/ui/manage-list.tsx';
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
      <ChoiceButtons
        label={t('notices.show')}
        choices={['all', ...MESSAGE_STATES] as const}
        chosen={state}
        onChoose={(s) => {
          setState(s);
          controls.setPage(1);
        }}
        text={(s) => t(`notices.state.${s}`)}
      />
      <ChoiceButtons
        label={t('notices.channelLabel')}
        choices={['all', 'sms', 'email'] as const}
        chosen={channel}
        onChoose={(c) => {
          setChannel(c);
          controls.setPage(1);
        }}
        text={(c) => t(`notices.channel.${c}`)}
      />
      <CardList
        list={list}
        loadFailed={t('notices.loadFailed')}
        empty={t('notices.empty')}
        label={t('notices.logTitle')}
        page={controls.page}
        limit={controls.limit}
        onPageChange={controls.setPage}
        card={(m) => <MessageCard message={m} />}
      />
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
