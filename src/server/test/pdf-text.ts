import { PDFArray, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * For the tests (not part of the app): the /ActualText of every marked span on a page, words joined
 * by spaces: the text a reader copies or searches, whatever glyphs draw it.
 */
export function actualText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const source = streams
    .map((ref) => page.doc.context.lookup(ref!))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
  return [...source.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').swap16().toString('utf16le'))
    .join(' ');
}
