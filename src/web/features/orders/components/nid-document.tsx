import { useTranslation } from 'react-i18next';
import { isPdfUrl } from '#shared/uploads.ts';
import { Icon } from '#web/components/ui/icon.tsx';

/** A page with a folded corner and "PDF" lines: a document, not a picture. */
const DOCUMENT_ICON = ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5M9 13h6M9 17h4'];

/**
 * The NID or birth certificate a student booked with, for the student and staff: an image is
 * shown (with `linkImage`, as a link to the full-size image); a PDF, which a browser cannot put in
 * an <img>, is a labelled link that opens it in the browser's PDF viewer in a new tab (the server
 * sends it only to the student and admins). On a printed card a PDF reads "PDF on file".
 */
export function NidDocument({
  url,
  alt,
  imageClassName,
  linkImage = false,
}: {
  url: string;
  alt: string;
  imageClassName: string;
  linkImage?: boolean;
}) {
  const { t } = useTranslation();
  if (!isPdfUrl(url)) {
    const image = <img src={url} alt={alt} className={imageClassName} />;
    return linkImage ? (
      <a href={url} target="_blank" rel="noreferrer" className="inline-block">
        {image}
      </a>
    ) : (
      image
    );
  }
  return (
    <>
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow-sm transition hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden"
      >
        <Icon d={DOCUMENT_ICON} className="size-6 shrink-0 text-red-700" strokeWidth="1.5" />
        <span>{t('orders.nidDocument.openPdf')}</span>
      </a>
      <span className="hidden print:inline">{t('orders.nidDocument.pdfOnFile')}</span>
    </>
  );
}
