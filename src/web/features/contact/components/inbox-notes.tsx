import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { InboxNoteCreateSchema, type InboxMessage, type InboxNoteKind } from '#shared/schemas/contact.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { formatTime } from '#web/lib/format.ts';
import { errorText } from '#web/lib/error-text.ts';
import { useAddInboxNote } from '#web/features/contact/api/inbox.ts';

/** The kinds a button saves: what the office did. */
const ANSWERS: InboxNoteKind[] = ['call', 'reply', 'note'];

/**
 * What the office did about an enquiry (docs/decisions/0481): the calls, replies and notes so far,
 * each with who and when, and a box for what was said with one button per kind. "Answered" is
 * ticked to begin with: a call or a reply usually settles the enquiry, so saving also marks it
 * handled; untick it for a call nobody picked up.
 */
export function InboxNotes({ message: m }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const add = useAddInboxNote();
  const [text, setText] = useState('');
  const [answered, setAnswered] = useState(!m.handledAt);
  const [kind, setKind] = useState<InboxNoteKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const boxId = useId();

  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const chosen = (submitter?.value ?? 'note') as InboxNoteKind;
    const checked = InboxNoteCreateSchema.safeParse({ kind: chosen, note: text, handled: answered });
    if (!checked.success) return setError(t('inbox.notes.invalid'));
    setError(null);
    setKind(chosen);
    add.mutate(
      { id: m.id, note: checked.data },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('inbox.notes.saved'));
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <section className="flex flex-col gap-2 border-t border-slate-100 pt-3" aria-label={t('inbox.notes.title')}>
      {m.notes.length > 0 && (
        <ol className="flex flex-col gap-2" data-testid="inbox-notes">
          {m.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-slate-50 p-2 text-sm">
              <p className="font-semibold text-slate-900">
                {t(`inbox.notes.kinds.${n.kind}`)}
                <span className="font-normal text-slate-600">
                  {' · '}
                  {t('inbox.notes.by', {
                    name: n.authorName,
                    when: formatTime(new Date(n.createdAt), { withDate: true }),
                  })}
                </span>
              </p>
              {n.note && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{n.note}</p>}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={save} className="flex flex-col gap-2" noValidate>
        <label htmlFor={boxId} className="text-sm font-medium text-slate-800">
          {t('inbox.notes.label')}
        </label>
        <textarea
          id={boxId}
          rows={2}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
        {!m.handledAt && (
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={answered}
              onChange={(e) => setAnswered(e.target.checked)}
            />
            {t('inbox.notes.answered')}
          </label>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {ANSWERS.map((k) => (
            <button
              key={k}
              type="submit"
              name="kind"
              value={k}
              disabled={add.isPending}
              className={k === 'note' ? buttonStyles.secondary : buttonStyles.primary}
            >
              {add.isPending && kind === k && <ButtonSpinner />}
              {t(`inbox.notes.save.${k}`)}
            </button>
          ))}
        </div>
      </form>
    </section>
  );
}
