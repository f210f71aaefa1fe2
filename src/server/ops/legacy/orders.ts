import { orders } from '#server/db/schema/index.ts';
import { recordAudit } from '#server/lib/audit.ts';
import {
  cleanLine,
  cleanText,
  day,
  email as readEmail,
  moment,
  objectIdTime,
  oid as readOid,
  orderStatus,
  phonesIn,
  sid as readSid,
  str,
  wholeNumber,
} from './normalize';
import type { Doc } from './read-export';
import type { ImportRun } from './import-run';
import { accountFor } from './accounts';
import { importedImage } from './imported-image';

// The old bookings: each one an order here with its own copy of the course as booked, attached to
// its account when one is found (staff see it either way).

export async function importOrders(run: ImportRun, docs: Doc[]): Promise<void> {
  for (const doc of docs) await run.guard('orders', doc, () => orderRow(run, doc));
}

/** One booking of the export. */
async function orderRow(run: ImportRun, doc: Doc): Promise<void> {
  const id = str(doc._id) || str(doc.oid);
  if (run.done('order', id) !== undefined) {
    run.count('orders', 'skip');
    return;
  }
  const embedded = (doc.course && typeof doc.course === 'object' ? doc.course : {}) as Doc;
  const user = (doc.user && typeof doc.user === 'object' ? doc.user : {}) as Doc;

  let oid = readOid(doc.oid);
  if (oid && run.oidsNow.has(oid)) {
    run.reject('orders', id, `OID ${oid} appears twice in the export; the first was imported`);
    return;
  }
  if (oid && run.oids.has(oid)) {
    run.reject('orders', id, `an order ${oid} is here already`);
    return;
  }
  if (!oid) {
    oid = run.freshId('OID', run.oids);
    run.note('orders', id, `OID "${str(doc.oid)}" is not OID + 8 digits; given ${oid}`);
  }

  // The course as booked: the order's own copy, filled in from the course where it lacks a field.
  const cid = cleanLine(embedded.cid ?? doc.cid, 60);
  const course = cid ? run.cids.get(cid) : undefined;
  const title = cleanLine(embedded.title, 200) || course?.title || '';
  if (!title) {
    run.reject('orders', id, `no course title in the order and no course "${cid}"`);
    return;
  }
  if (cid && !course) run.note('orders', id, `course "${cid}" is not here; the order keeps its own copy`);
  let price = wholeNumber(embedded.price) ?? course?.price ?? null;
  if (price === null) {
    run.note('orders', id, `no readable course price ("${str(embedded.price)}"); Tk 0 recorded`);
    price = 0;
  }

  let status = orderStatus(doc.status);
  if (!status) {
    status = 'pending';
    run.note('orders', id, `unknown status "${str(doc.status)}": imported as pending`);
  }

  const account = accountFor(
    run,
    { email: doc.email, uid: doc.uid, sid: doc.sid },
    { email: user.email, uid: user.uid, sid: user.sid },
  );
  if (!account) {
    run.note('orders', id, `no account for "${str(doc.email)}": imported without one (only staff see it)`);
  }

  const phones = [...phonesIn(doc.phone1), ...phonesIn(doc.phone2)].filter((p, i, all) => all.indexOf(p) === i);
  const phone1 = phones[0] ?? cleanLine(doc.phone1, 40);
  if (!phones[0])
    run.note('orders', id, `phone1 "${cleanLine(doc.phone1, 40)}" is not a Bangladeshi mobile number; kept as written`);
  if (str(doc.phone2) && phonesIn(doc.phone2).length === 0) {
    run.note('orders', id, `phone2 "${cleanLine(doc.phone2, 40)}" is not a Bangladeshi mobile number; left out`);
  }
  if (phones.length > 2) run.note('orders', id, `more than two numbers; ${phones.slice(2).join(', ')} left out`);
  const emergency = run.phone('orders', id, 'emergency', doc.emergency);

  const created = moment(doc.createdAt) ?? objectIdTime(id) ?? new Date();
  let sdate = day(doc.sdate);
  if (!sdate) {
    sdate = created.toISOString().slice(0, 10);
    run.note('orders', id, `start date "${str(doc.sdate)}" is not a date; ${sdate} (the booking day) used`);
  }

  const courseImage = embedded.image
    ? await importedImage(run, { collection: 'orders', id, field: 'course.image' }, embedded.image, 'public', null)
    : (course?.image ?? '');
  const nidImage = await importedImage(
    run,
    { collection: 'orders', id, field: 'image' },
    doc.image ?? doc.nidImage,
    'private',
    account?.userId ?? null,
  );

  const row = {
    oid,
    userId: account && !account.userId.startsWith('new:') ? account.userId : null,
    sid: account?.sid ?? readSid(doc.sid) ?? readSid(user.sid) ?? '',
    courseCid: cid,
    courseTitle: title,
    coursePrice: price,
    courseImage,
    courseDuration: cleanLine(embedded.duration, 100) || course?.duration || '',
    courseLesson: wholeNumber(embedded.lesson) ?? course?.lesson ?? 0,
    name: cleanLine(doc.name, 100) || account?.name || '',
    email: account?.email ?? readEmail(doc.email) ?? readEmail(user.email) ?? '',
    phone1,
    phone2: phones[1] ?? null,
    fname: cleanLine(doc.fname, 100),
    mname: cleanLine(doc.mname, 100),
    address: cleanText(doc.address, 300),
    emergency: emergency.first,
    sdate,
    cupon: cleanLine(doc.cupon, 40) || null,
    status,
    nidImage,
    createdAt: created,
  };
  await run.write(async (tx) => {
    const [made] = await tx.insert(orders).values(row).returning({ id: orders.id });
    await recordAudit(tx, {
      actor: null,
      action: 'legacy.imported',
      entityType: 'order',
      entityId: oid,
      after: { legacyId: id, oid, sid: row.sid, course: cid, price, status },
    });
    await run.remember(tx, 'order', id, made!.id);
  });
  if (run.dryRun) await run.remember(null, 'order', id, oid);
  run.oidsNow.add(oid);
  run.oids.add(oid);
  run.count('orders', 'create');
}
