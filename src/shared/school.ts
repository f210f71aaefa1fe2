import { localize } from './bilingual';
import type { Language } from './language';
import type { School } from './schemas/school';

/**
 * Helpers around the school's facts. The facts themselves are a settings record the owner edits
 * (src/shared/schemas/school.ts, `GET /api/school`), not code.
 */

/**
 * The facts written in both languages (each `x` has its Bengali twin `xBn`). Kept here, not beside
 * the schema, so public pages that show the facts need none of the validation code.
 */
export const SCHOOL_TEXT_FIELDS = ['name', 'shortName', 'address', 'hours'] as const;

/** The school's facts with each text in `language` (the other language's when that one is empty). */
export function schoolIn(school: School, language: Language): School {
  return localize(school, SCHOOL_TEXT_FIELDS, language);
}

type MapSpot = School['map'];

/** OpenStreetMap's embeddable map (no API key), a small box around the school with a marker. */
export function osmEmbedUrl(map: Pick<MapSpot, 'lat' | 'lon'>): string {
  const d = 0.006;
  const bbox = [map.lon - d, map.lat - d / 2, map.lon + d, map.lat + d / 2].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${map.lat},${map.lon}`;
}

/** The same spot on openstreetmap.org, for "open the map" links. */
export function osmLinkUrl(map: MapSpot): string {
  return `https://www.openstreetmap.org/?mlat=${map.lat}&mlon=${map.lon}#map=${map.zoom}/${map.lat}/${map.lon}`;
}
