import type { FormEventHandler, ReactNode } from 'react';
import { Form } from './form';

/** The white card a dashboard form sits in: a grid of fields; `className` sets its columns. */
export function FormCard({
  onSubmit,
  busy,
  className = '',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      busy={busy}
      className={`grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 ${className}`}
    >
      {children}
    </Form>
  );
}
