import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUESTION_BANK_FILE } from '#shared/content/question-bank.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { PageHeading } from '#web/components/ui/content-page.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { useRoadSigns, type SignCategory } from '#web/features/signs/api/get-signs.ts';
import { SignSection } from './sign-section';

/**
 * A traffic-sign learning page. Form One holds the mandatory/prohibitory signs, Form Two the
 * warning and informative ones; each links to the other and to the question-and-answer PDF.
 */
export function LearningForm({ form }: { form: 1 | 2 }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useRoadSigns(q);
  const categories: SignCategory[] = form === 1 ? ['mandatory'] : ['warning', 'informative'];

  return (
    <>
      <PageHeading
        title={form === 1 ? t('signs.form1Title') : t('signs.form2Title')}
        intro={form === 1 ? t('signs.form1Intro') : t('signs.form2Intro')}
        lead
      />
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={QUESTION_BANK_FILE} download className={buttonStyles.secondary}>
          {t('signs.download')}
        </a>
      </div>

      {/* A plain GET form: it finds signs before the app runs (a page load) and after (a navigation). */}
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold text-slate-700">
          {t('signs.search')}
          <input
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
          />
        </label>
        <button type="submit" className={buttonStyles.primary}>
          {t('signs.find')}
        </button>
      </Form>
      {q && query.isSuccess && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {t('signs.found', { count: query.data.filter((s) => categories.includes(s.category)).length, q })}
        </p>
      )}
      {query.isPending && <Spinner />}
      {query.isError && (
        <div className="mt-8">
          <ListLoadError message={t('signs.loadFailed')} onRetry={() => void query.refetch()} />
        </div>
      )}
      {query.isSuccess &&
        // A search that finds nothing of a kind leaves its section out.
        categories
          .filter((category) => !q || query.data.some((s) => s.category === category))
          .map((category) => (
            <SignSection key={category} category={category} signs={query.data.filter((s) => s.category === category)} />
          ))}

      <nav
        aria-label={t('signs.pagesNav')}
        className="mt-12 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6"
      >
        {form === 2 ? (
          <Link to={paths.sign1} className={buttonStyles.secondary}>
            <span aria-hidden="true">←</span> {t('signs.previous')}
          </Link>
        ) : (
          <span />
        )}
        {form === 1 && (
          <Link to={paths.sign2} className={buttonStyles.primary}>
            {t('signs.next')} <span aria-hidden="true">→</span>
          </Link>
        )}
      </nav>
    </>
  );
}
