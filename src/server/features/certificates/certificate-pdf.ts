/**
 * A certificate as a PDF: one A4 landscape page, every line in Bengali and English, the school's
 * name as its facts say, the student, the course, the sessions attended, the day of issue and the
 * issuer, and a QR code that opens the public check of its serial. Built with the packaged Noto
 * Sans Bengali font, like the receipt, so it needs no browser and no system fonts.
 */
import { rgb } from 'pdf-lib';
import { textIn } from '#shared/bilingual.ts';
import type { Certificate } from '#shared/schemas/batch.ts';
import type { School } from '#shared/schemas/school.ts';
import { loadNotoSansBengali, type FontSet } from '#server/lib/pdf/fonts.ts';
import { ShapedPdf, shapeText, type Rgb } from '#server/lib/pdf/shaped-pdf.ts';
import { drawQrCode } from '#server/lib/pdf/qr.ts';

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const BRAND: Rgb = [0.059, 0.463, 0.431];
const INK: Rgb = [0.12, 0.16, 0.22];
const MUTED: Rgb = [0.36, 0.4, 0.46];
const QR_SIZE = 110;

const dayIn = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const countBn = (n: number) => new Intl.NumberFormat('bn-BD').format(n);

export async function buildCertificatePdf(opts: {
  school: Pick<School, 'name' | 'nameBn' | 'address' | 'addressBn'>;
  certificate: Certificate;
  fonts?: FontSet;
}): Promise<Uint8Array> {
  const { school, certificate: c } = opts;
  const fonts = opts.fonts ?? loadNotoSansBengali();
  const pdf = await ShapedPdf.create({
    title: `Certificate ${c.serial}`,
    author: school.name,
    subject: `${school.name}: certificate ${c.serial} for ${c.studentName}`,
    language: 'bn',
  });
  const [width, height] = A4_LANDSCAPE;
  const page = pdf.doc.addPage(A4_LANDSCAPE);
  // A double frame in the school's colour.
  for (const [inset, thickness] of [
    [18, 3],
    [26, 0.8],
  ] as const)
    page.drawRectangle({
      x: inset,
      y: inset,
      width: width - 2 * inset,
      height: height - 2 * inset,
      borderColor: rgb(...BRAND),
      borderWidth: thickness,
    });

  let y = height - 70;
  /** A line centred on the page; moves down by its leading. */
  const centred = (text: string, size: number, opt: { bold?: boolean; color?: Rgb; gap?: number } = {}) => {
    const run = shapeText(text, opt.bold ? fonts.bold : fonts.regular, size);
    pdf.drawRun(page, run, (width - run.width) / 2, y - size, size, opt.color ?? INK);
    y -= size * (opt.gap ?? 1.5);
  };

  centred(textIn('bn', school.name, school.nameBn), 22, { bold: true, color: BRAND, gap: 1.35 });
  centred(school.name, 13, { color: MUTED, gap: 1.3 });
  const address = textIn('bn', school.address, school.addressBn);
  if (address) centred(address, 10, { color: MUTED });
  y -= 14;
  centred('প্রশিক্ষণ সনদপত্র', 30, { bold: true, gap: 1.3 });
  centred('Certificate of training', 16, { color: MUTED, gap: 1.8 });
  centred('এই মর্মে প্রত্যয়ন করা যাচ্ছে যে / This is to certify that', 12, { color: MUTED, gap: 1.6 });
  centred(c.studentName, 26, { bold: true, color: BRAND, gap: 1.4 });
  centred(`শিক্ষার্থী আইডি / Student ID: ${c.sid}`, 11, { color: MUTED, gap: 1.8 });
  const courseBn = c.courseTitleBn || c.courseTitle;
  centred(`“${courseBn}” কোর্সটি সম্পন্ন করেছেন এবং ${countBn(c.sessionsAttended)}টি ক্লাসে অংশ নিয়েছেন।`, 14, {
    gap: 1.5,
  });
  centred(
    `has completed the course “${c.courseTitle}”, attending ${c.sessionsAttended} session${c.sessionsAttended === 1 ? '' : 's'}.`,
    12,
    { color: MUTED, gap: 2.2 },
  );

  // Bottom left: issued on and by; bottom right: the QR code and the serial.
  const left = 70;
  let ly = 150;
  const at = (text: string, size: number, x: number, yy: number, color: Rgb = INK, bold = false) =>
    pdf.drawRun(page, shapeText(text, bold ? fonts.bold : fonts.regular, size), x, yy, size, color);
  at(`প্রদানের তারিখ: ${dayIn('bn-BD', c.issuedOn)}`, 12, left, ly, INK, true);
  ly -= 17;
  at(`Issued on ${dayIn('en-GB', c.issuedOn)}`, 10.5, left, ly, MUTED);
  ly -= 34;
  page.drawLine({
    start: { x: left, y: ly + 14 },
    end: { x: left + 220, y: ly + 14 },
    thickness: 0.8,
    color: rgb(...MUTED),
  });
  at(c.issuerName, 12, left, ly, INK, true);
  ly -= 16;
  at('প্রদানকারী / Issued by', 10, left, ly, MUTED);

  const qrX = width - 70 - QR_SIZE;
  await drawQrCode(pdf, page, c.verifyUrl, { x: qrX, y: 80, size: QR_SIZE });
  const serialLine = `সিরিয়াল / Serial: ${c.serial}`;
  const run = shapeText(serialLine, fonts.bold, 10.5);
  pdf.drawRun(page, run, qrX + QR_SIZE - run.width, 62, 10.5, INK);
  const check = shapeText('স্ক্যান করে যাচাই করুন / Scan to verify', fonts.regular, 9);
  pdf.drawRun(page, check, qrX + QR_SIZE - check.width, 48, 9, MUTED);
  const url = shapeText(c.verifyUrl, fonts.regular, 8);
  pdf.drawRun(page, url, qrX + QR_SIZE - url.width, 36, 8, BRAND);
  return pdf.save();
}
