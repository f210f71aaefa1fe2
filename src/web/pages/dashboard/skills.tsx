import { guardedSection, isOwner } from '../../features/auth/components/require-auth';
import { SkillListsEditor } from '../../features/batches/components/skill-lists';

/** /dashboard/skills: the owner edits the checklists teachers tick at each lesson. */
export const SkillsPage = guardedSection({ title: 'skills.title', intro: 'skills.intro' }, SkillListsEditor, isOwner);
