import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { ActivityLog } from '#web/features/audit/components/activity-log.tsx';
import { auditTexts } from '#web/features/audit/i18n/index.ts';
import { couponsTexts } from '#web/features/coupons/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { quizTexts } from '#web/features/quiz/i18n/index.ts';
import { roadTestsTexts } from '#web/features/road-tests/i18n/index.ts';
import { skillsTexts } from '#web/features/skills/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [auditTexts, couponsTexts, dashboardTexts, quizTexts, roadTestsTexts, skillsTexts];

/** /dashboard/activity: the owner reads who changed what (roles, invitations), newest first. */
export const ActivityPage = guardedSection({ title: 'activity.title', intro: 'activity.intro' }, ActivityLog, isOwner);
