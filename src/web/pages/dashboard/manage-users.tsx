import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { ManageProfiles } from '../../features/profiles/components/manage-profiles';

/** /dashboard/manage-users: admins find, open and delete student profiles. */
export const ManageUsersPage = guardedSection(
  { title: 'profiles.manage.title', intro: 'profiles.manage.intro' },
  ManageProfiles,
  hasRole('admin'),
);
