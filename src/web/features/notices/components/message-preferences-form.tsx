import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { MessagePreferencesBody } from '#shared/schemas/messages.ts';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { useMessagePreferences, useSaveMessagePreferences } from '#web/features/notices/api/preferences.ts';
import { NoticesCard } from '#web/features/notices/components/notices-card.tsx';

/** What a person receives from the school: the language of the messages, SMS, e-mail, reminders. */
export function MessagePreferencesCard() {
  const { t } = useTranslation();
  const prefs = useMessagePreferences();
  return (
    <NoticesCard headingId="message-prefs-title" title={t('notices.prefsTitle')} intro={t('notices.prefsIntro')}>
      <QueryView query={prefs} errorText={() => t('notices.prefsLoadFailed')}>
        {(saved) => <PreferencesForm saved={saved} />}
      </QueryView>
    </NoticesCard>
  );
}

function PreferencesForm({ saved }: { saved: MessagePreferencesBody }) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState(saved);
  const save = useSaveMessagePreferences();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(prefs, { onSuccess: () => toast.success(t('notices.saved')), onError: (err) => toastError(err) });
  };
  const toggle = (key: 'sms' | 'email' | 'reminders') => (
    <label className="flex min-h-11 items-center gap-3 text-slate-800">
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={prefs[key]}
        onChange={(e) => setPrefs({ ...prefs, [key]: e.target.checked })}
      />
      {t(`notices.${key}`)}
    </label>
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('notices.language')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(['bn', 'en'] as const).map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="message-language"
                className="size-5 accent-brand-700"
                checked={prefs.language === l}
                onChange={() => setPrefs({ ...prefs, language: l })}
              />
              <span lang={l}>{t(`notices.languages.${l}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {toggle('sms')}
      {toggle('email')}
      {toggle('reminders')}
      <div>
        <SubmitButton busy={save.isPending}>{t('notices.save')}</SubmitButton>
      </div>
    </form>
  );
}
