import type { MenuPageName } from '#shared/pages.ts';
import type { Me } from '#shared/schemas/user.ts';
import { UnreadBadge } from '#web/features/contact/components/unread-badge.tsx';
import { PaymentsWaitingBadge } from '#web/features/payments/components/waiting-badge.tsx';
import { RefundWaitingBadge } from '#web/features/refunds/components/waiting-badge.tsx';

/**
 * The count a dashboard menu entry carries, in the menu and on the staff home alike: unread
 * enquiries, payments waiting for confirmation, refund requests waiting for the owner
 * (docs/decisions/0480). Only the office's entries count; a student's Refund has no queue.
 */
export function MenuBadge({ item, user }: { item: MenuPageName; user: Pick<NonNullable<Me['user']>, 'role'> }) {
  if (user.role !== 'admin') return null;
  if (item === 'enquiries') return <UnreadBadge />;
  if (item === 'payments') return <PaymentsWaitingBadge />;
  if (item === 'refund') return <RefundWaitingBadge enabled />;
  return null;
}
