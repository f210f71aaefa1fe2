import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { SkillListsEditor } from '#web/features/batches/components/skill-lists.tsx';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [batchesTexts, dashboardTexts];

/** /dashboard/skills: the owner edits the checklists teachers tick at each lesson. */
export const SkillsPage = guardedSection({ title: 'skills.title', intro: 'skills.intro' }, SkillListsEditor, isOwner);
