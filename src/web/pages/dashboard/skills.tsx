import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { SkillListsEditor } from '#web/features/batches/components/skill-lists.tsx';

/** /dashboard/skills: the owner edits the checklists teachers tick at each lesson. */
export const SkillsPage = guardedSection({ title: 'skills.title', intro: 'skills.intro' }, SkillListsEditor, isOwner);
