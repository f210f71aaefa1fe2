import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ShapingFont } from './shaped-pdf';
import { woffToSfnt } from './woff';

/** The faces a PDF draws with, each a list tried in order for every character. */
export interface FontSet {
  regular: ShapingFont[];
  bold: ShapingFont[];
}

/**
 * Noto Sans Bengali from @fontsource (a dependency, so no system font is needed): its Bengali
 * subset first, its Latin subset for the rest.
 */
export function loadNotoSansBengali(): FontSet {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
  const load = (subset: 'bengali' | 'latin', weight: 400 | 700, name: string) =>
    new ShapingFont(name, woffToSfnt(readFileSync(join(dir, `noto-sans-bengali-${subset}-${weight}-normal.woff`))));
  return {
    regular: [load('bengali', 400, 'NotoSansBengali-Regular'), load('latin', 400, 'NotoSansBengali-Regular-Latin')],
    bold: [load('bengali', 700, 'NotoSansBengali-Bold'), load('latin', 700, 'NotoSansBengali-Bold-Latin')],
  };
}
