import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { Container } from '#web/components/ui/container.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';

/** The generic error page: unknown routes and errors thrown while rendering a route. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error && !isRouteErrorResponse(error)) console.warn(error);
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <title>{t('errorPage.text')}</title>
      <h1 className="text-3xl font-bold text-slate-900">{t('errorPage.text')}</h1>
      <p className="text-slate-600">{t('errorPage.hint')}</p>
      <Link to={paths.home} className={buttonStyles.primary}>
        {t('common.backHome')}
      </Link>
    </Container>
  );
}
