import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { useSignOut } from './api/auth';

/**
 * Signs out with a POST (another site cannot trigger it), then goes to /login with
 * "Logout Sucessfully". The header's Logout, the dashboard's button and /logout all use it.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { mutate } = signOut;
  const logout = useCallback(
    () =>
      mutate(undefined, {
        onSettled: () => {
          toast.success(t('toast.logout'));
          void navigate(paths.login, { replace: true });
        },
      }),
    [mutate, navigate, t],
  );
  return { logout, pending: signOut.isPending };
}
