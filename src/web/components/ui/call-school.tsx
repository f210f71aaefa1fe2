import { useTranslation } from 'react-i18next';
import { phoneForDialling, phoneForReading } from '#shared/phone-format.ts';
import { Icon } from './icon';

/** A handset, for the call button. */
const PHONE_ICON =
  'M3 5.5A2.5 2.5 0 0 1 5.5 3h1.9a1 1 0 0 1 .95.68l1.1 3.3a1 1 0 0 1-.3 1.07l-1.6 1.36a12 12 0 0 0 5.04 5.04l1.36-1.6a1 1 0 0 1 1.07-.3l3.3 1.1a1 1 0 0 1 .68.95v1.9a2.5 2.5 0 0 1-2.5 2.5h-1A14.5 14.5 0 0 1 3 6.5v-1Z';

/**
 * "Call the school" with the office's first number (`phone`, stored as 01XXXXXXXXX), as a tel:
 * link: one tap on a phone dials it. Many families would rather ask than read, so the pages that
 * lead to a booking offer it. Nothing while the number is not known yet.
 */
export function CallSchoolButton({ phone, className }: { phone: string | undefined; className: string }) {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <a href={`tel:${phoneForDialling(phone)}`} className={className}>
      <Icon d={PHONE_ICON} className="size-4 shrink-0" strokeWidth={1.8} strokeLinejoin="round" />
      <span>
        {t('common.callSchool')} <span className="whitespace-nowrap">{phoneForReading(phone)}</span>
      </span>
    </a>
  );
}
