import { useTranslation } from 'react-i18next';
import type { Profile } from '#shared/schemas/profile.ts';
import { formatDay } from '#web/lib/format.ts';

/**
 * A profile as a card: the image and name, then full name, e-mail, NID number, phone, emergency,
 * present and permanent address; the SID under the name. `showDob` adds the date of birth, which
 * the owner sees on My profile, written as the page's language writes a date.
 */
export function ProfileCard({ profile, showDob = false }: { profile: Profile; showDob?: boolean }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('profiles.fields.fullName'), profile.name],
    [t('profiles.fields.email'), profile.email],
    ...(showDob ? ([[t('profiles.fields.dob'), formatDay(profile.dob) ?? '']] as Array<[string, string]>) : []),
    [t('profiles.fields.nid'), profile.nid],
    [t('profiles.fields.phone'), profile.phone],
    [t('profiles.fields.emergency'), profile.emergency],
    [t('profiles.fields.preaddress'), profile.preaddress],
    [t('profiles.fields.peraddress'), profile.peraddress],
  ];
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-center gap-4 bg-brand-800 p-5 text-white">
        <img
          src={profile.image}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full border-2 border-white/70 bg-white object-cover"
        />
        <div className="min-w-0">
          <h3 className="text-xl font-bold wrap-anywhere">{profile.name}</h3>
          <p className="text-sm text-brand-50">{profile.sid}</p>
        </div>
      </header>
      <dl className="divide-y divide-slate-100 px-5 py-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="min-w-0 text-slate-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
