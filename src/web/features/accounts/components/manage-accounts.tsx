import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '#shared/constants.ts';
import type { Account, AccountListParams } from '#shared/schemas/account.ts';
import { paths } from '#web/config/paths.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ManageList, PictureCell, useListControls, type ListDelete } from '#web/components/ui/manage-list.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { PhoneLink } from '#web/components/ui/phone-link.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { useAccounts } from '#web/features/accounts/api/get-accounts.ts';
import { useDeleteProfile } from '#web/features/accounts/api/delete-profile.ts';
import { RoleDialog } from './role-dialog';
import { formatDate, formatTime } from '#web/lib/format.ts';

/** Who is looking: the owner gets the role control (on everyone but themselves and the owner's account). */
export interface Viewer {
  id: string;
  isOwner: boolean;
}

/** Dates as the office reads them: Khulna's clock, day month year. */
const day = { format: (d: Date) => formatDate(d, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }) };
const time = { format: (d: Date) => formatTime(d) };

const roleTone: Record<Account['role'], string> = {
  student: 'bg-slate-100 text-slate-800 ring-slate-300',
  teacher: 'bg-sky-100 text-sky-900 ring-sky-300',
  admin: 'bg-violet-100 text-violet-900 ring-violet-300',
};
const badge = 'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';
const smallButton = 'px-3 py-1.5';

/**
 * Manage Users: every account (a sign-up that has no profile yet too), found by one search over
 * name, e-mail, phone and role. A row with a profile opens it (Details) or deletes it, as before;
 * the owner also changes roles here: the card offers each other role ("Make teacher"), which a
 * confirmation that names the person and the role then makes so (docs/decisions/0480). The search
 * follows the box as it is typed.
 */
export function ManageAccounts({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const controls = useListControls({ sort: '-joined' });
  const role = controls.filters.role as Account['role'] | undefined;
  const list = useAccounts({
    q: controls.filter,
    role,
    sort: controls.sort as AccountListParams['sort'],
    page: controls.page,
    limit: controls.limit,
  });
  const removeProfile = useDeleteProfile();
  const [roleFor, setRoleFor] = useState<{ account: Account; role: Role } | null>(null);

  // The list deletes by its row key, the account's id; what goes is that account's profile.
  const remove: ListDelete = {
    message: t('accounts.deleteConfirm'),
    mutation: {
      mutate: (accountId, options) => {
        const profileId = list.data?.items.find((a) => a.id === accountId)?.profileId;
        if (profileId) removeProfile.mutate(profileId, options);
        else options.onSettled();
      },
      isPending: removeProfile.isPending,
    },
    onError: toastError,
  };
  const mayChangeRole = (a: Account) => viewer.isOwner && !a.isOwner && a.id !== viewer.id;

  return (
    <>
      <ManageList
        controls={controls}
        list={list}
        search={{ label: t('accounts.searchLabel'), placeholder: t('accounts.searchPlaceholder'), live: true }}
        filters={
          <FilterSelect
            label={t('accounts.col.role')}
            anyLabel={t('accounts.allRoles')}
            value={role}
            onChange={(v) => controls.setFilterValue('role', v)}
            options={ROLES.map((r) => ({ value: r, label: t(`dashboard.roles.${r}`) }))}
          />
        }
        sortOptions={[
          { value: '-joined', label: t('accounts.sort.newest') },
          { value: 'joined', label: t('accounts.sort.oldest') },
          { value: 'name', label: t('accounts.sort.name') },
          { value: 'email', label: t('accounts.sort.email') },
          { value: '-lastSignIn', label: t('accounts.sort.lastSignIn') },
        ]}
        caption={t('accounts.caption')}
        rowKey={(a) => a.id}
        loadFailed={t('accounts.loadFailed')}
        remove={remove}
        columns={(askDelete) => [
          { header: t('accounts.col.name'), cell: (a) => <NameCell account={a} />, role: 'title' },
          {
            header: t('accounts.col.phone'),
            cell: (a) =>
              a.phone ? <PhoneLink phone={a.phone} /> : <span className="text-slate-500">{t('accounts.noPhone')}</span>,
            className: 'whitespace-nowrap',
          },
          {
            header: t('accounts.col.role'),
            cell: (a) => (
              <span className="flex flex-wrap gap-1">
                <span className={`${badge} ${roleTone[a.role]}`}>{t(`dashboard.roles.${a.role}`)}</span>
                {a.isOwner && (
                  <span className={`${badge} bg-amber-100 text-amber-900 ring-amber-300`}>{t('accounts.owner')}</span>
                )}
              </span>
            ),
          },
          {
            header: t('accounts.col.verified'),
            cell: (a) =>
              a.emailVerified ? (
                <span className={`${badge} bg-emerald-100 text-emerald-900 ring-emerald-300`}>{t('accounts.yes')}</span>
              ) : (
                <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`}>{t('accounts.no')}</span>
              ),
          },
          {
            header: t('accounts.col.profile'),
            cell: (a) =>
              a.hasProfile ? t('accounts.yes') : <span className="text-slate-500">{t('accounts.no')}</span>,
          },
          {
            header: t('accounts.col.joined'),
            cell: (a) => <time dateTime={a.joinedAt}>{day.format(new Date(a.joinedAt))}</time>,
            className: 'whitespace-nowrap',
          },
          {
            header: t('accounts.col.lastSignIn'),
            cell: (a) =>
              a.lastSignInAt ? (
                <time dateTime={a.lastSignInAt} className="flex flex-col">
                  <span>{day.format(new Date(a.lastSignInAt))}</span>
                  <span className="text-slate-600">{time.format(new Date(a.lastSignInAt))}</span>
                </time>
              ) : (
                <span className="text-slate-500">{t('accounts.never')}</span>
              ),
            className: 'whitespace-nowrap',
          },
          {
            header: t('accounts.col.actions'),
            cell: (a) => (
              <div className="flex min-w-0 flex-wrap gap-2 max-sm:w-full sm:min-w-20">
                {mayChangeRole(a) &&
                  ROLES.filter((r) => r !== a.role).map((r) => (
                    <button
                      key={r}
                      type="button"
                      className={`${buttonStyles.secondary} ${smallButton} whitespace-nowrap`}
                      aria-label={t(`accounts.makeLabel.${r}`, { name: a.name })}
                      onClick={() => setRoleFor({ account: a, role: r })}
                    >
                      {t(`accounts.role.confirm.${r}`)}
                    </button>
                  ))}
                {a.hasProfile && (
                  <>
                    <Link
                      to={paths.userDetails(a.sid)}
                      className={`${buttonStyles.secondary} ${smallButton} whitespace-nowrap`}
                      aria-label={t('accounts.detailsLabel', { name: a.name })}
                    >
                      {t('accounts.details')}
                    </Link>
                    <button
                      type="button"
                      className={`${buttonStyles.danger} ${smallButton} whitespace-nowrap`}
                      aria-label={t('accounts.deleteLabel', { name: a.name })}
                      onClick={() => askDelete(a)}
                    >
                      {t('common.delete')}
                    </button>
                  </>
                )}
              </div>
            ),
            role: 'actions',
          },
        ]}
      />
      {viewer.isOwner && (
        <RoleDialog
          key={roleFor ? `${roleFor.account.id} ${roleFor.role}` : ''}
          account={roleFor?.account ?? null}
          role={roleFor?.role}
          onClose={() => setRoleFor(null)}
        />
      )}
    </>
  );
}

/** The photo (the profile's, else the account's) or the name's first letter, then the name and e-mail. */
function NameCell({ account: a }: { account: Account }) {
  const { t } = useTranslation();
  const text = (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium break-words">{a.name}</span>
      <span className="text-sm break-all text-slate-600">{a.email}</span>
    </span>
  );
  if (a.image)
    return (
      <PictureCell src={a.image} alt={t('accounts.photoOf', { name: a.name })} round>
        {text}
      </PictureCell>
    );
  return (
    <div className="flex min-w-48 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-slate-100 font-bold text-slate-600"
      >
        {a.name.trim().slice(0, 1).toUpperCase()}
      </span>
      {text}
    </div>
  );
}
