import { useTranslation } from 'react-i18next';
import { SCHOOL } from '../../../../shared/school';

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

/** Contact page: address, two phone numbers, e-mail and social links, all from src/shared/school.ts. */
export function ContactInfo() {
  const { t } = useTranslation();
  return (
    <dl className="space-y-5">
      <div>
        <dt className={termClass}>
          <Icon d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
          {t('contact.addressLabel')}
        </dt>
        <dd className="pl-8 text-slate-700">
          <address className="not-italic">{SCHOOL.address}</address>
          <span lang="bn" className="block text-slate-600">
            {SCHOOL.addressBn}
          </span>
        </dd>
      </div>
      <div>
        <dt className={termClass}>
          <Icon d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
          {t('contact.phoneLabel')}
        </dt>
        {SCHOOL.phones.map((p) => (
          <dd key={p.tel} className="pl-8">
            <a href={`tel:${p.tel}`} className={linkClass}>
              {p.display}
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
          <a href={`mailto:${SCHOOL.email}`} className={linkClass}>
            {SCHOOL.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className={termClass}>
          <Icon d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
          {t('contact.socialLabel')}
        </dt>
        <dd className="flex flex-wrap gap-x-4 pl-8">
          <a href={SCHOOL.social.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('contact.facebook')}
            <span className="sr-only"> {t('contact.newTab')}</span>
          </a>
          <a href={SCHOOL.social.youtube} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('contact.youtube')}
            <span className="sr-only"> {t('contact.newTab')}</span>
          </a>
        </dd>
      </div>
    </dl>
  );
}
