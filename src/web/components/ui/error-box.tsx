import type { ReactNode } from 'react';

/** Something could not be loaded: the reason, announced, and what to do next (`children`). */
export function ErrorBox({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      <p>{message}</p>
      {children && <div className="mt-3 flex justify-center">{children}</div>}
    </div>
  );
}
