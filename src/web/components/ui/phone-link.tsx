/**
 * A stored phone number (01XXXXXXXXX) as a link that dials it on a phone: written the way people
 * read it, 01712-345678, and dialled in international form so it works from any SIM.
 */
export function PhoneLink({ phone, className = '' }: { phone: string; className?: string }) {
  const shown = /^01\d{9}$/.test(phone) ? `${phone.slice(0, 5)}-${phone.slice(5)}` : phone;
  const dial = /^01\d{9}$/.test(phone) ? `+88${phone}` : phone;
  return (
    <a href={`tel:${dial}`} className={`font-medium text-brand-800 underline underline-offset-2 ${className}`}>
      {shown}
    </a>
  );
}
