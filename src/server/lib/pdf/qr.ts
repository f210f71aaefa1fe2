import type { PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { ShapedPdf } from './shaped-pdf';

/**
 * Draws `text` (an address a phone's camera opens) as a QR code, `size` points square, with its
 * lower left corner at (x, y). Medium error correction, so a crease or a smudge on a printed page
 * still scans.
 */
export async function drawQrCode(
  pdf: ShapedPdf,
  page: PDFPage,
  text: string,
  { x, y, size }: { x: number; y: number; size: number },
): Promise<void> {
  const png = await QRCode.toBuffer(text, { type: 'png', margin: 2, scale: 8, errorCorrectionLevel: 'M' });
  page.drawImage(await pdf.doc.embedPng(png), { x, y, width: size, height: size });
}
