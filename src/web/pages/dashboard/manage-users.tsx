import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/schemas/profile';
import { paths } from '../../config/paths';
import { DataTable, type Column } from '../../components/ui/data-table';
import { SearchBar } from '../../components/ui/search-bar';
import { ListLoadError, useListControls } from '../../components/ui/manage-list';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { buttonStyles } from '../../components/ui/button-styles';
import { toastError } from '../../lib/toast-error';
import { hasRole, RequireAuth } from '../../features/auth/components/require-auth';
import { useProfiles } from '../../features/profiles/api/get-profiles';
import { useDeleteProfile } from '../../features/profiles/api/delete-profile';

/** /dashboard/manage-users, admins only. */
export function ManageUsersPage() {
  return (
    <RequireAuth allow={hasRole('admin')}>
      <ManageUsers />
    </RequireAuth>
  );
}

function ManageUsers() {
  const { t } = useTranslation();
  const controls = useListControls();
  const email = controls.filter;
  const [toDelete, setToDelete] = useState<Profile | null>(null);
  const list = useProfiles({ email, page: controls.page, limit: controls.limit });
  const paging = controls.paging(list.data?.total ?? 0, !!list.data && !list.isPlaceholderData);
  const remove = useDeleteProfile();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      // After the refetch, paging steps back if the last row of the last page is gone.
      onSuccess: () => setToDelete(null),
      onError: (err) => {
        setToDelete(null);
        toastError(err);
      },
    });
  };

  const columns: Column<Profile>[] = [
    {
      header: t('profiles.manage.colName'),
      cell: (p) => (
        <div className="flex min-w-48 items-center gap-3">
          <img
            src={p.image}
            alt={t('profiles.manage.photoOf', { name: p.name })}
            width={44}
            height={44}
            loading="lazy"
            className="size-11 shrink-0 rounded-full border border-slate-200 object-cover"
          />
          <span className="font-medium">{p.name}</span>
        </div>
      ),
    },
    {
      header: t('profiles.manage.colPhoneEmail'),
      cell: (p) => (
        <div className="flex flex-col">
          <span>{p.phone}</span>
          <span className="text-slate-600">{p.email}</span>
        </div>
      ),
    },
    { header: t('profiles.manage.colEmergency'), cell: (p) => p.emergency, className: 'whitespace-nowrap' },
    {
      header: t('profiles.manage.colActions'),
      cell: (p) => (
        <div className="flex gap-2">
          <Link
            to={paths.userDetails(p.sid)}
            className={buttonStyles.secondary}
            aria-label={t('profiles.manage.detailsLabel', { name: p.name })}
          >
            {t('common.details')}
          </Link>
          <button
            type="button"
            className={buttonStyles.danger}
            aria-label={t('profiles.manage.deleteLabel', { name: p.name })}
            onClick={() => setToDelete(p)}
          >
            {t('common.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="manage-users-title" className="flex flex-col gap-5">
      <div>
        <h2 id="manage-users-title" className="text-2xl font-bold text-slate-900">
          {t('profiles.manage.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('profiles.manage.intro')}</p>
      </div>
      <SearchBar
        label={t('profiles.manage.searchLabel')}
        placeholder={t('profiles.manage.searchPlaceholder')}
        type="email"
        onSearch={controls.search}
        onReset={controls.reset}
      />
      {list.isError ? (
        <ListLoadError message={t('profiles.manage.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('profiles.manage.caption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(p) => p._id}
          loading={list.isPending}
          paging={paging}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={t('profiles.manage.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
