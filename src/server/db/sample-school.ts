import type { School } from '#shared/schemas/school.ts';

/**
 * The school's facts as a fresh installation starts with them: SAMPLE values (the real ones were
 * not part of the brief), marked as such, for the owner to replace on the dashboard's School
 * Settings page. 1200 graduated and 1 branch are the school's own figures; the two registration
 * numbers are the ones the school's material quotes (which one is current is for the school to
 * confirm). The `.example` e-mail can never be a real mailbox.
 */
export const SAMPLE_SCHOOL: School = {
  name: 'Khulna Driving & Mechanical Training School',
  nameBn: 'খুলনা ড্রাইভিং অ্যান্ড মেকানিক্যাল ট্রেনিং স্কুল',
  shortName: 'Khulna Driving School',
  shortNameBn: 'খুলনা ড্রাইভিং স্কুল',
  address: 'House 1, Sample Road, Sonadanga, Khulna 9100, Bangladesh',
  addressBn: 'বাড়ি ১, স্যাম্পল রোড, সোনাডাঙ্গা, খুলনা ৯১০০',
  hours: 'Saturday to Thursday, 8 am to 6 pm. Closed on Friday.',
  hoursBn: 'শনিবার থেকে বৃহস্পতিবার, সকাল ৮টা থেকে সন্ধ্যা ৬টা। শুক্রবার বন্ধ।',
  phones: ['01700000000', '01800000000'],
  email: 'office@khulnadriving.example',
  bkash: '01900000000',
  nagad: '',
  // Khulna city centre, for the school's own spot.
  map: { lat: 22.8456, lon: 89.5403, zoom: 16 },
  registrationNumbers: ['139/2019', '116/2018'],
  established: 2018,
  social: {
    facebook: 'https://www.facebook.com/khulna.driving.school.sample',
    youtube: 'https://www.youtube.com/@khulna.driving.school.sample',
  },
  counters: { graduated: 1200, instructors: 12, students: 150, branches: 1 },
  statistics: { firstAttemptPassPercent: 92, womenTraineesPercent: 30, lessonHoursPerMonth: 900 },
  // Admins always need two-step sign-in; teachers only when the owner says so.
  twoFactorForTeachers: false,
  // Friday, the weekly holiday in Bangladesh; the owner changes it in School Settings.
  closedDays: [5],
};
