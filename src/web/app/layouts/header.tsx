import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { Container } from '#web/components/ui/container.tsx';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { useSiteName } from '#web/components/ui/site-name.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { LOGOUT_CONFIRMED } from '#web/features/auth/logout-state.ts';

interface Item {
  to: string;
  label: string;
  /** Router state passed along: the Logout link's says "signed out from inside the app". */
  state?: unknown;
}

export function Header() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const site = useSiteName();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // A new page closes the menu it was opened from (not the app's start: a menu opened before the
  // app ran stays open).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  const items: Item[] = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.courses, label: t('nav.courses') },
    { to: paths.verification, label: t('nav.verification') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
    ...(user
      ? [
          { to: paths.dashboard, label: t('nav.dashboard') },
          { to: paths.logout, label: t('nav.logout'), state: LOGOUT_CONFIRMED },
        ]
      : [{ to: paths.login, label: t('nav.login') }]),
  ];

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium transition ${
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
    }`;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} className="flex min-h-11 min-w-0 items-center gap-2 font-bold text-brand-800">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
          <span className="truncate text-base sm:text-lg">{site.shortName}</span>
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} state={item.state} end={item.to === paths.home} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="ml-auto lg:ml-0" />
        {/* The phone's menu is a <details>: it opens on a tap before (and without) the app's
            script, which a slow line may take many seconds to bring. The app closes it when a
            link inside it opens the next page. */}
        <details ref={menu} className="group lg:hidden">
          <summary
            aria-label={t('nav.openMenu')}
            aria-controls="mobile-menu"
            className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </summary>
          <nav
            id="mobile-menu"
            aria-label={t('nav.mainNavigation')}
            className="absolute inset-x-0 top-full border-t border-b border-slate-200 bg-white shadow-sm"
          >
            <Container>
              <ul className="flex flex-col py-2">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      state={item.state}
                      end={item.to === paths.home}
                      className={(s) => `flex min-h-11 items-center ${linkClass(s)}`}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </Container>
          </nav>
        </details>
      </Container>
    </header>
  );
}
