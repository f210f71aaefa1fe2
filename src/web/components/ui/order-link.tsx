import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/**
 * An order's id as the office's link to the order's page, a full tap target on a phone. `label`
 * says whose order it is to a screen reader, where a bare OID in a list says too little.
 */
export function OrderLink({ oid, label, className = '' }: { oid: string; label?: string; className?: string }) {
  return (
    <Link
      to={paths.editOrder(oid)}
      className={`inline-flex min-h-11 items-center font-mono font-medium text-brand-800 underline underline-offset-2 ${className}`}
      aria-label={label}
    >
      {oid}
    </Link>
  );
}
