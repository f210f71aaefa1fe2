import { useTranslation } from 'react-i18next';
import { fieldIn } from '#shared/bilingual.ts';
import type { Language } from '#shared/language.ts';
import { phoneForDialling, phoneForReading } from '#shared/phone.ts';
import type { School } from '#shared/schemas/school.ts';

const termClass = 'flex items-center gap-3 font-semibold text-slate-900';
const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline decoration-brand-600/40 underline-offset-2 hover:decoration-brand-700';

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * Contact page: address (in the page's language, and in the other one below it when the school has
 * written both: a rickshaw driver may read either), phone numbers, e-mail, opening hours and social
 * links, all from the school's facts.
 */
export function ContactInfo({ school, language }: { school: School; language: Language }) {
  const { t } = useTranslation();
  const address = fieldIn(school, 'address', language);
  const other = fieldIn(school, 'address', language === 'bn' ? 'en' : 'bn');
  const hours = fieldIn(school, 'hours', language);
  const social = [
    { href: school.social.facebook, label: t('contact.facebook') },
    { href: school.social.youtube, label: t('contact.youtube') },
  ].filter((s) => s.href !== '');
  return (
    <dl className="space-y-5">
      <div>
        <dt className={termClass}>
          <Icon d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
          {t('contact.addressLabel')}
        </dt>
        <dd className="pl-8 text-slate-700">
          <address lang={address.language} className="whitespace-pre-line not-italic">
            {address.text}
          </address>
          {other.text !== address.text && (
            <span lang={other.language} className="block whitespace-pre-line text-slate-600">
              {other.text}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt className={termClass}>
          <Icon d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
          {t('contact.phoneLabel')}
        </dt>
        {school.phones.map((phone) => (
          <dd key={phone} className="pl-8">
            <a href={`tel:${phoneForDialling(phone)}`} className={linkClass}>
              {phoneForReading(phone)}
            </a>
          </dd>
        ))}
      </div>
      <div>
        <dt className={termClass}>
          <Icon d="M3 6h18v12H3zM3 6l9 7 9-7" />
          {t('contact.emailLabel')}
        </dt>
        <dd className="pl-8">
          <a href={`mailto:${school.email}`} className={`${linkClass} break-all`}>
            {school.email}
          </a>
        </dd>
      </div>
      {hours.text && (
        <div>
          <dt className={termClass}>
            <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />
            {t('contact.hoursLabel')}
          </dt>
          <dd lang={hours.language} className="whitespace-pre-line pl-8 text-slate-700">
            {hours.text}
          </dd>
        </div>
      )}
      {social.length > 0 && (
        <div>
          <dt className={termClass}>
            <Icon d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
            {t('contact.socialLabel')}
          </dt>
          <dd className="flex flex-wrap gap-x-4 pl-8">
            {social.map((s) => (
              <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {s.label}
                <span className="sr-only"> {t('contact.newTab')}</span>
              </a>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
