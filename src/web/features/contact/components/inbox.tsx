import { useTranslation } from 'react-i18next';
import { INBOX_STATUSES, type InboxMessage, type InboxStatus } from '#shared/schemas/contact.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { cardStyles } from '#web/components/ui/card.tsx';
import { CardList, ChoiceButtons } from '#web/components/ui/card-list.tsx';
import { useListControls } from '#web/components/ui/manage-list.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { useInbox, useUpdateInboxMessage } from '#web/features/contact/api/inbox.ts';
import { useCallback, useState } from 'react';
import { InboxNotes } from './inbox-notes';
import { formatTime } from '#web/lib/format.ts';

/** Dates as the office reads them: Khulna's clock, day month year. */
const when = {
  format: (d: Date) => formatTime(d, { withDate: true }),
};

/**
 * The enquiry inbox: one card per message at every width (a phone shows everything without
 * scrolling sideways), refreshed every half minute. Opening a message marks it read; which
 * messages are open is kept here, by id, so a refresh that lands as "Read the message" is tapped
 * (or one that fails for a moment) never closes it again. Staff answer by e-mail or phone, note
 * what they did, and mark it handled.
 */
export function Inbox() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InboxStatus>('open');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const setOpen = useCallback((id: string, open: boolean) => {
    setOpened((now) => {
      if (now.has(id) === open) return now;
      const next = new Set(now);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const controls = useListControls();
  const list = useInbox({ status, page: controls.page, limit: controls.limit });
  const choose = (next: InboxStatus) => {
    setStatus(next);
    controls.setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <ChoiceButtons
        label={t('inbox.show')}
        choices={INBOX_STATUSES}
        chosen={status}
        onChoose={choose}
        text={(s) => t(`inbox.status.${s}`)}
      />
      <CardList
        list={list}
        loadFailed={t('inbox.loadFailed')}
        empty={t(`inbox.empty.${status}`)}
        label={t('inbox.title')}
        page={controls.page}
        limit={controls.limit}
        onPageChange={controls.setPage}
        card={(m) => <MessageCard message={m} open={opened.has(m.id)} onOpen={setOpen} />}
      />
    </div>
  );
}

function MessageCard({
  message: m,
  open,
  onOpen,
}: {
  message: InboxMessage;
  /** Whether the message's text is shown: the inbox keeps it, so a refresh never closes it. */
  open: boolean;
  onOpen: (id: string, open: boolean) => void;
}) {
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
        open={open}
        onToggle={(e) => {
          const nowOpen = e.currentTarget.open;
          onOpen(m.id, nowOpen);
          if (nowOpen && !m.readAt) update.mutate({ id: m.id, change: { read: true } });
        }}
      >
        {/* Padded to 44 px high, so a finger opens it on a phone. */}
        <summary className="cursor-pointer py-3 text-sm font-semibold text-brand-800">{t('inbox.readMessage')}</summary>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
      </details>
      {(open || m.notes.length > 0) && <InboxNotes message={m} />}
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
