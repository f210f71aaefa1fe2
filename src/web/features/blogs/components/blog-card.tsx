import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldIn } from '#shared/bilingual.ts';
import type { Blog } from '#shared/schemas/blog.ts';
import { paths } from '#web/config/paths.ts';
import { MediaCard } from '#web/components/ui/card.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { PublishDate } from './publish-date';

/** A post in the blog list: its first picture, title and the start of its first section, in the page's language. */
export function BlogCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const title = fieldIn(blog, 'title1', language);
  const details = fieldIn(blog, 'details1', language);
  return (
    <MediaCard image={blog.image1} stretch>
      <p className="text-sm text-slate-600">
        {t('blog.published')} <PublishDate date={blog.date} />
      </p>
      <h2 lang={title.language} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {title.text}
      </h2>
      <p lang={details.language} className="line-clamp-3 text-sm text-slate-700 [overflow-wrap:anywhere]">
        {details.text}
      </p>
      <Link
        to={paths.blog(blog.bid)}
        className="mt-auto inline-flex min-h-11 items-center self-start font-semibold text-brand-800 hover:underline"
        aria-label={t('blog.readMoreAbout', { title: title.text })}
      >
        {t('blog.readMore')} →
      </Link>
    </MediaCard>
  );
}
