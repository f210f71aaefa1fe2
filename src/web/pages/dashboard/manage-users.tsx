import { useTranslation } from 'react-i18next';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { ManageAccounts } from '#web/features/accounts/components/manage-accounts.tsx';
import { InviteTeacher } from '#web/features/accounts/components/invite-teacher.tsx';
import { accountsTexts } from '#web/features/accounts/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [accountsTexts, dashboardTexts];

/**
 * /dashboard/manage-users: staff find every account and open or delete its profile; the owner also
 * sets roles and invites teachers (the server refuses both to anyone else).
 */
function ManageUsers() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <DashboardSection
      title={t('accounts.title')}
      intro={t('accounts.intro')}
      action={user.isOwner ? <InviteTeacher /> : undefined}
    >
      <ManageAccounts viewer={{ id: user._id, isOwner: user.isOwner }} />
    </DashboardSection>
  );
}

export const ManageUsersPage = guarded(ManageUsers, hasRole('admin'));
