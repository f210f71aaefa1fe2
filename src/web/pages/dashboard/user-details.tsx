import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { isNotFound } from '#web/lib/api.ts';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { useProfileBySid } from '#web/features/profiles/api/get-profile-by-sid.ts';
import { ProfileCard } from '#web/features/profiles/components/profile-card.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { profilesTexts } from '#web/features/profiles/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, profilesTexts];

/** /dashboard/manage-users/user-details/{sid}: an applicant's whole profile, admins only. */
export const UserDetailsPage = guarded(function UserDetails() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const profile = useProfileBySid(sid);
  return (
    <section aria-labelledby="user-details-title" className="flex max-w-3xl flex-col gap-5">
      <Link
        to={paths.manageUsers}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-800 hover:underline"
      >
        ← {t('profiles.details.back')}
      </Link>
      <h2 id="user-details-title" className="text-2xl font-bold text-slate-900">
        {t('profiles.details.title')}
      </h2>
      <QueryView
        query={profile}
        errorText={(err) => (isNotFound(err) ? t('profiles.details.notFound') : t('profiles.details.loadFailed'))}
      >
        {(p) => <ProfileCard profile={p} />}
      </QueryView>
    </section>
  );
}, hasRole('admin'));
