import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  COUPON_KINDS,
  ORDER_ENDINGS,
  PAYMENT_METHODS,
  ROLES,
  SKILL_KINDS,
  TEST_KINDS,
  TEST_RESULTS,
  type PaymentMethod,
} from '#shared/constants.ts';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '#shared/schemas/audit.ts';
import { INBOX_NOTE_KINDS } from '#shared/schemas/contact.ts';
import { QUESTION_TOPICS } from '#shared/schemas/quiz.ts';
import { ManageList, useListControls } from '#web/components/ui/manage-list.tsx';
import { FilterDate, FilterSelect } from '#web/components/ui/list-filters.tsx';
import { useAuditLog } from '#web/features/audit/api/get-audit-log.ts';
import { formatCount, formatDate, formatDay, formatTime } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';

/** Khulna's clock, day month year, and the time on a line of its own. */
const day = { format: (d: Date) => formatDate(d, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }) };
const time = { format: (d: Date) => formatTime(d) };

const ACTION_KEY = {
  'user.role_changed': 'roleChanged',
  'user.invited': 'invited',
  'user.made_owner': 'madeOwner',
  'school.settings_changed': 'schoolChanged',
  'payment.submitted': 'paymentSubmitted',
  'payment.confirmed': 'paymentConfirmed',
  'payment.rejected': 'paymentRejected',
  'payment.cash_recorded': 'cashRecorded',
  'payment.paid_by_bkash': 'paidByBkash',
  'coupon.created': 'couponCreated',
  'order.booked': 'orderBooked',
  'order.updated': 'orderUpdated',
  'order.deleted': 'orderDeleted',
  'course.created': 'courseCreated',
  'course.updated': 'courseUpdated',
  'course.deleted': 'courseDeleted',
  'vehicle.added': 'vehicleAdded',
  'batch.created': 'batchCreated',
  'batch.student_placed': 'studentPlaced',
  'attendance.corrected': 'attendanceCorrected',
  'certificate.issued': 'certificateIssued',
  'certificate.revoked': 'certificateRevoked',
  'coupon.updated': 'couponUpdated',
  'coupon.retired': 'couponRetired',
  'coupon.used': 'couponUsed',
  'test.booked': 'testBooked',
  'test.updated': 'testUpdated',
  'test.deleted': 'testDeleted',
  'skills.updated': 'skillsUpdated',
  'question.created': 'questionCreated',
  'question.updated': 'questionUpdated',
  'question.retired': 'questionRetired',
  'legacy.imported': 'legacyImported',
  'user.demo_removed': 'demoRemoved',
  'refund.requested': 'refundRequested',
  'refund.approved': 'refundApproved',
  'refund.declined': 'refundDeclined',
  'order.cancelled': 'orderCancelled',
  'order.transferred': 'orderTransferred',
  'cash_up.closed': 'cashUpClosed',
  'cash_up.reopened': 'cashUpReopened',
  'payment.into_closed_day': 'intoClosedDay',
  'refund.into_closed_day': 'refundIntoClosedDay',
  'enquiry.answered': 'enquiryAnswered',
} as const satisfies Record<AuditAction, string>;

/** The kinds of thing the log records changes to, for its filter. */
const ENTITIES = [
  'payment',
  'refund',
  'order',
  'coupon',
  'course',
  'batch',
  'test',
  'certificate',
  'skills',
  'question',
  'cash_up',
  'enquiry',
  'user',
  'school',
] as const;

const FIELDS = [
  'role',
  'name',
  'email',
  'emailVerified',
  'title',
  'price',
  'instalmentPlan',
  'instalments',
  'otherFields',
  'oid',
  'sid',
  'course',
  'coupon',
  'discount',
  'status',
  'method',
  'amount',
  'trxId',
  'payerPhone',
  'receiptNumber',
  'sdate',
  // A coupon's.
  'code',
  'kind',
  'value',
  'validFrom',
  'validTo',
  'cap',
  'uses',
  'retiredAt',
  // A BRTA test's, and a skill checklist's.
  'date',
  'time',
  'place',
  'result',
  'note',
  'skills',
  // A question's.
  'topic',
  'correct',
  // A refund's, and an order's end or transfer.
  'number',
  'reference',
  'cancelOrder',
  'declineReason',
  'endedAs',
  'refund',
  'seatFreedIn',
  'remindersStopped',
  'credit',
  'to',
  // A day's cash-up, and a payment confirmed into a closed day.
  'day',
  'expected',
  'counted',
  'difference',
  'lines',
  'reopenReason',
  'via',
  'reason',
  // What the office did about an enquiry.
  'from',
  'answer',
  'handled',
] as const;
type KnownField = (typeof FIELDS)[number];
const isKnownField = (key: string): key is KnownField => (FIELDS as readonly string[]).includes(key);
const isAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * The owner's activity log: every recorded change, newest first, as time, who, what and the change
 * (before → after). Read only: the server has no way to edit or remove a record.
 */
export function ActivityLog() {
  const { t } = useTranslation();
  const controls = useListControls();
  const { filters } = controls;
  const list = useAuditLog({
    page: controls.page,
    limit: controls.limit,
    entityType: filters.entity,
    actor: controls.filter,
    from: filters.from,
    to: filters.to,
  });
  return (
    <ManageList
      controls={controls}
      list={list}
      search={{ label: t('activity.filter.who'), placeholder: t('activity.filter.whoPlaceholder') }}
      filters={
        <>
          <FilterSelect
            label={t('activity.filter.entity')}
            anyLabel={t('activity.filter.anyEntity')}
            value={filters.entity}
            onChange={(v) => controls.setFilterValue('entity', v)}
            options={ENTITIES.map((e) => ({ value: e, label: t(`activity.entities.${e}`) }))}
          />
          <FilterDate
            label={t('activity.filter.from')}
            value={filters.from}
            onChange={(v) => controls.setFilterValue('from', v)}
          />
          <FilterDate
            label={t('activity.filter.to')}
            value={filters.to}
            onChange={(v) => controls.setFilterValue('to', v)}
          />
        </>
      }
      caption={t('activity.caption')}
      rowKey={(e) => e.id}
      loadFailed={t('activity.loadFailed')}
      columns={() => [
        {
          header: t('activity.col.time'),
          cell: (e) => (
            <time dateTime={e.createdAt} className="flex flex-col">
              <span>{day.format(new Date(e.createdAt))}</span>
              <span className="text-slate-600">{time.format(new Date(e.createdAt))}</span>
            </time>
          ),
          className: 'whitespace-nowrap',
        },
        {
          header: t('activity.col.who'),
          cell: (e) =>
            e.actorEmail ? (
              <span className="whitespace-nowrap">{e.actorEmail}</span>
            ) : (
              <span className="inline-block min-w-28">{t('activity.operator')}</span>
            ),
        },
        { header: t('activity.col.what'), cell: (e) => <What entry={e} /> },
        { header: t('activity.col.change'), cell: (e) => <Change entry={e} /> },
      ]}
    />
  );
}

function What({ entry: e }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const name = e.entityName ?? e.entityEmail ?? entityLabel(t, e);
  return (
    <div className="flex min-w-48 flex-col">
      <span className="font-medium">
        {isAction(e.action)
          ? t(`activity.actions.${ACTION_KEY[e.action]}`, { name })
          : `${e.action}: ${t('activity.unknownEntity', { type: e.entityType, id: e.entityId })}`}
      </span>
      {e.entityEmail && <span className="text-sm break-all text-slate-600">{e.entityEmail}</span>}
    </div>
  );
}

/**
 * What a record names when the entity has no account behind it: a BRTA test by its order (its own
 * id means nothing to a reader), a skill checklist by its kind in words, anything else by its id.
 */
function entityLabel(t: TFunction, e: AuditEntry): string {
  const oid = e.after?.oid ?? e.before?.oid;
  if ((e.entityType === 'test' || e.entityType === 'refund') && typeof oid === 'string') return oid;
  const closedDay = e.after?.day ?? e.before?.day;
  if (e.entityType === 'cash_up' && typeof closedDay === 'string') return formatDay(closedDay) ?? closedDay;
  const from = e.after?.from;
  if (e.entityType === 'enquiry' && typeof from === 'string') return from;
  const title = e.after?.title ?? e.before?.title;
  if (e.entityType === 'question' && typeof title === 'string') return `“${title}”`;
  if (e.entityType === 'skills' && (SKILL_KINDS as readonly string[]).includes(e.entityId))
    return t(`skills.kinds.${e.entityId as (typeof SKILL_KINDS)[number]}`);
  return e.entityId;
}

/** Each field that the record holds: "Role: Student → Teacher", or only the new value for a creation. */
function Change({ entry: e }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  if (keys.length === 0) return <span className="text-slate-500">{t('activity.empty')}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="text-slate-600">{isKnownField(key) ? t(`activity.fields.${key}`) : key}: </span>
          {e.before && (
            <>
              <span>{shown(t, key, e.before[key])}</span> →{' '}
            </>
          )}
          <strong className="font-semibold">{shown(t, key, e.after?.[key])}</strong>
        </li>
      ))}
    </ul>
  );
}

function shown(t: TFunction, key: string, value: unknown): string {
  if (value === null || value === undefined) return t('activity.empty');
  if (key === 'role' && (ROLES as readonly unknown[]).includes(value)) {
    return t(`dashboard.roles.${value as (typeof ROLES)[number]}`);
  }
  if (typeof value === 'boolean') return value ? t('activity.yes') : t('activity.no');
  if (key === 'kind' && (COUPON_KINDS as readonly unknown[]).includes(value))
    return t(`coupons.manage.kinds.${value as (typeof COUPON_KINDS)[number]}`);
  if (key === 'kind' && (TEST_KINDS as readonly unknown[]).includes(value))
    return t(`roadTests.kinds.${value as (typeof TEST_KINDS)[number]}`);
  if (key === 'result' && (TEST_RESULTS as readonly unknown[]).includes(value))
    return t(`roadTests.results.${value as (typeof TEST_RESULTS)[number]}`);
  if (key === 'correct' && typeof value === 'number') return formatCount(value + 1);
  if (key === 'endedAs' && (ORDER_ENDINGS as readonly unknown[]).includes(value))
    return t(`activity.endings.${value as (typeof ORDER_ENDINGS)[number]}`);
  if (key === 'topic' && (QUESTION_TOPICS as readonly unknown[]).includes(value))
    return t(`quiz.topics.${value as (typeof QUESTION_TOPICS)[number]}`);
  if (key === 'retiredAt' && typeof value === 'string')
    return `${day.format(new Date(value))} ${time.format(new Date(value))}`;
  if (MONEY_KEYS.has(key) && typeof value === 'number') return taka(value);
  if (key === 'via' && (value === 'office' || value === 'bkash')) return t(`activity.via.${value}`);
  if (key === 'day' && typeof value === 'string') return formatDay(value) ?? value;
  if (key === 'answer' && (INBOX_NOTE_KINDS as readonly unknown[]).includes(value))
    return t(`activity.answers.${value as (typeof INBOX_NOTE_KINDS)[number]}`);
  if (key === 'lines' && Array.isArray(value))
    return value
      .map((line: { method?: unknown; expected?: unknown; counted?: unknown }) =>
        t('activity.cashUpLine', {
          method: (PAYMENT_METHODS as readonly unknown[]).includes(line.method)
            ? t(`payments.methods.${line.method as PaymentMethod}`)
            : String(line.method),
          expected: taka(Number(line.expected)),
          counted: taka(Number(line.counted)),
        }),
      )
      .join(', ');
  if (key === 'instalments' && Array.isArray(value))
    return value
      .map(
        (part: { amount?: unknown; dueDate?: unknown }) =>
          `${taka(Number(part.amount))} · ${formatDay(String(part.dueDate)) ?? ''}`,
      )
      .join(', ');
  if (key === 'instalmentPlan' && Array.isArray(value))
    return value
      .map((part: { percent?: unknown; afterDays?: unknown }) =>
        t('activity.planPart', { percent: Number(part.percent), days: Number(part.afterDays) }),
      )
      .join(', ');
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  // Any other figure is a quantity (seats, sessions, a count): in the page's digits (docs/decisions/0474).
  // A coordinate keeps every decimal it was saved with.
  if (typeof value === 'number') return Number.isInteger(value) ? formatCount(value) : String(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The changes' values that are money, shown as ৳ with the page's digits. */
const MONEY_KEYS = new Set([
  'expected',
  'counted',
  'difference',
  'price',
  'discount',
  'amount',
  'fee',
  'requestedAmount',
]);
