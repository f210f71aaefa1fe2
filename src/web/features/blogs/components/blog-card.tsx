import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Blog } from '../../../../shared/schemas/blog';
import { paths } from '../../../config/paths';
import { PublishDate } from './publish-date';

/** A post in the blog list: its first picture, title and the start of its first section. */
export function BlogCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={blog.image1}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
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
      </div>
    </article>
  );
}
