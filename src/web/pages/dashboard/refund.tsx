import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { paths } from '#web/config/paths.ts';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { guarded } from '#web/features/auth/components/require-auth.tsx';
import { RefundList } from '#web/features/refunds/components/refund-list.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { refundsTexts } from '#web/features/refunds/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, refundsTexts];

/**
 * /dashboard/refund: a student's own refund requests and the owner's answers (they ask from My
 * Course, beside each order's payments); the office's list of every request, which the owner
 * approves or declines here. The server decides who sees what; this page only words it.
 */
export const RefundPage = guarded(function Refund() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  const staff = user.role === 'admin';
  return (
    <DashboardSection
      title={t('refunds.pageTitle')}
      intro={staff ? t('refunds.staffIntro') : t('refunds.studentIntro')}
      action={
        staff ? undefined : (
          <Link to={paths.myCourse} className={buttonStyles.secondary}>
            {t('refunds.toMyCourse')}
          </Link>
        )
      }
    >
      <RefundList staff={staff} isOwner={user.isOwner} />
    </DashboardSection>
  );
});
