import { blogs } from '#server/db/schema/index.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { cleanLine, cleanText, day, moment, objectIdTime, str } from './normalize';
import type { Doc } from './read-export';
import type { ImportRun } from './import-run';
import { importedImage } from './imported-image';

// The old blog posts: each one a post here, unless its bid is here already.

export async function importBlogs(run: ImportRun, docs: Doc[]): Promise<void> {
  for (const doc of docs) await run.guard('blogs', doc, () => blogRow(run, doc));
}

/** One blog post of the export. */
async function blogRow(run: ImportRun, doc: Doc): Promise<void> {
  const id = str(doc._id) || str(doc.bid);
  const bid = run.newKey('blogs', 'blog', 'bid', id, doc.bid);
  if (!bid) return;
  const created = moment(doc.createdAt) ?? objectIdTime(id) ?? new Date();
  let date = day(doc.date);
  if (!date) {
    date = created.toISOString().slice(0, 10);
    run.note('blogs', id, `publish date "${str(doc.date)}" is not a date; ${date} used`);
  }
  const images: string[] = [];
  for (const n of [1, 2, 3] as const) {
    images.push(
      await importedImage(run, { collection: 'blogs', id, field: `image${n}` }, doc[`image${n}`], 'public', null),
    );
  }
  const row = {
    bid,
    title1: cleanLine(doc.title1, 200),
    details1: cleanText(doc.details1),
    image1: images[0]!,
    title2: cleanLine(doc.title2, 200),
    details2: cleanText(doc.details2),
    image2: images[1]!,
    title3: cleanLine(doc.title3, 200),
    details3: cleanText(doc.details3),
    image3: images[2]!,
    date,
    createdAt: created,
  };
  await run.write(async (tx) => {
    const [made] = await tx.insert(blogs).values(row).returning({ id: blogs.id });
    await recordAudit(tx, {
      actor: null,
      action: 'legacy.imported',
      entityType: 'blog',
      entityId: bid,
      after: { legacyId: id, bid, title: row.title1 },
    });
    await run.remember(tx, 'blog', id, made!.id);
  });
  if (run.dryRun) await run.remember(null, 'blog', id, bid);
  run.bids.add(bid);
  run.count('blogs', 'create');
}
