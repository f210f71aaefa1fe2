import { useTranslation } from 'react-i18next';
import { fieldIn } from '#shared/bilingual.ts';
import type { Blog } from '#shared/schemas/blog.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { PublishDate } from './publish-date';

/**
 * One post: its three sections, each with its title, picture and text, in the page's language
 * (English where the Bengali is not written yet, marked as English). The first title is the page's
 * heading. Stored text is shown as text (React escapes it), line breaks kept.
 */
export function BlogPost({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const sections = ([1, 2, 3] as const).map((n) => ({
    title: fieldIn(blog, `title${n}`, language),
    details: fieldIn(blog, `details${n}`, language),
    image: blog[`image${n}`],
  }));
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10">
      {sections.map((s, i) => (
        <section key={i} aria-labelledby={`blog-section-${i + 1}`} className="flex flex-col gap-4">
          {i === 0 ? (
            <header className="flex flex-col gap-2">
              <h1
                id="blog-section-1"
                lang={s.title.language}
                className="text-3xl font-bold text-slate-900 [overflow-wrap:anywhere] sm:text-4xl"
              >
                {s.title.text}
              </h1>
              <p className="text-sm text-slate-600">
                {t('blog.published')} <PublishDate date={blog.date} />
              </p>
            </header>
          ) : (
            <h2
              id={`blog-section-${i + 1}`}
              lang={s.title.language}
              className="text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere]"
            >
              {s.title.text}
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
          <p
            lang={s.details.language}
            className="whitespace-pre-line leading-relaxed text-slate-700 [overflow-wrap:anywhere]"
          >
            {s.details.text}
          </p>
        </section>
      ))}
    </article>
  );
}
