import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { ActivityLog } from '#web/features/audit/components/activity-log.tsx';
import { auditTexts } from '#web/features/audit/i18n/index.ts';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { couponsTexts } from '#web/features/coupons/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { quizTexts } from '#web/features/quiz/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [auditTexts, batchesTexts, couponsTexts, dashboardTexts, quizTexts];

/** /dashboard/activity: the owner reads who changed what (roles, invitations), newest first. */
export const ActivityPage = guardedSection({ title: 'activity.title', intro: 'activity.intro' }, ActivityLog, isOwner);
