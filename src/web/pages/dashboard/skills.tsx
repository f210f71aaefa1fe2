import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { SkillListsEditor } from '#web/features/skills/components/skill-lists.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { roadTestsTexts } from '#web/features/road-tests/i18n/index.ts';
import { skillsTexts } from '#web/features/skills/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, roadTestsTexts, skillsTexts];

/** /dashboard/skills: the owner edits the checklists teachers tick at each lesson. */
export const SkillsPage = guardedSection({ title: 'skills.title', intro: 'skills.intro' }, SkillListsEditor, isOwner);
