import { useTranslation } from 'react-i18next';
import { osmEmbedUrl, osmLinkUrl } from '#shared/school.ts';
import type { School } from '#shared/schemas/school.ts';

/**
 * OpenStreetMap's embed at the school's coordinate: no API key, and allowed by the CSP's
 * frame-src. Without a connection the frame shows nothing useful, so the address stays on the
 * page and a plain link opens the map; the frame has a fixed box so the layout never jumps.
 */
export function ContactMap({ map, address }: { map: School['map']; address: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className="mb-4 text-2xl font-bold text-slate-900">
        {t('contact.mapHeading')}
      </h2>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]">
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-600">
          {address}
        </p>
        <iframe
          title={t('contact.mapTitle')}
          src={osmEmbedUrl(map)}
          loading="lazy"
          className="absolute inset-0 size-full border-0"
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {t('contact.mapFallback')}{' '}
        <a
          href={osmLinkUrl(map)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline"
        >
          {t('contact.openMap')}
          <span className="sr-only"> {t('contact.newTab')}</span>
        </a>
      </p>
    </section>
  );
}
