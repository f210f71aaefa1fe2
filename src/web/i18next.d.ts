import type { Catalogue as Shared } from '#shared/i18n/index.ts';
import type { Catalogue as Shell } from '#web/i18n/index.ts';
import type { Catalogue as About } from '#web/features/about/i18n/index.ts';
import type { Catalogue as Accounts } from '#web/features/accounts/i18n/index.ts';
import type { Catalogue as Attendance } from '#web/features/attendance/i18n/index.ts';
import type { Catalogue as Audit } from '#web/features/audit/i18n/index.ts';
import type { Catalogue as Auth } from '#web/features/auth/i18n/index.ts';
import type { Catalogue as Batches } from '#web/features/batches/i18n/index.ts';
import type { Catalogue as Blogs } from '#web/features/blogs/i18n/index.ts';
import type { Catalogue as Calendar } from '#web/features/calendar/i18n/index.ts';
import type { Catalogue as CashUp } from '#web/features/cash-up/i18n/index.ts';
import type { Catalogue as Certificates } from '#web/features/certificates/i18n/index.ts';
import type { Catalogue as Contact } from '#web/features/contact/i18n/index.ts';
import type { Catalogue as Coupons } from '#web/features/coupons/i18n/index.ts';
import type { Catalogue as Courses } from '#web/features/courses/i18n/index.ts';
import type { Catalogue as Dashboard } from '#web/features/dashboard/i18n/index.ts';
import type { Catalogue as Home } from '#web/features/home/i18n/index.ts';
import type { Catalogue as Notices } from '#web/features/notices/i18n/index.ts';
import type { Catalogue as Orders } from '#web/features/orders/i18n/index.ts';
import type { Catalogue as Payments } from '#web/features/payments/i18n/index.ts';
import type { Catalogue as Profiles } from '#web/features/profiles/i18n/index.ts';
import type { Catalogue as Quiz } from '#web/features/quiz/i18n/index.ts';
import type { Catalogue as Receipts } from '#web/features/receipts/i18n/index.ts';
import type { Catalogue as Refunds } from '#web/features/refunds/i18n/index.ts';
import type { Catalogue as Reports } from '#web/features/reports/i18n/index.ts';
import type { Catalogue as RoadTests } from '#web/features/road-tests/i18n/index.ts';
import type { Catalogue as School } from '#web/features/school/i18n/index.ts';
import type { Catalogue as Signs } from '#web/features/signs/i18n/index.ts';
import type { Catalogue as Skills } from '#web/features/skills/i18n/index.ts';
import type { Catalogue as Vehicles } from '#web/features/vehicles/i18n/index.ts';
import type { Catalogue as Verification } from '#web/features/verification/i18n/index.ts';

/**
 * Every namespace's English, as `t` reads them (merged into one resource, src/web/lib/i18n.ts): a
 * key missing from all of them fails the type check.
 */
type Catalogue = Shared &
  Shell &
  About &
  Accounts &
  Attendance &
  Audit &
  Auth &
  Batches &
  Blogs &
  Calendar &
  CashUp &
  Certificates &
  Contact &
  Coupons &
  Courses &
  Dashboard &
  Home &
  Notices &
  Orders &
  Payments &
  Profiles &
  Quiz &
  Receipts &
  Refunds &
  Reports &
  RoadTests &
  School &
  Signs &
  Skills &
  Vehicles &
  Verification;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
