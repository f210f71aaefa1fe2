import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/ui/site-name.tsx';

/**
 * The frame around the login, sign-up and reset forms; its title is also the page's. `standalone`
 * pages (the reset pages, outside the site's layout) bring their own <main>.
 */
export function AuthCard({
  title,
  intro,
  standalone,
  children,
}: {
  title: string;
  intro?: string;
  standalone?: boolean;
  children: ReactNode;
}) {
  const card = (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <p className="mt-2 text-sm text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
  return standalone ? <main className="min-h-dvh bg-slate-50">{card}</main> : card;
}
