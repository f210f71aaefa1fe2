import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ROLES, type Role } from '#shared/constants.ts';
import type { Account } from '#shared/schemas/account.ts';
import { DialogActions, ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { useChangeRole } from '#web/features/accounts/api/change-role.ts';

/**
 * The owner's role change: a modal that names the person, offers the three roles, says in words
 * what the chosen one means ("Nusrat Jahan becomes a teacher"), and changes it only on the
 * confirming button. A refusal (an address not verified yet) is shown here, beside the choice.
 * Render it with `key` set to the account's id and the offered role, so every opening starts with
 * the role tapped on the card (or nothing) chosen.
 */
export function RoleDialog({
  account,
  role: offered,
  onClose,
}: {
  account: Account | null;
  /** The role the owner tapped on the person's card ("Make teacher"): chosen already, to confirm. */
  role?: Role;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const change = useChangeRole();
  const [role, setRole] = useState<Role | null>(offered ?? null);
  const [error, setError] = useState<string | null>(null);

  const chosen = role && account && role !== account.role ? role : null;
  const confirm = () => {
    if (!account || !chosen) return;
    setError(null);
    change.mutate(
      { id: account.id, role: chosen },
      {
        onSuccess: () => {
          toast.success(t(`accounts.role.saved.${chosen}`, { name: account.name }));
          onClose();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED'
              ? t('accounts.role.errors.notVerified', { name: account.name })
              : errorText(err),
          ),
      },
    );
  };

  return (
    <ModalDialog open={!!account} busy={change.isPending} onClose={onClose} titleId={titleId}>
      {account && (
        <div className="flex flex-col gap-4">
          <header>
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              {t('accounts.role.title', { name: account.name })}
            </h2>
            <p className="text-sm break-all text-slate-600">{account.email}</p>
          </header>
          {!account.emailVerified && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('accounts.role.unverified', { name: account.name })}
            </p>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('accounts.role.legend')}</legend>
            {ROLES.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="role"
                  value={r}
                  className="mt-1"
                  checked={(role ?? account.role) === r}
                  onChange={() => setRole(r)}
                />
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">
                    {t(`dashboard.roles.${r}`)}
                    {r === account.role && <span className="ml-1 text-slate-500">{t('accounts.role.current')}</span>}
                  </span>
                  <span className="text-sm text-slate-600">{t(`accounts.role.about.${r}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {chosen && (account.emailVerified || chosen === 'student') && (
            <p aria-live="polite" className="text-sm text-slate-800">
              <strong>{t(`accounts.role.summary.${chosen}`, { name: account.name })}</strong>{' '}
              {t('accounts.role.signedOut')}
            </p>
          )}
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <DialogActions
            cancel={t('accounts.role.cancel')}
            onCancel={onClose}
            submit={t(`accounts.role.confirm.${chosen ?? account.role}`)}
            onConfirm={confirm}
            busy={change.isPending}
            disabled={!chosen}
          />
        </div>
      )}
    </ModalDialog>
  );
}
