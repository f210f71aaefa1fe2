import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { ActivityLog } from '#web/features/audit/components/activity-log.tsx';

/** /dashboard/activity: the owner reads who changed what (roles, invitations), newest first. */
export const ActivityPage = guardedSection({ title: 'activity.title', intro: 'activity.intro' }, ActivityLog, isOwner);
