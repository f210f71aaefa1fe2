import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { Role } from '#shared/constants.ts';
import { paths } from '#web/config/paths.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession, type SessionUser } from '#web/features/auth/api/session.ts';

/**
 * The login guard: a spinner while the session loads; without a user, off to /login remembering
 * where they came from; a session that owes the second factor, off to enrolment or the code page.
 * The server checks every call again: this only guides people.
 */
export function RequireAuth({
  children,
  allow,
}: {
  children: ReactNode;
  /** Who may see this page beyond being signed in. */
  allow?: (user: SessionUser) => boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <Navigate to={paths.login} replace state={{ from: location }} />;
  // The server refuses this session everything until it enrols or gives a code: go there first.
  if (session.data.secondFactor === 'enrol') {
    return <Navigate to={paths.twoFactorSetup} replace state={{ from: location }} />;
  }
  if (session.data.secondFactor === 'verify') {
    return <Navigate to={paths.twoFactorCode} replace state={{ from: location }} />;
  }
  if (allow && !allow(session.data)) {
    return (
      <p role="alert" className="p-10 text-center text-slate-700">
        {t('dashboard.forbidden')}
      </p>
    );
  }
  return <>{children}</>;
}

export const hasRole =
  (...roles: Role[]) =>
  (user: SessionUser) =>
    roles.includes(user.role);
export const isOwner = (user: SessionUser) => user.isOwner;

/** `Page` behind the login guard: `export const EditOrderPage = guarded(EditOrder, hasRole('admin'))`. */
export function guarded(Page: ComponentType, allow?: (user: SessionUser) => boolean) {
  return function GuardedPage() {
    return (
      <RequireAuth allow={allow}>
        <Page />
      </RequireAuth>
    );
  };
}

/** A dashboard page that is one section: its heading and introduction (catalogue keys), then `Content`. */
export function guardedSection(
  texts: { title: ParseKeys; intro?: ParseKeys },
  Content: ComponentType,
  allow?: (user: SessionUser) => boolean,
) {
  return guarded(function Section() {
    const { t } = useTranslation();
    return (
      <DashboardSection title={t(texts.title)} intro={texts.intro && t(texts.intro)}>
        <Content />
      </DashboardSection>
    );
  }, allow);
}
