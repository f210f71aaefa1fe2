import { guardedSection, isOwner } from '../../features/auth/components/require-auth';
import { ActivityLog } from '../../features/audit/components/activity-log';

/** /dashboard/activity: the owner reads who changed what (roles, invitations), newest first. */
export const ActivityPage = guardedSection({ title: 'activity.title', intro: 'activity.intro' }, ActivityLog, isOwner);
