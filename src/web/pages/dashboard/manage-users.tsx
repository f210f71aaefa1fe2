import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { useSessionUser } from '../../features/auth/api/session';
import { guarded, hasRole } from '../../features/auth/components/require-auth';
import { ManageAccounts } from '../../features/accounts/components/manage-accounts';
import { InviteTeacher } from '../../features/accounts/components/invite-teacher';

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
