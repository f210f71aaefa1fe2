import jsQR from 'jsqr';
import { PDFName, PDFNumber, PDFRawStream, decodePDFRawStream, type PDFDocument } from 'pdf-lib';

/** Reads the QR code drawn in a PDF the way a phone camera would: from its pixels (tests only). */
export function qrIn(doc: PDFDocument): string | null {
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (obj.dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (obj.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (obj.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgbBytes = decodePDFRawStream(obj).decode();
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set(rgbBytes.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  }
  return null;
}
