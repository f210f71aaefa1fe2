import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/lib/audit.ts';
import { skillLists } from '#server/db/schema/index.ts';
import { SKILL_KINDS, type SkillKind } from '#shared/constants.ts';
import { DEFAULT_SKILLS } from '#shared/default-skills.ts';
import type { Skill, SkillList, SkillListUpdate } from '#shared/schemas/batch.ts';
import { AppError, fieldRefusals } from '#server/lib/errors.ts';
import { actorOf, recordAudit } from '#server/lib/audit.ts';
import type { SessionUser } from '#server/auth/session.ts';

/** One kind's checklist as teachers tick it: the owner's list, or the school's starting one. */
export async function skillsOf(db: Db | Tx, kind: SkillKind): Promise<Skill[]> {
  const [list] = await db.select().from(skillLists).where(eq(skillLists.kind, kind));
  return list?.skills ?? DEFAULT_SKILLS[kind];
}

/** Every kind's checklist as teachers tick it: the owner's list, or the school's starting one. */
export async function listSkillLists(db: Db): Promise<SkillList[]> {
  const rows = await db.select().from(skillLists);
  const changed = new Map(rows.map((r) => [r.kind, r.skills]));
  return SKILL_KINDS.map((kind) => ({
    kind,
    skills: changed.get(kind) ?? DEFAULT_SKILLS[kind],
    changed: changed.has(kind),
  }));
}

/** "Hill start" → "hill-start"; a name without Latin letters or digits gets "skill". */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'skill';

/**
 * The owner replaces a kind's checklist. A skill keeps the key it had (ticks already recorded on
 * attendance still name it); a new skill's key comes from its English name, made unique on the
 * list. A key the list never had is refused, so a typed key cannot take over another skill's ticks.
 * Two names the same in either language are refused. The row is written under a lock with its
 * audit record (the list before and after), in one transaction.
 */
export async function replaceSkills(
  db: Db,
  owner: SessionUser,
  kind: SkillKind,
  input: SkillListUpdate,
): Promise<SkillList> {
  for (const lang of ['en', 'bn'] as const) {
    const seen = new Map<string, number>();
    for (const [i, s] of input.skills.entries()) {
      const name = s[lang].toLocaleLowerCase();
      if (seen.has(name))
        throw new AppError('VALIDATION_FAILED', {
          [`skills.${i}.${lang}`]: 'This skill is on the list twice.',
        });
      seen.set(name, i);
    }
  }
  return db.transaction(async (tx) => {
    // Take the kind's row lock (creating the row on first change) before reading what it holds.
    await tx
      .insert(skillLists)
      .values({ kind, skills: DEFAULT_SKILLS[kind] })
      .onConflictDoNothing({ target: skillLists.kind });
    const [row] = await tx.select().from(skillLists).where(eq(skillLists.kind, kind)).for('update');
    const before: Skill[] = row!.skills;
    const knownKeys = new Set([...before, ...DEFAULT_SKILLS[kind]].map((s) => s.key));
    const taken = new Set(input.skills.flatMap((s) => (s.key ? [s.key] : [])));
    for (const [i, s] of input.skills.entries())
      if (s.key && !knownKeys.has(s.key))
        throw fieldRefusals({ [`skills.${i}.key`]: { code: 'batchesAdmin.errors.skillUnknown' } });
    if (taken.size !== input.skills.filter((s) => s.key).length)
      throw fieldRefusals({ skills: { code: 'batchesAdmin.errors.skillsTwice' } });
    const skills = input.skills.map((s) => {
      if (s.key) return { key: s.key, en: s.en, bn: s.bn };
      let key = slug(s.en);
      for (let n = 2; taken.has(key) || knownKeys.has(key); n++) key = `${slug(s.en).slice(0, 36)}-${n}`;
      taken.add(key);
      return { key, en: s.en, bn: s.bn };
    });
    await tx
      .update(skillLists)
      .set({ skills, updatedAt: sql`now()` })
      .where(eq(skillLists.kind, kind));
    await recordAudit(tx, {
      actor: actorOf(owner),
      action: 'skills.updated',
      entityType: 'skills',
      entityId: kind,
      before: { skills: before.map((s) => s.en) },
      after: { skills: skills.map((s) => s.en) },
    });
    return { kind, skills, changed: true };
  });
}
