import { useTranslation } from 'react-i18next';
import { INBOX_STATUSES, type InboxMessage, type InboxStatus } from '#shared/schemas/contact.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { cardStyles } from '#web/components/ui/card.tsx';
import { PageButtons } from '#web/components/ui/data-table.tsx';
import { useListControls } from '#web/components/ui/manage-list.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { ButtonSpinner, Spinner } from '#web/components/ui/spinner.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { useInbox, useUpdateInboxMessage } from '#web/features/contact/api/inbox.ts';
import { useState } from 'react';
import { formatTime } from '#web/lib/format.ts';

/** Dates as the office reads them: Khulna's clock, day month year. */
const when = {
  format: (d: Date) => formatTime(d, { withDate: true }),
};

/**
 * The enquiry inbox: one card per message at every width (a phone shows everything without
 * scrolling sideways). Opening a message marks it read; staff answer by e-mail and mark it handled.
 */
export function Inbox() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InboxStatus>('open');
  const controls = useListControls();
  const list = useInbox({ status, page: controls.page, limit: controls.limit });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / controls.limit));
  const choose = (next: InboxStatus) => {
    setStatus(next);
    controls.setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('inbox.show')} className="flex flex-wrap gap-2">
        {INBOX_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={status === s ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => choose(s)}
          >
            {t(`inbox.status.${s}`)}
          </button>
        ))}
      </div>
      {list.isError ? (
        <ListLoadError message={t('inbox.loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t(`inbox.empty.${status}`)}
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
        <nav className="flex justify-end text-sm" aria-label={t('inbox.title')}>
          <PageButtons page={controls.page} pages={pages} onPageChange={controls.setPage} />
        </nav>
      )}
    </div>
  );
}

function MessageCard({ message: m }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const update = useUpdateInboxMessage();
  const change = (handled: boolean) =>
    update.mutate({ id: m.id, change: { handled } }, { onError: (err) => toastError(err) });
  const reply = `mailto:${m.email}?subject=${encodeURIComponent(t('inbox.replySubject'))}`;
  return (
    <article className={`${cardStyles} flex flex-col gap-3 p-4`} aria-label={m.name}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="break-words font-semibold text-slate-900">
          {m.name}
          {!m.readAt && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
              {t('inbox.new')}
            </span>
          )}
        </h3>
        <time dateTime={m.createdAt} className="text-sm text-slate-600">
          {when.format(new Date(m.createdAt))}
        </time>
      </header>
      <a href={`mailto:${m.email}`} className="break-all text-sm text-brand-800 underline">
        {m.email}
      </a>
      <details
        onToggle={(e) => {
          if (e.currentTarget.open && !m.readAt) update.mutate({ id: m.id, change: { read: true } });
        }}
      >
        {/* Padded to 44 px high, so a finger opens it on a phone. */}
        <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-800">{t('inbox.readMessage')}</summary>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
      </details>
      {m.mailStatus === 'failed' && <p className="text-sm text-amber-800">{t('inbox.notMailed')}</p>}
      {m.handledAt && (
        <p className="text-sm text-slate-600">{t('inbox.handledOn', { date: when.format(new Date(m.handledAt)) })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={reply} className={buttonStyles.secondary}>
          {t('inbox.reply')}
        </a>
        {m.phone && (
          <>
            <a href={`tel:${m.phone}`} className={buttonStyles.secondary}>
              {t('inbox.call', { phone: m.phone })}
            </a>
            {/* WhatsApp wants the number in international form, without the plus. */}
            <a
              href={`https://wa.me/88${m.phone}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.secondary}
            >
              {t('inbox.whatsapp')}
            </a>
          </>
        )}
        <button
          type="button"
          className={m.handledAt ? buttonStyles.secondary : buttonStyles.primary}
          disabled={update.isPending}
          onClick={() => change(!m.handledAt)}
        >
          {update.isPending && <ButtonSpinner />}
          {m.handledAt ? t('inbox.reopen') : t('inbox.markHandled')}
        </button>
      </div>
    </article>
  );
}
