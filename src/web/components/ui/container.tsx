import type { ReactNode } from 'react';

/** Page content: capped at 2520px with side padding that grows with the screen. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-[2520px] px-4 sm:px-6 lg:px-10 2xl:px-16 ${className}`}>{children}</div>;
}
