import type { ReactNode } from 'react';

/**
 * The number a paper is known by (a receipt, a refund receipt, a certificate), after its label: in a
 * fixed-width font, so it is read out and copied exactly. `testId` marks the number itself;
 * `className` is the number's look where it should stand out more.
 */
export function PaperNumber({
  label,
  number,
  testId,
  className = 'font-mono',
}: {
  label: string;
  number: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <>
      {label}{' '}
      <span className={className} data-testid={testId}>
        {number}
      </span>
    </>
  );
}
