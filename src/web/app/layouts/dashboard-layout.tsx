import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { usePageMenu } from '#web/hooks/use-page-menu.ts';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { VerifyEmailBanner } from '#web/features/auth/components/verify-email-banner.tsx';
import { useLogout } from '#web/features/auth/use-logout.ts';
import { menuFor } from '#web/features/dashboard/menu.ts';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { PageTitle, useSiteName } from '#web/components/ui/site-name.tsx';
import { MenuBadge } from './menu-badge';
import { authTexts } from '#web/features/auth/i18n/index.ts';
import { contactTexts } from '#web/features/contact/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';
import { refundsTexts } from '#web/features/refunds/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts, contactTexts, dashboardTexts, paymentsTexts, refundsTexts];

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { logout } = useLogout();
  const site = useSiteName();
  if (!user) return null;
  // Each entry 44 px high: on a phone the menu is a drawer of links to tap.
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-white/15 text-white' : 'text-brand-50 hover:bg-white/10'}`;
  return (
    <div className="flex h-full flex-col gap-6 p-5">
      <Link
        to={paths.home}
        className="flex min-h-11 items-center gap-2 font-bold text-white"
        aria-label={t('dashboard.home')}
      >
        <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9 rounded-full bg-white p-0.5" />
        <span>{site.shortName}</span>
      </Link>
      <div className="rounded-lg bg-white/10 p-3 text-sm text-brand-50">
        <p className="break-words font-semibold text-white">{user.name}</p>
        <p className="truncate">{user.email}</p>
        <p className="mt-1 text-xs uppercase tracking-wide">
          {t(`dashboard.roles.${user.role}`)}
          {user.isOwner ? ` · ${t('dashboard.owner')}` : ''}
        </p>
      </div>
      <nav aria-label={t('dashboard.menu')} className="flex-1">
        <ul className="flex flex-col gap-1">
          {menuFor(user).map((item) => (
            <li key={item.to}>
              <NavLink to={`${paths.dashboard}/${item.to}`} className={linkClass} onClick={onNavigate}>
                {t(`dashboard.items.${item.key}`)}
                <MenuBadge item={item.key} user={user} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="min-h-11 rounded-lg border border-white/40 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
        onClick={logout}
      >
        {t('dashboard.logout')}
      </button>
    </div>
  );
}

/** /dashboard: "Admin Dashboard", the sidebar with the role menu, and the page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { open, close, buttonProps } = usePageMenu('dashboard-drawer');
  return (
    <RequireAuth>
      <PageTitle title={t('dashboard.title')} />
      <div className="flex min-h-dvh bg-slate-50 print:min-h-0 print:bg-white">
        <aside className="hidden w-64 shrink-0 bg-brand-800 lg:block print:hidden">
          <Sidebar />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:px-8 print:hidden">
            <h1 className="text-lg font-bold text-slate-900 sm:text-xl">{t('dashboard.title')}</h1>
            <LanguageSwitch className="ml-auto" />
            <button
              {...buttonProps}
              className="min-h-11 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium lg:hidden"
              aria-label={open ? t('dashboard.closeMenu') : t('dashboard.openMenu')}
            >
              {open ? t('dashboard.close') : t('dashboard.menuButton')}
            </button>
          </header>
          {open && (
            <aside id="dashboard-drawer" className="bg-brand-800 lg:hidden print:hidden">
              <Sidebar onNavigate={close} />
            </aside>
          )}
          <main className="min-w-0 flex-1 p-4 lg:p-8 print:p-0">
            <VerifyEmailBanner className="mb-4 print:hidden" />
            <Outlet />
          </main>
        </div>
      </div>
    </RequireAuth>
  );
}
