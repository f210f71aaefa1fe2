import { useTranslation } from 'react-i18next';
import type { Blog } from '../../../../shared/schemas/blog';
import { PublishDate } from './publish-date';

/**
 * One post: its three sections, each with its title, picture and text. The first title is the
 * page's heading. Stored text is shown as text (React escapes it), line breaks kept.
 */
export function BlogPost({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const sections = [
    { title: blog.title1, details: blog.details1, image: blog.image1 },
    { title: blog.title2, details: blog.details2, image: blog.image2 },
    { title: blog.title3, details: blog.details3, image: blog.image3 },
  ];
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10">
      {sections.map((s, i) => (
        <section key={i} aria-labelledby={`blog-section-${i + 1}`} className="flex flex-col gap-4">
          {i === 0 ? (
            <header className="flex flex-col gap-2">
              <h1
                id="blog-section-1"
                className="text-3xl font-bold text-slate-900 [overflow-wrap:anywhere] sm:text-4xl"
              >
                {s.title}
              </h1>
              <p className="text-sm text-slate-600">
                {t('blog.published')} <PublishDate date={blog.date} />
              </p>
            </header>
          ) : (
            <h2 id={`blog-section-${i + 1}`} className="text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {s.title}
            </h2>
          )}
          <img
            src={s.image}
            alt=""
            width={1200}
            height={900}
            loading={i === 0 ? 'eager' : 'lazy'}
            className="aspect-[4/3] w-full rounded-2xl bg-brand-50 object-cover"
          />
          <p className="whitespace-pre-line leading-relaxed text-slate-700 [overflow-wrap:anywhere]">{s.details}</p>
        </section>
      ))}
    </article>
  );
}
