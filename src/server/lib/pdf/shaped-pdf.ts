/**
 * PDF text in complex scripts (Bengali) without a browser: HarfBuzz (compiled to WebAssembly,
 * the shaper Chromium itself uses) turns text into positioned glyphs (conjuncts, reordered vowel
 * signs, reph, mark positioning), and we write those glyph ids straight into the PDF with the font
 * embedded as a CIDFontType2 (Identity-H), plus a ToUnicode map so the text stays selectable and
 * searchable. pdf-lib only serialises the objects; its own text drawing is not used because it
 * maps characters to glyphs one to one, which breaks Bengali. See docs/decisions/0011.
 */
import * as hb from 'harfbuzzjs';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFPage,
  PDFRef,
  PDFString,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFArray,
} from 'pdf-lib';

export interface FontMetrics {
  upem: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
}

/** One font file, ready for shaping and embedding. Tracks the glyphs a document used. */
export class ShapingFont {
  readonly metrics: FontMetrics;
  readonly hbFont: hb.Font;
  private readonly coverage: Set<number>;
  private readonly nominal = new Map<number, number>(); // glyph id → the code point it is the plain glyph of
  /** glyph id → advance in font units, for the PDF's /W array. */
  readonly usedGlyphs = new Map<number, number>();
  /** glyph id → the text it stands for, for the PDF's /ToUnicode map. */
  readonly glyphText = new Map<number, string>();

  constructor(
    /** PostScript-style name written into the PDF, e.g. NotoSansBengali-Bold. */
    readonly postscriptName: string,
    readonly sfnt: Uint8Array,
  ) {
    const face = new hb.Face(new hb.Blob(sfnt), 0);
    this.hbFont = new hb.Font(face);
    this.coverage = new Set(face.collectUnicodes());
    for (const cp of this.coverage) {
      const gid = this.hbFont.nominalGlyph(cp);
      if (gid !== undefined && !this.nominal.has(gid)) this.nominal.set(gid, cp);
    }
    this.metrics = readMetrics(face);
  }

  covers(codePoint: number): boolean {
    return this.coverage.has(codePoint);
  }

  /** Plain code point of a glyph that is some character's ordinary form; undefined for conjuncts etc. */
  nominalCodePoint(gid: number): number | undefined {
    return this.nominal.get(gid);
  }
}

function readMetrics(face: hb.Face): FontMetrics {
  const table = (tag: string) => {
    const bytes = face.referenceTable(tag);
    if (!bytes) throw new Error(`font has no ${tag} table`);
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  const head = table('head');
  const hhea = table('hhea');
  const os2 = table('OS/2');
  const upem = head.getUint16(18);
  const version = os2.getUint16(0);
  const ascent = hhea.getInt16(4);
  return {
    upem,
    ascent,
    descent: hhea.getInt16(6),
    capHeight: version >= 2 && os2.byteLength >= 90 ? os2.getInt16(88) : Math.round(ascent * 0.7),
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
  };
}

export interface PositionedGlyph {
  font: ShapingFont;
  gid: number;
  /** Pen position of this glyph, in points from the run's origin (baseline, left). */
  x: number;
  y: number;
}

export interface ShapedRun {
  /** The text these glyphs show, written to the PDF as /ActualText for copy and search. */
  text: string;
  glyphs: PositionedGlyph[];
  /** Advance width of the whole run, in points. */
  width: number;
}

/**
 * Shapes `text` at `size` points. `fonts` is a fallback list: each character goes to the font
 * already in use when that font has it, else to the first font in the list that has it, so a
 * Bengali sentence with a Latin "?" shapes as one Bengali run plus a Latin one. A character no
 * font has is an error (never a silent empty box).
 */
export function shapeText(text: string, fonts: readonly ShapingFont[], size: number): ShapedRun {
  const glyphs: PositionedGlyph[] = [];
  let penX = 0;
  for (const run of itemize(text, fonts)) {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(run.font.hbFont, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const scale = size / run.font.metrics.upem;
    recordGlyphText(run.font, run.text, infos);
    infos.forEach((info, i) => {
      const pos = positions[i]!;
      if (info.codepoint === 0) {
        throw new Error(`"${run.text}" shaped to a missing glyph in ${run.font.postscriptName}`);
      }
      glyphs.push({
        font: run.font,
        gid: info.codepoint,
        x: penX + pos.xOffset * scale,
        y: pos.yOffset * scale,
      });
      if (!run.font.usedGlyphs.has(info.codepoint)) run.font.usedGlyphs.set(info.codepoint, pos.xAdvance);
      penX += pos.xAdvance * scale;
    });
  }
  return { text, glyphs, width: penX };
}

function itemize(text: string, fonts: readonly ShapingFont[]): Array<{ font: ShapingFont; text: string }> {
  const runs: Array<{ font: ShapingFont; text: string }> = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    if (current?.font.covers(cp)) {
      current.text += ch;
      continue;
    }
    const font = fonts.find((f) => f.covers(cp));
    if (!font) {
      throw new Error(`no font has U+${cp.toString(16).toUpperCase().padStart(4, '0')} ("${ch}") in "${text}"`);
    }
    runs.push({ font, text: ch });
  }
  return runs;
}

/**
 * ToUnicode, the fallback for readers that ignore /ActualText: a glyph that is the ordinary form of
 * a character of its cluster maps to that character. Any other glyph (a conjunct, a contextual
 * vowel-sign form) maps to the part of its cluster's text (canonically decomposed, so ো is ে + া)
 * that the ordinary glyphs do not account for, so "ক্ষ" maps back to ক্ষ. A glyph id has one entry
 * for the whole document: the first meaning seen wins.
 */
function recordGlyphText(
  font: ShapingFont,
  text: string,
  infos: ReadonlyArray<{ codepoint: number; cluster: number }>,
) {
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
  for (const [n, start] of starts.entries()) {
    const clusterText = text.slice(start, starts[n + 1] ?? text.length).normalize('NFD');
    const members = infos.filter((g) => g.cluster === start).map((g) => g.codepoint);
    let rest = clusterText;
    const plain = (gid: number) => {
      const cp = font.nominalCodePoint(gid);
      return cp !== undefined && clusterText.includes(String.fromCodePoint(cp)) ? cp : undefined;
    };
    for (const gid of members) {
      const cp = plain(gid);
      if (cp === undefined) continue;
      if (!font.glyphText.has(gid)) font.glyphText.set(gid, String.fromCodePoint(cp));
      rest = rest.replace(String.fromCodePoint(cp), '');
    }
    const others = members.filter((gid) => plain(gid) === undefined);
    others.forEach((gid, i) => {
      if (!font.glyphText.has(gid)) font.glyphText.set(gid, i === 0 ? rest : '');
    });
  }
}

export type Rgb = readonly [number, number, number];

/**
 * A PDF under construction whose text is shaped glyphs. Fonts are embedded when `save` runs, once
 * every glyph the pages use is known (for the widths and the ToUnicode map).
 */
export class ShapedPdf {
  private readonly fonts = new Map<ShapingFont, { resource: string; ref: PDFRef }>();

  private constructor(readonly doc: PDFDocument) {}

  static async create(meta: { title: string; author: string; subject: string; language: string }): Promise<ShapedPdf> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(meta.author);
    doc.setSubject(meta.subject);
    doc.setLanguage(meta.language);
    doc.setCreator(meta.author);
    doc.setProducer('HarfBuzz + pdf-lib');
    return new ShapedPdf(doc);
  }

  /** Draws a shaped run with its origin (left end of the baseline) at x, y in points. */
  drawRun(page: PDFPage, run: ShapedRun, x: number, y: number, size: number, color: Rgb = [0, 0, 0]): void {
    if (run.glyphs.length === 0) return;
    // Marked content with /ActualText (PDF 32000 §14.9.4): copy, search and screen readers get the
    // real text, whatever order the shaped glyphs are drawn in. It opens after the first text
    // position is set, so readers place the text where it is drawn.
    const actualText = `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`;
    const first = run.glyphs[0]!;
    const ops = [
      pushGraphicsState(),
      setFillingRgbColor(...color),
      beginText(),
      setFontAndSize(this.fontResource(page, first.font), size),
      setTextMatrix(1, 0, 0, 1, round(x + first.x), round(y + first.y)),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), actualText]),
    ];
    let currentFont = first.font;
    for (const g of run.glyphs) {
      if (g.font !== currentFont) {
        currentFont = g.font;
        ops.push(setFontAndSize(this.fontResource(page, g.font), size));
      }
      ops.push(
        setTextMatrix(1, 0, 0, 1, round(x + g.x), round(y + g.y)),
        showText(PDFHexString.of(g.gid.toString(16).padStart(4, '0'))),
      );
    }
    ops.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent), endText(), popGraphicsState());
    page.pushOperators(...ops);
  }

  private fontResource(page: PDFPage, font: ShapingFont): string {
    let entry = this.fonts.get(font);
    if (!entry) {
      entry = { resource: `F${this.fonts.size + 1}`, ref: this.doc.context.nextRef() };
      this.fonts.set(font, entry);
    }
    page.node.setFontDictionary(PDFName.of(entry.resource), entry.ref);
    return entry.resource;
  }

  async save(): Promise<Uint8Array> {
    for (const [font, { ref }] of this.fonts) this.embedFont(font, ref);
    return this.doc.save({ useObjectStreams: true });
  }

  private embedFont(font: ShapingFont, ref: PDFRef): void {
    const ctx = this.doc.context;
    const toPdf = (v: number) => Math.round((v * 1000) / font.metrics.upem);
    const fontFile = ctx.flateStream(font.sfnt, { Length1: font.sfnt.byteLength });
    const descriptor = ctx.obj({
      Type: 'FontDescriptor',
      FontName: font.postscriptName,
      Flags: 4,
      FontBBox: font.metrics.bbox.map(toPdf),
      ItalicAngle: 0,
      Ascent: toPdf(font.metrics.ascent),
      Descent: toPdf(font.metrics.descent),
      CapHeight: toPdf(font.metrics.capHeight),
      StemV: 80,
      FontFile2: ctx.register(fontFile),
    });
    const widths: Array<number | PDFArray> = [];
    for (const gid of [...font.usedGlyphs.keys()].sort((a, b) => a - b)) {
      widths.push(gid, ctx.obj([toPdf(font.usedGlyphs.get(gid)!)]));
    }
    const cidFont = ctx.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: font.postscriptName,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: ctx.register(descriptor),
      W: ctx.obj(widths.map((w) => (typeof w === 'number' ? PDFNumber.of(w) : w))),
      CIDToGIDMap: 'Identity',
    });
    const toUnicode = ctx.flateStream(toUnicodeCMap(font.glyphText));
    ctx.assign(
      ref,
      ctx.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: font.postscriptName,
        Encoding: 'Identity-H',
        DescendantFonts: [ctx.register(cidFont)],
        ToUnicode: ctx.register(toUnicode),
      }),
    );
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex.toUpperCase();
}

/** A ToUnicode CMap (PDF 32000 §9.10.3) with one bfchar entry per glyph that stands for some text. */
export function toUnicodeCMap(glyphText: ReadonlyMap<number, string>): string {
  const entries = [...glyphText.entries()].filter(([, t]) => t.length > 0).sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk
        .map(([gid, t]) => `<${gid.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(t)}>`)
        .join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
