import { useTranslation } from 'react-i18next';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { useProfileByEmail } from '#web/features/profiles/api/get-profile.ts';
import { ProfileCard } from '#web/features/profiles/components/profile-card.tsx';
import { ProfileForm } from '#web/features/profiles/components/profile-form.tsx';
import { MessagePreferencesCard } from '#web/features/notices/components/message-preferences-form.tsx';
import { noticesTexts } from '#web/features/notices/i18n/index.ts';
import { profilesTexts } from '#web/features/profiles/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [noticesTexts, profilesTexts];

/** /dashboard/my-profile: the saved profile, or a notice that there is none yet, and the form. */
export function MyProfilePage() {
  const user = useSessionUser();
  // DashboardLayout renders pages only with a session.
  return user ? <MyProfile email={user.email} name={user.name} /> : null;
}

function MyProfile({ email, name }: { email: string; name: string }) {
  const { t } = useTranslation();
  const profile = useProfileByEmail(email);
  return (
    <section aria-labelledby="my-profile-title" className="flex flex-col gap-6">
      <h2 id="my-profile-title" className="text-2xl font-bold text-slate-900">
        {t('profiles.myProfile.title')}
      </h2>
      <QueryView query={profile} errorText={() => t('profiles.myProfile.loadFailed')}>
        {(saved) => (
          <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
            <div className="flex flex-col gap-3">
              <h3 className="text-lg font-semibold text-slate-800">{t('profiles.myProfile.current')}</h3>
              {saved ? (
                <ProfileCard profile={saved} showDob />
              ) : (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
                  {t('profiles.myProfile.none')}
                </p>
              )}
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <h3 className="text-lg font-semibold text-slate-800">{t('profiles.myProfile.formTitle')}</h3>
              <p className="mb-5 mt-1 text-sm text-slate-600">{t('profiles.myProfile.formIntro')}</p>
              {/* Mounted once the profile has loaded, so it starts from what is saved. */}
              <ProfileForm profile={saved} defaultName={name} />
            </div>
          </div>
        )}
      </QueryView>
      {/* What the school sends this person, and in which language. */}
      <MessagePreferencesCard />
    </section>
  );
}
