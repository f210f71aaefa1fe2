/**
 * The school's own facts, in ONE place: every page, the footer, the PDF and the e-mails read them
 * from here. They are SAMPLE values (the real ones were not part of the brief): replace them with
 * the school's before going live. The address a contact message is delivered to is the server
 * setting SCHOOL_EMAIL (src/server/config.ts), whose default is the same sample address.
 */
export const SCHOOL = {
  name: 'Khulna Driving & Mechanical Training School',
  shortName: 'Khulna Driving School',
  nameBn: 'খুলনা ড্রাইভিং অ্যান্ড মেকানিক্যাল ট্রেনিং স্কুল',
  /** SAMPLE address. */
  address: 'House 1, Sample Road, Sonadanga, Khulna 9100, Bangladesh',
  addressBn: 'বাড়ি ১, স্যাম্পল রোড, সোনাডাঙ্গা, খুলনা ৯১০০',
  /** SAMPLE numbers: `display` is shown, `tel` goes into tel: links. */
  phones: [
    { display: '+880 1700-000000', tel: '+8801700000000' },
    { display: '+880 1800-000000', tel: '+8801800000000' },
  ],
  /** SAMPLE e-mail (the .example domain can never be a real mailbox). */
  email: 'office@khulnadriving.example',
  /** SAMPLE mobile-banking number shown on the booking page. */
  paymentNumber: '+880 1900-000000',
  /** Where the map is centred: Khulna city (SAMPLE spot; set the school's own coordinate). */
  map: { lat: 22.8456, lon: 89.5403, zoom: 16 },
  /**
   * Registration numbers as the school's material quotes them. The product spec cites both and
   * notes that its sources disagree; which one is current is for the school to confirm
   * (docs/decisions/0012-school-facts.md). Every page shows them from here.
   */
  registrationNumbers: ['139/2019', '116/2018'],
  established: 2018,
  /** SAMPLE social pages. */
  social: {
    facebook: 'https://www.facebook.com/khulna.driving.school.sample',
    youtube: 'https://www.youtube.com/@khulna.driving.school.sample',
  },
  /** Home-page counters: 1200 graduated and 1 branch are the school's figures; the other two are SAMPLES. */
  counters: { graduated: 1200, instructors: 12, students: 150, branches: 1 },
  /** Home-page statistics block: SAMPLE figures for the school to replace. */
  statistics: { firstAttemptPassPercent: 92, womenTraineesPercent: 30, lessonHoursPerMonth: 900 },
} as const;

export type School = typeof SCHOOL;

/** OpenStreetMap's embeddable map (no API key), a small box around the school with a marker. */
export function osmEmbedUrl(map: { lat: number; lon: number } = SCHOOL.map): string {
  const d = 0.006;
  const bbox = [map.lon - d, map.lat - d / 2, map.lon + d, map.lat + d / 2].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${map.lat},${map.lon}`;
}

/** The same spot on openstreetmap.org, for "open the map" links. */
export function osmLinkUrl(map: { lat: number; lon: number; zoom: number } = SCHOOL.map): string {
  return `https://www.openstreetmap.org/?mlat=${map.lat}&mlon=${map.lon}#map=${map.zoom}/${map.lat}/${map.lon}`;
}
