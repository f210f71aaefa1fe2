import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../config/paths';
import { Spinner } from '../components/ui/spinner';
import { useSignOut } from '../features/auth/api/auth';

/** /logout signs out, goes to /login and says "Logout Sucessfully". */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut.mutate(undefined, {
      onSettled: () => {
        toast.success(t('toast.logout'));
        void navigate(paths.login, { replace: true });
      },
    });
  }, [signOut, navigate, t]);

  return <Spinner label={t('auth.signingOut')} />;
}
