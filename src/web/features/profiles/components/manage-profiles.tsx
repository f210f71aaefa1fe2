import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ManageList, PictureCell, RowActions, useListControls } from '../../../components/ui/manage-list';
import { toastError } from '../../../lib/toast-error';
import { useProfiles } from '../api/get-profiles';
import { useDeleteProfile } from '../api/delete-profile';

/** Manage users: find a profile by e-mail, open its details, or delete it (with its account's profile). */
export function ManageProfiles() {
  const { t } = useTranslation();
  const controls = useListControls();
  const list = useProfiles({ email: controls.filter, page: controls.page, limit: controls.limit });
  const remove = useDeleteProfile();
  return (
    <ManageList
      controls={controls}
      list={list}
      search={{
        label: t('profiles.manage.searchLabel'),
        placeholder: t('profiles.manage.searchPlaceholder'),
        type: 'email',
      }}
      caption={t('profiles.manage.caption')}
      rowKey={(p) => p._id}
      loadFailed={t('profiles.manage.loadFailed')}
      remove={{ message: t('profiles.manage.deleteConfirm'), mutation: remove, onError: toastError }}
      columns={(askDelete) => [
        {
          header: t('profiles.manage.colName'),
          cell: (p) => (
            <PictureCell src={p.image} alt={t('profiles.manage.photoOf', { name: p.name })} round>
              <span className="font-medium">{p.name}</span>
            </PictureCell>
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
            <RowActions
              to={paths.userDetails(p.sid)}
              name={p.name}
              linkText={t('common.details')}
              linkLabel={t('profiles.manage.detailsLabel', { name: p.name })}
              deleteLabel={t('profiles.manage.deleteLabel', { name: p.name })}
              onDelete={() => askDelete(p)}
            />
          ),
        },
      ]}
    />
  );
}
