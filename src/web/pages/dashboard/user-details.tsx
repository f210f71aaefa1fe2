import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { hasRole, RequireAuth } from '../../features/auth/components/require-auth';
import { useProfileBySid } from '../../features/profiles/api/get-profile-by-sid';
import { ProfileCard } from '../../features/profiles/components/profile-card';

/** /dashboard/manage-users/user-details/{sid}, admins only. */
export function UserDetailsPage() {
  const { sid = '' } = useParams();
  return (
    <RequireAuth allow={hasRole('admin')}>
      <UserDetails sid={sid} />
    </RequireAuth>
  );
}

function UserDetails({ sid }: { sid: string }) {
  const { t } = useTranslation();
  const profile = useProfileBySid(sid);
  const notFound =
    profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.code === 'VALIDATION_FAILED');
  return (
    <section aria-labelledby="user-details-title" className="flex max-w-3xl flex-col gap-5">
      <Link to={paths.manageUsers} className="self-start text-sm font-semibold text-brand-800 hover:underline">
        ← {t('profiles.details.back')}
      </Link>
      <h2 id="user-details-title" className="text-2xl font-bold text-slate-900">
        {t('profiles.details.title')}
      </h2>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {notFound ? t('profiles.details.notFound') : t('profiles.details.loadFailed')}
        </p>
      ) : (
        <ProfileCard profile={profile.data} />
      )}
    </section>
  );
}
