import { useId, type ReactNode } from 'react';

/**
 * A dashboard page's body: its heading, an optional introduction, an optional action beside the
 * heading (a back link), then the content. `narrow` suits a form.
 */
export function DashboardSection({
  title,
  intro,
  action,
  narrow,
  children,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-5 ${narrow ? 'mx-auto w-full max-w-4xl' : ''}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          {intro && <p className="mt-1 text-slate-600">{intro}</p>}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
