import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../shared/constants';
import type { Profile } from '../../../shared/schemas/profile';
import { paths } from '../../config/paths';
import { DataTable, type Column } from '../../components/ui/data-table';
import { SearchBar } from '../../components/ui/search-bar';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { buttonStyles } from '../../components/ui/button-styles';
import { toastError } from '../../lib/toast-error';
import { hasRole, RequireAuth } from '../../features/auth/components/require-auth';
import { useProfiles } from '../../features/profiles/api/get-profiles';
import { useDeleteProfile } from '../../features/profiles/api/delete-profile';

/** /dashboard/manage-users (spec §2 "Manage users (profiles)"), admins only. */
export function ManageUsersPage() {
  return (
    <RequireAuth allow={hasRole('admin')}>
      <ManageUsers />
    </RequireAuth>
  );
}

function ManageUsers() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [toDelete, setToDelete] = useState<Profile | null>(null);
  const list = useProfiles({ email, page, limit: pageSize });
  const remove = useDeleteProfile();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        setToDelete(null);
        // The last row of a page is gone: step back rather than show an empty page.
        if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
      },
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
        onSearch={(value) => {
          setEmail(value);
          setPage(1);
        }}
        onReset={() => {
          setEmail(undefined);
          setPage(1);
        }}
      />
      {list.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('profiles.manage.loadFailed')}
        </p>
      ) : (
        <DataTable
          caption={t('profiles.manage.caption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(p) => p._id}
          loading={list.isPending}
          paging={{
            page,
            pageSize,
            total: list.data?.total ?? 0,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
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
