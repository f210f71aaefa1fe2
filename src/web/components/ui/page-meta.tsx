import { useTranslation } from 'react-i18next';

/**
 * The page's <title> and meta description. React 19 hoists both into <head> and removes them
 * when the page unmounts, so each page owns its own.
 */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{title ? `${title} | ${t('school.shortName')}` : t('school.name')}</title>
      <meta name="description" content={description} />
    </>
  );
}
