import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { BATCH_NOTICE_MAX, BatchNoticeSchema } from '#shared/schemas/messages.ts';
import { smsSize } from '#shared/sms.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { useSendBatchNotice } from '#web/features/notices/api/batch-notice.ts';
import { NoticesCard } from '#web/features/notices/components/notices-card.tsx';

/** The office's notice to everyone seated in a batch, with the SMS parts it will take. */
export function BatchNoticeForm({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendBatchNotice(batchId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = BatchNoticeSchema.safeParse({ text });
    if (!parsed.success) {
      setError(t('notices.noticeEmpty'));
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: (r) => {
        toast.success(t('notices.noticeSent', { count: r.students }));
        setText('');
      },
      onError: (err) => toastError(err),
    });
  };
  return (
    <NoticesCard headingId="batch-notice-title" title={t('notices.noticeTitle')} intro={t('notices.noticeIntro')}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextAreaField
          label={t('notices.noticeText')}
          value={text}
          maxLength={BATCH_NOTICE_MAX}
          rows={3}
          error={error}
          hint={t('notices.noticeCount', { count: text.length, parts: text ? smsSize(text).segments : 0 })}
          onChange={(e) => setText(e.target.value)}
        />
        <div>
          <SubmitButton busy={send.isPending}>{t('notices.noticeSend')}</SubmitButton>
        </div>
      </form>
    </NoticesCard>
  );
}
