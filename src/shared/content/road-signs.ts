/**
 * The road signs a student learns, as the Bangladesh road sign manual draws them: mandatory
 * (prohibitory signs in a red ring, compulsory ones on a blue disc, STOP and GIVE WAY), warning
 * (a red-bordered triangle) and information (a blue square). Each has its meaning in English and
 * Bengali and its picture as SVG written here, which the server serves at /signs/<id>.svg. The sign
 * pages list them (GET /api/signs) and the question bank asks about them.
 */
export type SignCategory = 'mandatory' | 'warning' | 'informative';

export interface RoadSignDrawing {
  id: string;
  category: SignCategory;
  en: string;
  enMeaning: string;
  bn: string;
  bnMeaning: string;
  /** The picture: an SVG document on a 100 × 100 box. */
  svg: string;
}

// ── Drawing helpers: the frames of the Bangladesh road sign manual, on a 100 × 100 box ──
const RED = '#c8102e';
const BLUE = '#0057a8';
const INK = '#111';
const svg = (label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${label}">${body}</svg>`;
const EDGE = '<circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/>';
/** Prohibitory: a red ring on white, the symbol in black, struck through when it names a thing forbidden. */
const prohibit = (label: string, symbol: string, strike = true) =>
  svg(
    label,
    `${EDGE}<circle cx="50" cy="50" r="42.5" fill="#fff" stroke="${RED}" stroke-width="10"/>${symbol}${
      strike ? `<path d="M22 22 78 78" stroke="${RED}" stroke-width="8"/>` : ''
    }`,
  );
/** Compulsory: a blue disc, the symbol in white. */
const compulsory = (label: string, symbol: string) =>
  svg(label, `${EDGE}<circle cx="50" cy="50" r="47" fill="${BLUE}"/>${symbol}`);
/** Warning: a red-bordered triangle, the symbol in black, drawn in the triangle's lower middle. */
const warning = (label: string, symbol: string) =>
  svg(
    label,
    `<path d="M50 12 91 83H9Z" fill="#fff" stroke="${RED}" stroke-width="9" stroke-linejoin="round"/><g transform="translate(50 60) scale(.42) translate(-50 -50)">${symbol}</g>`,
  );
/** Information: a blue square with a white rule, the symbol on it. */
const information = (label: string, symbol: string) =>
  svg(
    label,
    `<rect x="3" y="3" width="94" height="94" rx="9" fill="${BLUE}" stroke="#cbd5e1" stroke-width=".6"/><rect x="7" y="7" width="86" height="86" rx="6" fill="none" stroke="#fff" stroke-width="2.5"/>${symbol}`,
  );
const text = (value: string, color: string, size = 34, y = 62) =>
  `<text x="50" y="${y}" fill="${color}" font-family="Arial,Helvetica,sans-serif" font-weight="bold" font-size="${size}" text-anchor="middle">${value}</text>`;

// Symbols, each on the 100 × 100 box, in `c` (a colour).
const arrowUp = (c: string) => `<path d="M50 16 72 42H58v40H42V42H28z" fill="${c}"/>`;
const turn = (c: string, right: boolean) =>
  `<g${right ? ' transform="translate(100 0) scale(-1 1)"' : ''}><path d="M58 82V50q0-12-12-12h-8" fill="none" stroke="${c}" stroke-width="10"/><path d="M40 24v28L21 38z" fill="${c}"/></g>`;
const car = (c: string) =>
  `<g fill="${c}"><path d="M30 38h26l6 12H24z"/><rect x="18" y="49" width="52" height="15" rx="3"/><circle cx="29" cy="66" r="6"/><circle cx="59" cy="66" r="6"/></g>`;
const truck = (c: string) =>
  `<g fill="${c}"><rect x="14" y="34" width="44" height="30" rx="2"/><path d="M60 44h14l10 10v10H60z"/><circle cx="26" cy="68" r="6"/><circle cx="72" cy="68" r="6"/></g>`;
const bicycle = (c: string) =>
  `<g fill="none" stroke="${c}" stroke-width="4.5" stroke-linejoin="round"><circle cx="30" cy="62" r="12"/><circle cx="70" cy="62" r="12"/><path d="M30 62 42 40h22l6 22M42 40l14 22h-26M62 34l2 6M38 36h9"/></g>`;
const rickshaw = (c: string) =>
  `<g fill="none" stroke="${c}" stroke-width="4.5" stroke-linejoin="round"><circle cx="26" cy="64" r="10"/><circle cx="62" cy="64" r="10"/><circle cx="78" cy="64" r="10"/><path d="M26 64 38 44h14l10 20M52 44h18l4 10M58 30h20v14"/></g>`;
const person = (c: string) =>
  `<g fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M50 36 46 58 36 80M46 58l12 22M48 42l-12 10M48 42l14 8"/></g><circle cx="51" cy="25" r="7" fill="${c}"/>`;
const cyclist = (c: string) =>
  `${bicycle(c)}<circle cx="50" cy="22" r="6" fill="${c}"/><path d="M50 28 46 42 56 52" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;

/** The signs drawn here, beside the ones kept from the first sign pages. */
export const MORE_SIGNS: readonly RoadSignDrawing[] = [
  // ── Mandatory: prohibitions ──
  {
    id: 'no-left-turn',
    category: 'mandatory',
    en: 'No left turn',
    enMeaning: 'Turning left is not allowed here.',
    bn: 'বামে মোড় নেওয়া নিষেধ',
    bnMeaning: 'এখানে বাম দিকে মোড় নেওয়া যাবে না।',
    svg: prohibit('no left turn', turn(INK, false)),
  },
  {
    id: 'no-cycles',
    category: 'mandatory',
    en: 'Cycles prohibited',
    enMeaning: 'Bicycles may not use this road.',
    bn: 'সাইকেল চলাচল নিষেধ',
    bnMeaning: 'এই রাস্তায় সাইকেল চালানো যাবে না।',
    svg: prohibit('cycles prohibited', bicycle(INK)),
  },
  {
    id: 'no-rickshaws',
    category: 'mandatory',
    en: 'Rickshaws prohibited',
    enMeaning: 'Rickshaws and vans may not use this road.',
    bn: 'রিকশা চলাচল নিষেধ',
    bnMeaning: 'এই রাস্তায় রিকশা ও ভ্যান চলাচল করতে পারবে না।',
    svg: prohibit('rickshaws prohibited', rickshaw(INK)),
  },
  {
    id: 'no-trucks',
    category: 'mandatory',
    en: 'Trucks prohibited',
    enMeaning: 'Goods vehicles may not use this road.',
    bn: 'ট্রাক চলাচল নিষেধ',
    bnMeaning: 'এই রাস্তায় মালবাহী যানবাহন চলাচল করতে পারবে না।',
    svg: prohibit('trucks prohibited', truck(INK)),
  },
  {
    id: 'no-motor-vehicles',
    category: 'mandatory',
    en: 'Motor vehicles prohibited',
    enMeaning: 'No motor vehicle may use this road.',
    bn: 'মোটরযান চলাচল নিষেধ',
    bnMeaning: 'এই রাস্তায় কোনো মোটরযান চলতে পারবে না।',
    svg: prohibit('motor vehicles prohibited', car(INK)),
  },
  {
    id: 'no-vehicles',
    category: 'mandatory',
    en: 'Closed to all vehicles',
    enMeaning: 'No vehicle of any kind may enter, in either direction.',
    bn: 'সব যানবাহন চলাচল নিষেধ',
    bnMeaning: 'কোনো দিক থেকেই কোনো ধরনের যানবাহন ঢুকতে পারবে না।',
    svg: prohibit('closed to all vehicles', '', false),
  },
  {
    id: 'no-stopping',
    category: 'mandatory',
    en: 'No stopping',
    enMeaning: 'Do not stop here, not even for a moment to pick up or set down.',
    bn: 'থামা নিষেধ',
    bnMeaning: 'এখানে যাত্রী ওঠানামার জন্যও এক মুহূর্ত থামা যাবে না।',
    svg: svg(
      'no stopping',
      `${EDGE}<circle cx="50" cy="50" r="42.5" fill="${BLUE}" stroke="${RED}" stroke-width="10"/><path d="M24 24 76 76M76 24 24 76" stroke="${RED}" stroke-width="8"/>`,
    ),
  },
  {
    id: 'speed-limit-20',
    category: 'mandatory',
    en: 'Speed limit 20 km/h',
    enMeaning: 'Do not drive faster than 20 kilometres per hour, as near schools and markets.',
    bn: 'সর্বোচ্চ গতিসীমা ২০ কিমি/ঘণ্টা',
    bnMeaning: 'ঘণ্টায় ২০ কিলোমিটারের বেশি গতিতে চালানো যাবে না, যেমন স্কুল ও বাজারের কাছে।',
    svg: prohibit('speed limit 20', text('20', INK, 40, 64), false),
  },
  {
    id: 'speed-limit-80',
    category: 'mandatory',
    en: 'Speed limit 80 km/h',
    enMeaning: 'Do not drive faster than 80 kilometres per hour, as on a highway.',
    bn: 'সর্বোচ্চ গতিসীমা ৮০ কিমি/ঘণ্টা',
    bnMeaning: 'ঘণ্টায় ৮০ কিলোমিটারের বেশি গতিতে চালানো যাবে না, যেমন মহাসড়কে।',
    svg: prohibit('speed limit 80', text('80', INK, 40, 64), false),
  },
  {
    id: 'height-limit',
    category: 'mandatory',
    en: 'Height limit 4.5 m',
    enMeaning: 'Vehicles taller than 4.5 metres, load included, may not pass.',
    bn: 'উচ্চতাসীমা ৪.৫ মিটার',
    bnMeaning: 'মালসহ ৪.৫ মিটারের বেশি উঁচু যানবাহন যেতে পারবে না।',
    svg: prohibit(
      'height limit 4.5 metres',
      `<path d="M50 16l8 10H42zM50 84l8-10H42z" fill="${INK}"/>${text('4.5m', INK, 24, 59)}`,
      false,
    ),
  },
  {
    id: 'weight-limit',
    category: 'mandatory',
    en: 'Weight limit 10 t',
    enMeaning: 'Vehicles weighing more than 10 tonnes with their load may not pass, as on a weak bridge.',
    bn: 'ওজনসীমা ১০ টন',
    bnMeaning: 'মালসহ ১০ টনের বেশি ভারী যানবাহন যেতে পারবে না, যেমন দুর্বল সেতুতে।',
    svg: prohibit('weight limit 10 tonnes', text('10t', INK, 34, 62), false),
  },
  {
    id: 'width-limit',
    category: 'mandatory',
    en: 'Width limit 2 m',
    enMeaning: 'Vehicles wider than 2 metres may not pass.',
    bn: 'প্রস্থসীমা ২ মিটার',
    bnMeaning: '২ মিটারের বেশি চওড়া যানবাহন যেতে পারবে না।',
    svg: prohibit(
      'width limit 2 metres',
      `<path d="M16 50l10-8v16zM84 50l-10-8v16z" fill="${INK}"/>${text('2m', INK, 26, 59)}`,
      false,
    ),
  },
  // ── Mandatory: what to do ──
  {
    id: 'turn-right-only',
    category: 'mandatory',
    en: 'Turn right only',
    enMeaning: 'Vehicles must turn right at this point.',
    bn: 'শুধু ডানে মোড় নিন',
    bnMeaning: 'এখানে যানবাহনকে অবশ্যই ডান দিকে মোড় নিতে হবে।',
    svg: compulsory('turn right only', turn('#fff', true)),
  },
  {
    id: 'ahead-only',
    category: 'mandatory',
    en: 'Ahead only',
    enMeaning: 'Vehicles must go straight on; no turning.',
    bn: 'শুধু সোজা চলুন',
    bnMeaning: 'যানবাহনকে সোজা যেতে হবে; মোড় নেওয়া যাবে না।',
    svg: compulsory('ahead only', arrowUp('#fff')),
  },
  {
    id: 'ahead-or-left',
    category: 'mandatory',
    en: 'Ahead or turn left',
    enMeaning: 'Go straight on or turn left; no other way.',
    bn: 'সোজা অথবা বামে চলুন',
    bnMeaning: 'সোজা যান অথবা বামে মোড় নিন; অন্য দিকে নয়।',
    svg: compulsory(
      'ahead or turn left',
      `<path d="M58 84V22" stroke="#fff" stroke-width="9"/><path d="M58 12l12 16H46z" fill="#fff"/><path d="M58 60q0-12-12-12h-6" fill="none" stroke="#fff" stroke-width="9"/><path d="M42 36v24L25 48z" fill="#fff"/>`,
    ),
  },
  {
    id: 'ahead-or-right',
    category: 'mandatory',
    en: 'Ahead or turn right',
    enMeaning: 'Go straight on or turn right; no other way.',
    bn: 'সোজা অথবা ডানে চলুন',
    bnMeaning: 'সোজা যান অথবা ডানে মোড় নিন; অন্য দিকে নয়।',
    svg: compulsory(
      'ahead or turn right',
      `<g transform="translate(100 0) scale(-1 1)"><path d="M58 84V22" stroke="#fff" stroke-width="9"/><path d="M58 12l12 16H46z" fill="#fff"/><path d="M58 60q0-12-12-12h-6" fill="none" stroke="#fff" stroke-width="9"/><path d="M42 36v24L25 48z" fill="#fff"/></g>`,
    ),
  },
  {
    id: 'keep-right',
    category: 'mandatory',
    en: 'Keep right',
    enMeaning: 'Pass on the right side of the sign or obstruction.',
    bn: 'ডান দিক দিয়ে চলুন',
    bnMeaning: 'চিহ্ন বা প্রতিবন্ধকের ডান পাশ দিয়ে চলাচল করুন।',
    svg: compulsory(
      'keep right',
      `<g transform="translate(100 0) scale(-1 1)"><path d="M70 30 40 60" stroke="#fff" stroke-width="10"/><path d="M26 74l4-26 22 22z" fill="#fff"/></g>`,
    ),
  },
  {
    id: 'pass-either-side',
    category: 'mandatory',
    en: 'Pass either side',
    enMeaning: 'Vehicles may pass the obstruction on either side.',
    bn: 'যেকোনো পাশ দিয়ে যান',
    bnMeaning: 'প্রতিবন্ধকের যেকোনো পাশ দিয়ে যাওয়া যাবে।',
    svg: compulsory(
      'pass either side',
      `<path d="M50 20v18M50 38 32 62M50 38l18 24" fill="none" stroke="#fff" stroke-width="8"/><path d="M22 76l2-20 16 12zM78 76l-2-20-16 12z" fill="#fff"/>`,
    ),
  },
  {
    id: 'roundabout',
    category: 'mandatory',
    en: 'Roundabout: give way, go round clockwise',
    enMeaning: 'Go round the roundabout clockwise, keeping it on your right, and give way to traffic already on it.',
    bn: 'গোলচত্বর: ঘড়ির কাঁটার দিকে ঘুরুন',
    bnMeaning: 'গোলচত্বরকে ডান দিকে রেখে ঘড়ির কাঁটার দিকে ঘুরুন এবং ভেতরের যানবাহনকে আগে যেতে দিন।',
    svg: compulsory(
      'roundabout',
      `<g fill="none" stroke="#fff" stroke-width="8"><path d="M30 40a22 22 0 0 1 30-12M70 44a22 22 0 0 1-8 28M46 72a22 22 0 0 1-18-18"/></g><g fill="#fff"><path d="M58 18l12 12-16 4z"/><path d="M72 66l-4 16-10-12z"/><path d="M22 58l0-16 12 10z"/></g>`,
    ),
  },
  {
    id: 'cycle-track',
    category: 'mandatory',
    en: 'Cycle track',
    enMeaning: 'This way is for bicycles only.',
    bn: 'সাইকেলের পথ',
    bnMeaning: 'এই পথ শুধু সাইকেলের জন্য।',
    svg: compulsory('cycle track', bicycle('#fff')),
  },
  {
    id: 'footpath',
    category: 'mandatory',
    en: 'Footpath: pedestrians only',
    enMeaning: 'This way is for people on foot only.',
    bn: 'শুধু পথচারীদের পথ',
    bnMeaning: 'এই পথ শুধু হেঁটে চলা মানুষের জন্য।',
    svg: compulsory('pedestrians only', person('#fff')),
  },
  // ── Warning ──
  {
    id: 'sharp-bend-left',
    category: 'warning',
    en: 'Sharp bend to the left',
    enMeaning: 'The road bends sharply to the left ahead, so reduce speed.',
    bn: 'বামে তীক্ষ্ণ বাঁক',
    bnMeaning: 'সামনে রাস্তা হঠাৎ বাম দিকে বেঁকেছে, গতি কমান।',
    svg: warning(
      'sharp bend to the left',
      `<path d="M60 92V50q0-14-14-14H32" fill="none" stroke="${INK}" stroke-width="12"/><path d="M36 18v36L12 36z" fill="${INK}"/>`,
    ),
  },
  {
    id: 'double-bend',
    category: 'warning',
    en: 'Double bend',
    enMeaning: 'Two bends one after the other, the first to the left; slow down and do not overtake.',
    bn: 'পরপর দুটি বাঁক',
    bnMeaning: 'সামনে পরপর দুটি বাঁক, প্রথমটি বামে; গতি কমান, ওভারটেক করবেন না।',
    svg: warning(
      'double bend',
      `<path d="M56 96V76q0-10-12-18t-12-18q0-10 12-18" fill="none" stroke="${INK}" stroke-width="11"/><path d="M36 6l24 10-20 18z" fill="${INK}"/>`,
    ),
  },
  {
    id: 't-junction',
    category: 'warning',
    en: 'T-junction ahead',
    enMeaning: 'The road ends ahead at a road crossing it; be ready to stop and turn.',
    bn: 'সামনে তিন রাস্তার মোড় (টি-জংশন)',
    bnMeaning: 'সামনে রাস্তা আড়াআড়ি আরেকটি রাস্তায় শেষ হয়েছে; থামতে ও মোড় নিতে প্রস্তুত থাকুন।',
    svg: warning('T-junction ahead', `<path d="M10 26h80M50 26v70" stroke="${INK}" stroke-width="14"/>`),
  },
  {
    id: 'side-road-left',
    category: 'warning',
    en: 'Side road on the left',
    enMeaning: 'A road joins from the left ahead; watch for vehicles coming out of it.',
    bn: 'বাম দিকে পার্শ্বরাস্তা',
    bnMeaning: 'সামনে বাম দিক থেকে একটি রাস্তা এসে মিশেছে; সেখান থেকে বের হওয়া গাড়ির দিকে খেয়াল রাখুন।',
    svg: warning('side road on the left', `<path d="M56 4v92M56 50H14" stroke="${INK}" stroke-width="13"/>`),
  },
  {
    id: 'roundabout-ahead',
    category: 'warning',
    en: 'Roundabout ahead',
    enMeaning: 'A roundabout is ahead; slow down and give way to traffic on it.',
    bn: 'সামনে গোলচত্বর',
    bnMeaning: 'সামনে গোলচত্বর; গতি কমান এবং ভেতরের যানবাহনকে আগে যেতে দিন।',
    svg: warning(
      'roundabout ahead',
      `<g fill="none" stroke="${INK}" stroke-width="9"><path d="M28 42a24 24 0 0 1 32-16M74 46a24 24 0 0 1-10 30M44 76a24 24 0 0 1-20-20"/></g><g fill="${INK}"><path d="M56 12l16 14-20 4z"/><path d="M76 70l-6 18-12-14z"/><path d="M16 62l-2-20 16 10z"/></g>`,
    ),
  },
  {
    id: 'narrow-bridge',
    category: 'warning',
    en: 'Narrow bridge',
    enMeaning: 'A narrow bridge is ahead; give way to traffic already on it.',
    bn: 'সামনে সরু সেতু',
    bnMeaning: 'সামনে সরু সেতু; সেতুতে আগে থেকে থাকা যানবাহনকে আগে যেতে দিন।',
    svg: warning(
      'narrow bridge',
      `<path d="M22 6q14 16 14 44t-14 44M78 6q-14 16-14 44t14 44" fill="none" stroke="${INK}" stroke-width="10"/>`,
    ),
  },
  {
    id: 'railway-crossing-unguarded',
    category: 'warning',
    en: 'Railway crossing without a gate',
    enMeaning: 'A level crossing without a gate is ahead: stop, look both ways and cross only when no train comes.',
    bn: 'সামনে গেটবিহীন রেলক্রসিং',
    bnMeaning: 'সামনে গেট ছাড়া রেলক্রসিং: থামুন, দুই দিকে দেখুন, ট্রেন না এলে তবেই পার হোন।',
    svg: warning(
      'railway crossing without a gate',
      `<g fill="${INK}"><rect x="14" y="30" width="56" height="42" rx="6"/><rect x="70" y="46" width="16" height="26" rx="3"/><rect x="22" y="16" width="12" height="14"/><circle cx="28" cy="80" r="8"/><circle cx="56" cy="80" r="8"/></g><rect x="22" y="38" width="16" height="12" fill="#fff"/><rect x="46" y="38" width="16" height="12" fill="#fff"/>`,
    ),
  },
  {
    id: 'steep-ascent',
    category: 'warning',
    en: 'Steep ascent',
    enMeaning: 'The road climbs steeply ahead; change to a lower gear in time.',
    bn: 'খাড়া চড়াই',
    bnMeaning: 'সামনে রাস্তা খাড়াভাবে উঠেছে; সময়মতো নিচু গিয়ারে নামুন।',
    svg: warning(
      'steep ascent',
      `<path d="M6 92H94V30z" fill="${INK}"/>${text('10%', '#fff', 20, 84).replace('x="50"', 'x="62"')}`,
    ),
  },
  {
    id: 'traffic-signals-ahead',
    category: 'warning',
    en: 'Traffic signals ahead',
    enMeaning: 'Traffic lights are ahead; be ready to stop.',
    bn: 'সামনে ট্রাফিক সিগন্যাল',
    bnMeaning: 'সামনে ট্রাফিক বাতি আছে; থামার জন্য প্রস্তুত থাকুন।',
    svg: warning(
      'traffic signals ahead',
      `<rect x="34" y="2" width="32" height="96" rx="8" fill="${INK}"/><circle cx="50" cy="20" r="10" fill="${RED}"/><circle cx="50" cy="50" r="10" fill="#f5b700"/><circle cx="50" cy="80" r="10" fill="#1f9d55"/>`,
    ),
  },
  {
    id: 'cattle-crossing',
    category: 'warning',
    en: 'Cattle on the road',
    enMeaning: 'Cattle may be on or crossing the road; slow down and do not frighten them with the horn.',
    bn: 'রাস্তায় গবাদিপশু',
    bnMeaning: 'রাস্তায় গরু-ছাগল থাকতে বা পার হতে পারে; গতি কমান, হর্ন বাজিয়ে ভয় দেখাবেন না।',
    svg: warning(
      'cattle on the road',
      `<g fill="${INK}"><path d="M16 36h56q8 0 10 8l8-6 4 6-8 8v10h-6V50H22v12h-6z"/><rect x="18" y="60" width="7" height="28"/><rect x="30" y="60" width="7" height="28"/><rect x="56" y="60" width="7" height="28"/><rect x="68" y="60" width="7" height="28"/><path d="M86 36l4-12 4 4-4 10z"/></g>`,
    ),
  },
  {
    id: 'cyclists-ahead',
    category: 'warning',
    en: 'Cyclists ahead',
    enMeaning: 'Bicycles use or cross the road ahead; give them room.',
    bn: 'সামনে সাইকেল আরোহী',
    bnMeaning: 'সামনে রাস্তায় সাইকেল চলে বা পার হয়; তাদের জায়গা ছেড়ে দিন।',
    svg: warning('cyclists ahead', cyclist(INK)),
  },
  {
    id: 'ferry-ahead',
    category: 'warning',
    en: 'Ferry ghat ahead',
    enMeaning: 'The road ends at a ferry ghat ahead: slow down, queue, and board only when the crew signals.',
    bn: 'সামনে ফেরিঘাট',
    bnMeaning: 'সামনে রাস্তা ফেরিঘাটে শেষ: গতি কমান, সারিতে দাঁড়ান, ফেরির লোক সংকেত দিলে তবেই উঠুন।',
    svg: warning(
      'ferry ghat ahead',
      `<g fill="${INK}"><path d="M6 60h88l-12 20H18z"/><rect x="30" y="36" width="36" height="20"/><rect x="44" y="20" width="8" height="16"/></g><path d="M2 90q12-8 24 0t24 0 24 0 24 0" fill="none" stroke="${INK}" stroke-width="5"/>`,
    ),
  },
  {
    id: 'other-danger',
    category: 'warning',
    en: 'Other danger',
    enMeaning: 'A danger not shown by another sign is ahead; a plate below may say which. Slow down.',
    bn: 'অন্যান্য বিপদ',
    bnMeaning: 'সামনে এমন বিপদ আছে যার আলাদা চিহ্ন নেই; নিচের ফলকে লেখা থাকতে পারে। গতি কমান।',
    svg: warning(
      'other danger',
      `<rect x="40" y="4" width="20" height="62" rx="6" fill="${INK}"/><circle cx="50" cy="84" r="11" fill="${INK}"/>`,
    ),
  },
  {
    id: 'road-narrows-left',
    category: 'warning',
    en: 'Road narrows on the left',
    enMeaning: 'The left side of the road narrows ahead; merge with care.',
    bn: 'বাম দিক থেকে রাস্তা সরু',
    bnMeaning: 'সামনে রাস্তার বাম পাশ সরু হয়ে গেছে; সাবধানে একসারিতে আসুন।',
    svg: warning(
      'road narrows on the left',
      `<path d="M22 96V62l16-24V4M78 96V4" fill="none" stroke="${INK}" stroke-width="11"/>`,
    ),
  },
  {
    id: 'loose-gravel',
    category: 'warning',
    en: 'Loose gravel',
    enMeaning: 'Loose stones on the road ahead can be thrown up or make you skid; slow down.',
    bn: 'আলগা নুড়িপাথর',
    bnMeaning: 'সামনে রাস্তায় আলগা পাথর; ছিটকে আসতে বা গাড়ি পিছলাতে পারে, গতি কমান।',
    svg: warning(
      'loose gravel',
      `${car(INK).replace('<g ', '<g transform="translate(0 -14)" ')}<g fill="${INK}"><circle cx="20" cy="84" r="5"/><circle cx="36" cy="90" r="4"/><circle cx="52" cy="84" r="5"/><circle cx="70" cy="90" r="4"/><circle cx="84" cy="82" r="5"/></g>`,
    ),
  },
  // ── Information ──
  {
    id: 'first-aid',
    category: 'informative',
    en: 'First aid',
    enMeaning: 'First aid is available here.',
    bn: 'প্রাথমিক চিকিৎসা',
    bnMeaning: 'এখানে প্রাথমিক চিকিৎসা পাওয়া যায়।',
    svg: information(
      'first aid',
      `<rect x="22" y="22" width="56" height="56" rx="4" fill="#fff"/><path d="M50 30v40M30 50h40" stroke="#1f9d55" stroke-width="14"/>`,
    ),
  },
  {
    id: 'dead-end',
    category: 'informative',
    en: 'Dead end',
    enMeaning: 'This road has no way through: it ends ahead.',
    bn: 'কানাগলি (রাস্তা বন্ধ)',
    bnMeaning: 'এই রাস্তা দিয়ে অন্য কোথাও যাওয়া যায় না; সামনে রাস্তা শেষ।',
    svg: information(
      'dead end',
      `<path d="M50 84V34" stroke="#fff" stroke-width="16"/><path d="M24 26h52" stroke="${RED}" stroke-width="14"/>`,
    ),
  },
  {
    id: 'footbridge',
    category: 'informative',
    en: 'Footbridge',
    enMeaning: 'Pedestrians cross the road here by the footbridge.',
    bn: 'পদচারী সেতু (ফুটওভারব্রিজ)',
    bnMeaning: 'এখানে পথচারীরা ফুটওভারব্রিজ দিয়ে রাস্তা পার হন।',
    svg: information(
      'footbridge',
      `<path d="M14 80V48h72v32" fill="none" stroke="#fff" stroke-width="6"/><path d="M14 48h72" stroke="#fff" stroke-width="8"/><g transform="translate(28 2) scale(.45)">${person('#fff')}</g>`,
    ),
  },
  {
    id: 'taxi-stand',
    category: 'informative',
    en: 'Auto-rickshaw and taxi stand',
    enMeaning: 'CNG auto-rickshaws and taxis wait for passengers here.',
    bn: 'সিএনজি ও ট্যাক্সি স্ট্যান্ড',
    bnMeaning: 'এখানে সিএনজি অটোরিকশা ও ট্যাক্সি যাত্রীর জন্য অপেক্ষা করে।',
    svg: information(
      'taxi stand',
      `<rect x="16" y="22" width="68" height="56" rx="4" fill="#fff"/>${text('CNG', BLUE, 26, 60)}`,
    ),
  },
  {
    id: 'mechanic',
    category: 'informative',
    en: 'Mechanic (breakdown service)',
    enMeaning: 'A vehicle repair workshop is ahead.',
    bn: 'মেকানিক (গাড়ি মেরামত)',
    bnMeaning: 'সামনে গাড়ি মেরামতের ওয়ার্কশপ আছে।',
    svg: information(
      'mechanic',
      `<rect x="16" y="16" width="68" height="68" rx="4" fill="#fff"/><path d="M30 70 58 42" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><path d="M56 28a14 14 0 1 0 16 16l-8-2-4-6z" fill="${INK}"/>`,
    ),
  },
  {
    id: 'u-turn-point',
    category: 'informative',
    en: 'U-turn point',
    enMeaning: 'Vehicles may turn back here, after giving way to oncoming traffic.',
    bn: 'ইউ-টার্নের স্থান',
    bnMeaning: 'সামনের দিক থেকে আসা যানবাহনকে পথ দিয়ে এখানে ঘুরে উল্টো দিকে যাওয়া যায়।',
    svg: information(
      'U-turn point',
      `<path d="M34 84V44q0-18 18-18t18 18v14" fill="none" stroke="#fff" stroke-width="10"/><path d="M56 56h28L70 78z" fill="#fff"/>`,
    ),
  },
];

/** The signs of the first sign pages, drawn by hand in the same frames. */
const FIRST_SIGNS: readonly RoadSignDrawing[] = [
  {
    id: 'stop',
    category: 'mandatory',
    en: 'Stop',
    enMeaning: 'Come to a complete stop and proceed only when the way is clear.',
    bn: 'থামুন',
    bnMeaning: 'সম্পূর্ণভাবে থামুন এবং পথ নিরাপদ হলে তবেই এগিয়ে যান।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="stop"><path d="M95.3 68.8 68.8 95.3 31.2 95.3 4.7 68.8 4.7 31.2 31.2 4.7 68.8 4.7 95.3 31.2Z" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><path d="M93.9 68.2 68.2 93.9 31.8 93.9 6.1 68.2 6.1 31.8 31.8 6.1 68.2 6.1 93.9 31.8Z" fill="#c8102e"/><path d="M90.2 66.6 66.6 90.2 33.4 90.2 9.8 66.6 9.8 33.4 33.4 9.8 66.6 9.8 90.2 33.4Z" fill="none" stroke="#fff" stroke-width="2.5"/><text x="50" y="59.5" fill="#fff" font-family="Arial,Helvetica,sans-serif" font-weight="bold" font-size="26" text-anchor="middle" textLength="68" lengthAdjust="spacingAndGlyphs">STOP</text></svg>',
  },
  {
    id: 'give-way',
    category: 'mandatory',
    en: 'Give way',
    enMeaning: 'Slow down and let traffic on the main road pass first.',
    bn: 'পথ ছেড়ে দিন',
    bnMeaning: 'গতি কমান এবং প্রধান সড়কের যানবাহনকে আগে যেতে দিন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="give way"><path d="M10 18h80L50 87z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/></svg>',
  },
  {
    id: 'no-entry',
    category: 'mandatory',
    en: 'No entry',
    enMeaning: 'No vehicle may enter this road from this side.',
    bn: 'প্রবেশ নিষেধ',
    bnMeaning: 'এই দিক থেকে কোনো যানবাহন এই রাস্তায় প্রবেশ করতে পারবে না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="no entry"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="47" fill="#c8102e"/><rect x="17" y="41" width="66" height="18" rx="1" fill="#fff"/></svg>',
  },
  {
    id: 'no-overtaking',
    category: 'mandatory',
    en: 'No overtaking',
    enMeaning: 'Do not overtake other vehicles on this stretch of road.',
    bn: 'ওভারটেক নিষেধ',
    bnMeaning: 'এই অংশে অন্য কোনো গাড়িকে ওভারটেক করা যাবে না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="no overtaking"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="42.5" fill="#fff" stroke="#c8102e" stroke-width="10"/><g fill="#c8102e"><path d="M28 40h16l4 9h-24z"/><rect x="23" y="48" width="26" height="11" rx="2.5"/><rect x="25" y="57" width="6" height="7" rx="1.5"/><rect x="41" y="57" width="6" height="7" rx="1.5"/></g><g fill="#111"><path d="M56 40h16l4 9h-24z"/><rect x="51" y="48" width="26" height="11" rx="2.5"/><rect x="53" y="57" width="6" height="7" rx="1.5"/><rect x="69" y="57" width="6" height="7" rx="1.5"/></g></svg>',
  },
  {
    id: 'speed-limit-40',
    category: 'mandatory',
    en: 'Speed limit 40 km/h',
    enMeaning: 'Do not drive faster than 40 kilometres per hour.',
    bn: 'সর্বোচ্চ গতিসীমা ৪০ কিমি/ঘণ্টা',
    bnMeaning: 'ঘণ্টায় ৪০ কিলোমিটারের বেশি গতিতে গাড়ি চালানো যাবে না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="speed limit 40"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="42.5" fill="#fff" stroke="#c8102e" stroke-width="10"/><text x="50" y="64" fill="#111" font-family="Arial,Helvetica,sans-serif" font-weight="bold" font-size="40" text-anchor="middle">40</text></svg>',
  },
  {
    id: 'no-horn',
    category: 'mandatory',
    en: 'No horn',
    enMeaning: 'Sounding the horn is prohibited in this area.',
    bn: 'হর্ন বাজানো নিষেধ',
    bnMeaning: 'এই এলাকায় হর্ন বাজানো যাবে না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="no horn"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="42.5" fill="#fff" stroke="#c8102e" stroke-width="10"/><path d="M30 45h16q11 0 24-13v36Q57 55 46 55H30z" fill="#111"/><rect x="24" y="43" width="7" height="14" rx="2" fill="#111"/><path d="M23 23 77 77" stroke="#c8102e" stroke-width="8"/></svg>',
  },
  {
    id: 'no-parking',
    category: 'mandatory',
    en: 'No parking',
    enMeaning: 'Vehicles must not be parked here.',
    bn: 'পার্কিং নিষেধ',
    bnMeaning: 'এখানে কোনো গাড়ি পার্ক করা যাবে না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="no parking"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="42.5" fill="#0057a8" stroke="#c8102e" stroke-width="10"/><path d="M23 23 77 77" stroke="#c8102e" stroke-width="8"/></svg>',
  },
  {
    id: 'no-u-turn',
    category: 'mandatory',
    en: 'No U-turn',
    enMeaning: 'Do not turn around to go back the way you came.',
    bn: 'ইউ-টার্ন নিষেধ',
    bnMeaning: 'এখানে গাড়ি ঘুরিয়ে উল্টো দিকে যাওয়া যাবে না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="no u turn"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="42.5" fill="#fff" stroke="#c8102e" stroke-width="10"/><path d="M38 75V46a12 12 0 0 1 24 0v10" fill="none" stroke="#111" stroke-width="8"/><path d="M51 54h22L62 70z" fill="#111"/><path d="M23 23 77 77" stroke="#c8102e" stroke-width="8"/></svg>',
  },
  {
    id: 'no-right-turn',
    category: 'mandatory',
    en: 'No right turn',
    enMeaning: 'Turning right is not allowed here.',
    bn: 'ডানে মোড় নেওয়া নিষেধ',
    bnMeaning: 'এখানে ডান দিকে মোড় নেওয়া যাবে না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="no right turn"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="42.5" fill="#fff" stroke="#c8102e" stroke-width="10"/><path d="M42 77V52q0-10 10-10h8" fill="none" stroke="#111" stroke-width="8"/><path d="M58 29v26l17-13z" fill="#111"/><path d="M23 23 77 77" stroke="#c8102e" stroke-width="8"/></svg>',
  },
  {
    id: 'no-pedestrians',
    category: 'mandatory',
    en: 'Pedestrians prohibited',
    enMeaning: 'Pedestrians must not walk on this road.',
    bn: 'পথচারী চলাচল নিষেধ',
    bnMeaning: 'এই রাস্তায় পথচারীদের হাঁটা নিষেধ।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="no pedestrians"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="42.5" fill="#fff" stroke="#c8102e" stroke-width="10"/><g transform="translate(52 26) scale(1.05)" stroke="#111" stroke-linecap="round" stroke-linejoin="round" fill="none"><circle r="5" fill="#111" stroke="none"/><path d="M-1 8-4 26" stroke-width="7"/><path d="M-4 26-11 42M-4 26 4 35 6 43" stroke-width="5.5"/><path d="M-2 11-9 21M-2 11 7 19" stroke-width="4.5"/></g><path d="M23 23 77 77" stroke="#c8102e" stroke-width="8"/></svg>',
  },
  {
    id: 'turn-left-only',
    category: 'mandatory',
    en: 'Turn left only',
    enMeaning: 'Vehicles must turn left at this point.',
    bn: 'শুধু বামে মোড় নিন',
    bnMeaning: 'এখানে যানবাহনকে অবশ্যই বাম দিকে মোড় নিতে হবে।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="turn left only"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="47" fill="#0057a8"/><path d="M58 80V50q0-12-12-12h-8" fill="none" stroke="#fff" stroke-width="10"/><path d="M40 24v28L21 38z" fill="#fff"/></svg>',
  },
  {
    id: 'keep-left',
    category: 'mandatory',
    en: 'Keep left',
    enMeaning: 'Pass on the left side of the sign or obstruction.',
    bn: 'বাম দিক দিয়ে চলুন',
    bnMeaning: 'চিহ্ন বা প্রতিবন্ধকের বাম পাশ দিয়ে চলাচল করুন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="keep left"><circle cx="50" cy="50" r="49" fill="#fff" stroke="#cbd5e1" stroke-width=".6"/><circle cx="50" cy="50" r="47" fill="#0057a8"/><path d="M70 30 40 60" stroke="#fff" stroke-width="10"/><path d="M26 74l4-26 22 22z" fill="#fff"/></svg>',
  },
  {
    id: 'school-ahead',
    category: 'warning',
    en: 'School ahead',
    enMeaning: 'A school is ahead, so slow down and watch for children.',
    bn: 'সামনে স্কুল',
    bnMeaning: 'সামনে স্কুল আছে, গতি কমান এবং শিশুদের দিকে খেয়াল রাখুন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="school ahead"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><circle cx="43" cy="40" r="4.5" stroke="none"/><path d="M43 47l-1 13" stroke-width="6" fill="none"/><path d="M42 60l-5 15M42 60l5 15" stroke-width="4.5" fill="none"/><path d="M43 49l-7 9M43 49l9 8" stroke-width="3.5" fill="none"/><path d="M36 58l13 0 -2-6z" stroke="none" fill="none"/><circle cx="59" cy="51" r="3.8" stroke="none"/><path d="M59 57v9" stroke-width="5" fill="none"/><path d="M59 66l-3 9M59 66l4 9" stroke-width="4" fill="none"/><path d="M59 58l-7 -1M59 58l6 7" stroke-width="3" fill="none"/></g></svg>',
  },
  {
    id: 'pedestrian-crossing',
    category: 'warning',
    en: 'Pedestrian crossing ahead',
    enMeaning: 'A zebra crossing is ahead, so be ready to stop for pedestrians.',
    bn: 'সামনে পথচারী পারাপার',
    bnMeaning: 'সামনে জেব্রা ক্রসিং, পথচারীদের জন্য থামতে প্রস্তুত থাকুন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="pedestrian crossing"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><g transform="translate(52 37) scale(0.78)" stroke="#111" stroke-linecap="round" stroke-linejoin="round" fill="none"><circle r="5" fill="#111" stroke="none"/><path d="M-1 8-4 26" stroke-width="7"/><path d="M-4 26-11 42M-4 26 4 35 6 43" stroke-width="5.5"/><path d="M-2 11-9 21M-2 11 7 19" stroke-width="4.5"/></g><g stroke="none"><rect x="24" y="72" width="8" height="5"/><rect x="36" y="72" width="8" height="5"/><rect x="48" y="72" width="8" height="5"/><rect x="60" y="72" width="8" height="5"/><rect x="72" y="72" width="5" height="5"/></g></g></svg>',
  },
  {
    id: 'sharp-bend-right',
    category: 'warning',
    en: 'Sharp bend to the right',
    enMeaning: 'The road bends sharply to the right ahead, so reduce speed.',
    bn: 'ডানে তীক্ষ্ণ বাঁক',
    bnMeaning: 'সামনে রাস্তা হঠাৎ ডান দিকে বেঁকেছে, গতি কমান।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="sharp bend right"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><path d="M45 77V54q0-14 13-14" fill="none" stroke-width="7"/><path d="M57 31v18l11-9z" stroke-width="2"/></g></svg>',
  },
  {
    id: 'cross-road',
    category: 'warning',
    en: 'Crossroads ahead',
    enMeaning: 'A junction with a crossing road is ahead, so approach with care.',
    bn: 'সামনে চৌরাস্তা',
    bnMeaning: 'সামনে চৌরাস্তা, সাবধানে ও ধীরে এগিয়ে যান।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="cross road"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><rect x="46" y="32" width="8" height="44" stroke="none"/><rect x="29" y="50" width="42" height="8" stroke="none"/></g></svg>',
  },
  {
    id: 'narrow-road',
    category: 'warning',
    en: 'Road narrows ahead',
    enMeaning: 'The road becomes narrower ahead, so keep to your side and slow down.',
    bn: 'সামনে সরু রাস্তা',
    bnMeaning: 'সামনে রাস্তা সরু হয়ে গেছে, নিজের পাশে থেকে ধীরে চলুন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="narrow road"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><path d="M38 34v12l6 12v18M62 34v12l-6 12v18" fill="none" stroke-width="5"/></g></svg>',
  },
  {
    id: 'speed-breaker',
    category: 'warning',
    en: 'Speed breaker ahead',
    enMeaning: 'There is a speed breaker ahead, so slow down.',
    bn: 'সামনে স্পিড ব্রেকার',
    bnMeaning: 'সামনে গতিরোধক আছে, গাড়ির গতি কমান।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="speed breaker"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><path d="M22 74h13c5-17 25-17 30 0h13v3H22z" stroke-width="1.5"/></g></svg>',
  },
  {
    id: 'slippery-road',
    category: 'warning',
    en: 'Slippery road',
    enMeaning: 'The road surface may be slippery, so drive slowly and avoid sudden braking.',
    bn: 'পিচ্ছিল রাস্তা',
    bnMeaning: 'রাস্তা পিচ্ছিল হতে পারে, ধীরে চালান এবং হঠাৎ ব্রেক করবেন না।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="slippery road"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><g transform="translate(50 56) rotate(-14)" stroke="none"><path d="M-14-4v-7l3-1 4-7h13l6 7 3 1v7z"/><circle cx="-8" cy="-3.5" r="3.5" stroke="#fff" stroke-width="1.3"/><circle cx="8" cy="-3.5" r="3.5" stroke="#fff" stroke-width="1.3"/></g><path d="M40 77c7-5-6-9 1-15M58 77c7-5-6-9 1-15" fill="none" stroke-width="3"/></g></svg>',
  },
  {
    id: 'railway-crossing',
    category: 'warning',
    en: 'Railway crossing with gate',
    enMeaning: 'A gated level crossing is ahead, so stop if the gate is closed.',
    bn: 'সামনে গেটযুক্ত রেলক্রসিং',
    bnMeaning: 'সামনে গেটযুক্ত রেলক্রসিং, গেট বন্ধ থাকলে থামুন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="railway crossing"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><g stroke="none"><rect x="29" y="46" width="42" height="5"/><rect x="29" y="62" width="42" height="5"/><rect x="30" y="43" width="5" height="32"/><rect x="65" y="43" width="5" height="32"/><rect x="42" y="46" width="4" height="26"/><rect x="54" y="46" width="4" height="26"/></g></g></svg>',
  },
  {
    id: 'road-works',
    category: 'warning',
    en: 'Road works ahead',
    enMeaning: 'Road repair work is going on ahead, so slow down and watch for workers.',
    bn: 'সামনে রাস্তার কাজ চলছে',
    bnMeaning: 'সামনে রাস্তা মেরামতের কাজ চলছে, ধীরে চলুন ও শ্রমিকদের দিকে খেয়াল রাখুন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="road works"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><circle cx="40" cy="38" r="4.5" stroke="none"/><path d="M41 45l6 13" stroke-width="7" fill="none"/><path d="M47 58l-6 16M47 58l9 7v9" stroke-width="5" fill="none"/><path d="M43 48l12 6" stroke-width="4" fill="none"/><path d="M52 42l10 22" stroke-width="2.5" fill="none"/><path d="M58 63l8-3 3 8-7 2z" stroke-width="1"/><path d="M60 76q10-16 20 0z" stroke-width="1"/></g></svg>',
  },
  {
    id: 'two-way-traffic',
    category: 'warning',
    en: 'Two-way traffic ahead',
    enMeaning: 'Traffic ahead moves in both directions on the same road.',
    bn: 'সামনে উভয়মুখী যান চলাচল',
    bnMeaning: 'সামনের রাস্তায় দুই দিক থেকেই যানবাহন চলাচল করে।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="two way traffic"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><g stroke="none"><rect x="39" y="46" width="6" height="31"/><path d="M34 48l8-12 8 12z"/><rect x="55" y="38" width="6" height="26"/><path d="M50 62l8 13 8-13z"/></g></g></svg>',
  },
  {
    id: 'falling-rocks',
    category: 'warning',
    en: 'Falling rocks',
    enMeaning: 'Rocks may fall onto the road, so stay alert.',
    bn: 'পাথর পড়ার আশঙ্কা',
    bnMeaning: 'রাস্তায় পাথর পড়তে পারে, সতর্ক থাকুন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="falling rocks"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><path d="M24 77h22V40z" stroke-width="1.5"/><path d="M55 44l6 1 1 5-5 2-3-3zM63 56l7 2v6l-6 2-4-5zM53 66l5 1 1 5-5 2-3-4z" stroke-width="1.5"/></g></svg>',
  },
  {
    id: 'steep-descent',
    category: 'warning',
    en: 'Steep descent',
    enMeaning: 'The road goes steeply downhill, so use a low gear and drive slowly.',
    bn: 'খাড়া ঢাল',
    bnMeaning: 'সামনে রাস্তা খাড়াভাবে নিচে নেমেছে, নিচু গিয়ারে ধীরে চালান।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="steep descent"><path d="M50 12 91 83H9Z" fill="#fff" stroke="#c8102e" stroke-width="9" stroke-linejoin="round"/><g fill="#111" stroke="#111" stroke-linecap="round" stroke-linejoin="round"><path d="M26 50v27h52z" stroke-width="2"/><g transform="translate(47.5 59.5) rotate(27.4) scale(.85)" stroke="none"><path d="M-14-4v-7l3-1 4-7h13l6 7 3 1v7z"/><circle cx="-8" cy="-3.5" r="3.5" stroke="#fff" stroke-width="1.3"/><circle cx="8" cy="-3.5" r="3.5" stroke="#fff" stroke-width="1.3"/></g></g></svg>',
  },
  {
    id: 'hospital',
    category: 'informative',
    en: 'Hospital',
    enMeaning: 'A hospital is nearby, so drive quietly and give way to ambulances.',
    bn: 'হাসপাতাল',
    bnMeaning: 'কাছেই হাসপাতাল আছে, নিঃশব্দে চলুন এবং অ্যাম্বুলেন্সকে পথ ছেড়ে দিন।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="hospital"><rect x="3" y="3" width="94" height="94" rx="9" fill="#0057a8" stroke="#cbd5e1" stroke-width=".6"/><rect x="7" y="7" width="86" height="86" rx="6" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="22" y="22" width="56" height="56" rx="4" fill="#fff"/><rect x="42" y="29" width="16" height="42" fill="#c8102e"/><rect x="29" y="42" width="42" height="16" fill="#c8102e"/></svg>',
  },
  {
    id: 'parking',
    category: 'informative',
    en: 'Parking',
    enMeaning: 'Vehicles may be parked here.',
    bn: 'পার্কিং',
    bnMeaning: 'এখানে গাড়ি পার্ক করা যাবে।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="parking"><rect x="3" y="3" width="94" height="94" rx="9" fill="#0057a8" stroke="#cbd5e1" stroke-width=".6"/><rect x="7" y="7" width="86" height="86" rx="6" fill="none" stroke="#fff" stroke-width="2.5"/><path fill="#fff" fill-rule="evenodd" d="M34 80V20h22a17 17 0 0 1 0 34h-9v26zM47 32h8a5 5 0 0 1 0 10h-8z"/></svg>',
  },
  {
    id: 'petrol-pump',
    category: 'informative',
    en: 'Petrol pump',
    enMeaning: 'A fuel station is available ahead.',
    bn: 'পেট্রোল পাম্প',
    bnMeaning: 'সামনে জ্বালানি নেওয়ার জন্য পেট্রোল পাম্প আছে।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="petrol pump"><rect x="3" y="3" width="94" height="94" rx="9" fill="#0057a8" stroke="#cbd5e1" stroke-width=".6"/><rect x="7" y="7" width="86" height="86" rx="6" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="20" y="17" width="60" height="66" rx="5" fill="#fff"/><rect x="30" y="28" width="26" height="42" rx="3" fill="#111"/><rect x="34" y="32" width="18" height="10" rx="1" fill="#fff"/><rect x="26" y="68" width="34" height="7" rx="1" fill="#111"/><path d="M56 38h7q5 0 5 5v19q0 5 4 5t4-5V42l-5-7" fill="none" stroke="#111" stroke-width="3" stroke-linecap="round"/></svg>',
  },
  {
    id: 'bus-stop',
    category: 'informative',
    en: 'Bus stop',
    enMeaning: 'Buses stop here to pick up and drop off passengers.',
    bn: 'বাস স্টপ',
    bnMeaning: 'এখানে বাস যাত্রী ওঠানামার জন্য থামে।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="bus stop"><rect x="3" y="3" width="94" height="94" rx="9" fill="#0057a8" stroke="#cbd5e1" stroke-width=".6"/><rect x="7" y="7" width="86" height="86" rx="6" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="20" y="17" width="60" height="66" rx="5" fill="#fff"/><rect x="29" y="24" width="42" height="46" rx="6" fill="#111"/><rect x="33" y="30" width="34" height="20" rx="2" fill="#fff"/><rect x="38" y="25.5" width="24" height="3" rx="1" fill="#fff"/><circle cx="36" cy="61" r="3" fill="#fff"/><circle cx="64" cy="61" r="3" fill="#fff"/><rect x="32" y="68" width="9" height="9" rx="2" fill="#111"/><rect x="59" y="68" width="9" height="9" rx="2" fill="#111"/><rect x="25" y="32" width="3" height="10" rx="1" fill="#111"/><rect x="72" y="32" width="3" height="10" rx="1" fill="#111"/></svg>',
  },
  {
    id: 'one-way',
    category: 'informative',
    en: 'One way',
    enMeaning: 'Traffic may move only in the direction of the arrow.',
    bn: 'একমুখী রাস্তা',
    bnMeaning: 'যানবাহন শুধু তীরচিহ্নের দিকেই চলতে পারবে।',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="one way"><rect x="3" y="24" width="94" height="52" rx="6" fill="#0057a8" stroke="#cbd5e1" stroke-width=".6"/><rect x="7" y="28" width="86" height="44" rx="4" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M16 44h46V34l22 16-22 16V56H16z" fill="#fff"/></svg>',
  },
];

const ORDER: Record<SignCategory, number> = { mandatory: 0, warning: 1, informative: 2 };

/** Every sign, mandatory first, then warning, then information; each kind in the order written. */
export const ROAD_SIGNS: readonly RoadSignDrawing[] = [...FIRST_SIGNS, ...MORE_SIGNS]
  .map((sign, i) => ({ sign, i }))
  .sort((a, b) => ORDER[a.sign.category] - ORDER[b.sign.category] || a.i - b.i)
  .map(({ sign }) => sign);

/** The address the server serves a sign picture at. */
export const signImage = (id: string) => `/signs/${id}.svg`;
