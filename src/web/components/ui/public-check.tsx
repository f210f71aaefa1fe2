import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Container } from './container';
import { ErrorBox } from './error-box';
import { PageMeta } from './page-meta';
import { Spinner } from './spinner';
import { isNotFound } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';

/**
 * A public check of a paper the school issued (a receipt, a refund, a certificate), as anyone who
 * scanned its QR code sees it: the heading, then the answer (its facts, that no paper has this
 * number, or why the check failed: it is rate-limited, so a refusal says how long to wait).
 */
export function PublicCheckPage<T>({
  title,
  description,
  heading,
  failed,
  check,
  unknown,
  children,
}: {
  title: string;
  description: string;
  heading: string;
  /** What a failed check says when the server gave no reason. */
  failed: string;
  check: UseQueryResult<T>;
  /** What an unknown (or malformed) number shows. */
  unknown: ReactNode;
  /** The paper's facts. */
  children: (data: T) => ReactNode;
}) {
  return (
    <Container className="py-10">
      <PageMeta title={title} description={description} />
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        {check.isPending && <Spinner />}
        {check.isError &&
          (isNotFound(check.error) ? (
            unknown
          ) : (
            <ErrorBox message={check.error.message ? errorText(check.error) : failed} />
          ))}
        {check.data !== undefined && children(check.data)}
      </div>
    </Container>
  );
}

/** One fact of a checked paper: its label and its value. */
export function CheckRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 border-b py-2 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The answer for a paper the school did issue: "Genuine …" (or, for a certificate, "Revoked") with
 * a line under it and the facts the paper shows (`CheckRow`s).
 */
export function CheckAnswer({
  id,
  testId,
  revoked = false,
  title,
  text,
  divider = 'green',
  children,
}: {
  id: string;
  testId: string;
  revoked?: boolean;
  title: string;
  text: string;
  /** The lines between the facts: light green, or faint grey (on either colour of answer). */
  divider?: 'green' | 'grey';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border-2 p-5 sm:p-6 ${revoked ? 'border-rose-400 bg-rose-50' : 'border-emerald-500 bg-emerald-50'}`}
      data-testid={testId}
    >
      <h2
        id={id}
        className={`flex items-center gap-2 text-2xl font-bold ${revoked ? 'text-rose-900' : 'text-emerald-900'}`}
      >
        <span aria-hidden="true">{revoked ? '✕' : '✓'}</span>
        {title}
      </h2>
      <p className={`mt-1 ${revoked ? 'text-rose-900' : 'text-emerald-900'}`}>{text}</p>
      <dl className={`mt-4 text-sm ${divider === 'green' ? '*:border-emerald-100' : '*:border-black/5'}`}>
        {children}
      </dl>
    </section>
  );
}

/** The answer for a number the school never issued. */
export function UnknownPaper({ testId, title, text }: { testId: string; title: string; text: string }) {
  return (
    <section role="alert" className="rounded-2xl border-2 border-rose-300 bg-rose-50 p-5 sm:p-6" data-testid={testId}>
      <h2 className="text-2xl font-bold text-rose-900">{title}</h2>
      <p className="mt-1 text-rose-900">{text}</p>
    </section>
  );
}
