import type { ImportReport } from './import';
import { COLLECTIONS } from './read-export';

/** The import's report as the operator reads it on the terminal: counts, then every row to look at. */
export function formatReport(report: ImportReport, extra: { mailRoute?: string } = {}): string {
  const lines: string[] = [];
  const verb = report.dryRun ? 'would be' : 'were';
  lines.push(report.dryRun ? 'Legacy import: DRY RUN (nothing was written)' : 'Legacy import');
  lines.push('');
  lines.push(
    `  ${'collection'.padEnd(10)}  ${['create', 'update', 'skip', 'reject'].map((h) => h.padStart(6)).join('  ')}`,
  );
  for (const c of COLLECTIONS) {
    const n = report.counts[c];
    lines.push(
      `  ${c.padEnd(10)}  ${[n.create, n.update, n.skip, n.reject].map((v) => String(v).padStart(6)).join('  ')}`,
    );
  }
  lines.push('');
  lines.push(`Rejected rows (${report.rejected.length}): not brought over`);
  for (const r of report.rejected) lines.push(`  ${r.collection} ${r.id}: ${r.reason}`);
  lines.push('');
  lines.push(`Notes (${report.notes.length}): brought over, with a change to know about`);
  for (const n of report.notes) lines.push(`  ${n.collection} ${n.id}: ${n.note}`);
  lines.push('');
  const { images } = report;
  lines.push(
    `Images: ${images.fetched} ${report.dryRun ? 'downloaded and checked' : 'fetched into uploads'}, ` +
      `${images.reused} reused, ${images.unreachable.length} unreachable`,
  );
  for (const u of images.unreachable) lines.push(`  ${u.collection} ${u.id} ${u.field}: ${u.url} (${u.reason})`);
  lines.push('');
  lines.push(
    `Set-password mails: ${report.mails.queued} ${verb} queued${extra.mailRoute ? ` (${extra.mailRoute})` : ''}`,
  );
  lines.push('');
  lines.push(`Old accounts without an e-mail address (${report.withoutEmail.length}): no account can be made`);
  for (const w of report.withoutEmail) lines.push(`  ${w.id}: ${w.detail}`);
  lines.push('');
  lines.push(...samplesSection(report));
  return lines.join('\n');
}

/** What the first start put in to try the app (sample courses, demo accounts): what went, what stayed and why. */
function samplesSection(report: ImportReport): string[] {
  const { samples } = report;
  const verb = report.dryRun ? 'would be removed' : 'removed';
  const lines = [`Samples of the first start ${verb}: the public list shows the school's own courses`];
  lines.push(`  sample courses ${verb} (${samples.removedCourses.length}):`);
  for (const c of samples.removedCourses) lines.push(`    ${c.cid} "${c.title}"`);
  lines.push(`  demo accounts ${verb} (${samples.removedAccounts.length}):`);
  for (const e of samples.removedAccounts) lines.push(`    ${e}`);
  if (samples.keptCourses.length) {
    lines.push(`  sample courses kept (${samples.keptCourses.length}): still on the public list`);
    for (const c of samples.keptCourses) lines.push(`    ${c.cid} "${c.title}": ${c.reason}`);
    lines.push(
      '    To take one off the public list: Dashboard > Manage Courses, its Delete button. Its orders keep the course as booked.',
    );
  }
  if (samples.keptAccounts.length) {
    lines.push(`  demo accounts kept (${samples.keptAccounts.length}): something was done with them here`);
    for (const a of samples.keptAccounts) lines.push(`    ${a.email}: ${a.reason}`);
  }
  lines.push('  Later starts bring neither back.');
  return lines;
}
