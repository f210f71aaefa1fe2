import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language.ts';
import { TextAreaField, TextField } from './field';

/** What one language's box takes: react-hook-form's `register` props, its error, a placeholder. */
type BoxProps = Omit<
  InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className'
> & {
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  error?: string;
  hint?: string;
};

/**
 * One text in both languages: the English box and the Bengali box side by side, stacked on a phone.
 * Each box is labelled with the field and its language ("Title (English)", "Title (বাংলা)"; the
 * language names written in their own language, as the language switch writes them) and carries
 * `lang`, so the keyboard, spell check and screen reader know what goes in it.
 */
export function BilingualField({
  label,
  en,
  bn,
  multiline = false,
  rows = 5,
  className = '',
}: {
  label: string;
  en: BoxProps;
  bn: BoxProps;
  multiline?: boolean;
  rows?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const box = (language: Language, props: BoxProps) => {
    const boxLabel = t('bilingual.label', { field: label, language: t(`bilingual.${language}`) });
    return multiline ? (
      <TextAreaField label={boxLabel} lang={language} rows={rows} {...props} />
    ) : (
      <TextField label={boxLabel} lang={language} {...props} />
    );
  };
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${className}`}>
      {box('en', en)}
      {box('bn', bn)}
    </div>
  );
}
