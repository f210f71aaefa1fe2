import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Blog } from '../../../../shared/schemas/blog';
import { paths } from '../../../config/paths';
import { MediaCard } from '../../../components/ui/card';
import { PublishDate } from './publish-date';

/** A post in the blog list: its first picture, title and the start of its first section. */
export function BlogCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  return (
    <MediaCard image={blog.image1} stretch>
      <p className="text-sm text-slate-600">
        {t('blog.published')} <PublishDate date={blog.date} />
      </p>
      <h2 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{blog.title1}</h2>
      <p className="line-clamp-3 text-sm text-slate-700 [overflow-wrap:anywhere]">{blog.details1}</p>
      <Link
        to={paths.blog(blog.bid)}
        className="mt-auto self-start pt-2 font-semibold text-brand-800 hover:underline"
        aria-label={t('blog.readMoreAbout', { title: blog.title1 })}
      >
        {t('blog.readMore')} →
      </Link>
    </MediaCard>
  );
}
