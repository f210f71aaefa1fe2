import { inflateSync } from 'node:zlib';

/**
 * Unpacks a WOFF 1.0 file into the TrueType/OpenType bytes it wraps (W3C WOFF 1.0, §5-6): each
 * table is zlib-compressed unless compressing did not help. HarfBuzz and PDF both want the plain
 * font, and @fontsource ships Noto Sans Bengali only as WOFF/WOFF2.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    return {
      tag: view.getUint32(o),
      offset: view.getUint32(o + 4),
      compLength: view.getUint32(o + 8),
      origLength: view.getUint32(o + 12),
      checksum: view.getUint32(o + 16),
    };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + pad4(t.origLength), 12 + 16 * numTables);
  const out = new Uint8Array(size);
  const ov = new DataView(out.buffer);
  let entrySelector = 0;
  while (1 << (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = (1 << entrySelector) * 16;
  ov.setUint32(0, flavor);
  ov.setUint16(4, numTables);
  ov.setUint16(6, searchRange);
  ov.setUint16(8, entrySelector);
  ov.setUint16(10, numTables * 16 - searchRange);
  let offset = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const raw = woff.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength < t.origLength ? inflateSync(raw) : raw;
    if (data.byteLength !== t.origLength) throw new Error('corrupt WOFF table');
    out.set(data, offset);
    const d = 12 + 16 * i;
    ov.setUint32(d, t.tag);
    ov.setUint32(d + 4, t.checksum);
    ov.setUint32(d + 8, offset);
    ov.setUint32(d + 12, t.origLength);
    offset += pad4(t.origLength);
  });
  return out;
}
