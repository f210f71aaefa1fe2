import { phoneForDialling, phoneForReading } from '#shared/phone.ts';

/**
 * A stored phone number (01XXXXXXXXX) as a link that dials it on a phone: written the way people
 * read it, 01712-345678, and dialled in international form so it works from any SIM.
 */
export function PhoneLink({ phone, className = '' }: { phone: string; className?: string }) {
  return (
    <a
      href={`tel:${phoneForDialling(phone)}`}
      className={`font-medium text-brand-800 underline underline-offset-2 ${className}`}
    >
      {phoneForReading(phone)}
    </a>
  );
}
