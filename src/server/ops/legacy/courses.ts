import { courses } from '#server/db/schema/index.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { cleanLine, cleanText, moment, objectIdTime, str, wholeNumber } from './normalize';
import type { Doc } from './read-export';
import type { ImportRun } from './import-run';
import { importedImage } from './imported-image';

// The old courses: each one a course here, unless its cid is here already.

export async function importCourses(run: ImportRun, docs: Doc[]): Promise<void> {
  for (const doc of docs) await run.guard('courses', doc, () => courseRow(run, doc));
}

/** One course of the export. */
async function courseRow(run: ImportRun, doc: Doc): Promise<void> {
  const id = str(doc._id) || str(doc.cid);
  const cid = run.newKey('courses', 'course', 'cid', id, doc.cid);
  if (!cid) return;
  const title = cleanLine(doc.title, 200);
  const price = wholeNumber(doc.price);
  if (!title) {
    run.reject('courses', id, 'no title');
    return;
  }
  if (price === null) {
    run.reject('courses', id, `price "${str(doc.price)}" is not a whole number of taka`);
    return;
  }
  let lesson = wholeNumber(doc.lesson);
  if (lesson === null) {
    run.note('courses', id, `lesson "${str(doc.lesson)}" is not a number: 0 lessons until the owner sets it`);
    lesson = 0;
  }
  const image = await importedImage(run, { collection: 'courses', id, field: 'image' }, doc.image, 'public', null);
  const row = {
    cid,
    title,
    details: cleanText(doc.details),
    price,
    lesson,
    duration: cleanLine(doc.duration, 100),
    dt: cleanLine(doc.dt, 100),
    practical: cleanLine(doc.practical, 100),
    mechanical: cleanLine(doc.mechanical, 100),
    image,
    createdAt: moment(doc.createdAt) ?? objectIdTime(id) ?? new Date(),
  };
  await run.write(async (tx) => {
    const [made] = await tx.insert(courses).values(row).returning({ id: courses.id });
    await recordAudit(tx, {
      actor: null,
      action: 'legacy.imported',
      entityType: 'course',
      entityId: cid,
      after: { legacyId: id, cid, title, price },
    });
    await run.remember(tx, 'course', id, made!.id);
  });
  if (run.dryRun) await run.remember(null, 'course', id, cid);
  run.cids.set(cid, { title, price, image, duration: row.duration, lesson });
  run.count('courses', 'create');
}
