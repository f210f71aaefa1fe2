/** Every route of the SPA in one place, so links are never hand-typed strings. */
export const paths = {
  home: '/',
  courses: '/courses',
  course: (cid: string) => `/course/${encodeURIComponent(cid)}`,
  buy: (cid: string) => `/buy/${encodeURIComponent(cid)}`,
  verification: '/verification',
  about: '/about',
  contact: '/contact',
  thankyou: '/thankyou',
  sign1: '/sign1',
  sign2: '/sign2',
  orderDetails: (oid: string) => `/orderDetails/${encodeURIComponent(oid)}`,
  login: '/login',
  signup: '/signup',
  reset: '/reset',
  logout: '/logout',
  /** The second step of signing in: a code from the authenticator app (or a backup code). */
  twoFactorCode: '/login/two-factor',
  twoFactorSetup: '/two-factor/setup',
  myAccount: '/dashboard/my-account',
  /** Where the "confirm your e-mail" link lands (the server's EMAIL_VERIFIED_PATH). */
  emailVerified: '/email-verified',
  dashboard: '/dashboard',
  // Course and blog administration, and the public blog.
  blogs: '/blogs',
  blog: (bid: string) => `/blog/${encodeURIComponent(bid)}`,
  addCourse: '/dashboard/add-course',
  manageCourse: '/dashboard/manage-course',
  editCourse: (cid: string) => `/dashboard/manage-course/edit-course/${encodeURIComponent(cid)}`,
  addBlogs: '/dashboard/add-blogs',
  manageBlogs: '/dashboard/manage-blogs',
  editBlog: (bid: string) => `/dashboard/manage-blogs/edit-blog/${encodeURIComponent(bid)}`,
  // Booking and orders.
  myCourse: '/dashboard/my-course',
  manageOrder: '/dashboard/manage-order',
  editOrder: (oid: string) => `/dashboard/manage-order/edit-order/${encodeURIComponent(oid)}`,
  // Profiles.
  myProfile: '/dashboard/my-profile',
  manageUsers: '/dashboard/manage-users',
  userDetails: (sid: string) => `/dashboard/manage-users/user-details/${encodeURIComponent(sid)}`,
  /** The owner's activity log (role changes, invitations). */
  activity: '/dashboard/activity',
  /** The owner edits the school's facts (name, address, phones, payment numbers, map, …). */
  schoolSettings: '/dashboard/school-settings',
  // Payments and receipts.
  /** The office's list of payments, those waiting for a decision first. */
  payments: '/dashboard/payments',
  /** A confirmed payment's printable receipt, for its student and staff. */
  receipt: (id: string) => `/dashboard/receipt/${encodeURIComponent(id)}`,
  // Teaching.
  /** One session's roster, where its teacher marks attendance. */
  roster: (batchId: string, date: string) =>
    `/dashboard/roster/${encodeURIComponent(batchId)}/${encodeURIComponent(date)}`,
  /** The office's batches (and vehicles): the list, a new batch, adding a vehicle. */
  batches: '/dashboard/batches',
  /** One batch: its sessions, its roster, and placing a student by order id. */
  batch: (id: string) => `/dashboard/batches/${encodeURIComponent(id)}`,
  /** The public check of a receipt number, which the receipt's QR code opens. */
  receiptCheck: (number: string) => `/receipt/${encodeURIComponent(number)}`,
  // The office's money pages.
  /** Every order that still owes money, the overdue first. */
  dues: '/dashboard/dues',
  /** Confirmed money per day and month by method, for a range of days. */
  collections: '/dashboard/collections',
  /** The day's cash-up: count each method's money and close the day (`?day=`). */
  cashUp: '/dashboard/cash-up',
  /** The owner's list of every day's cash-up in a month (`?month=`). */
  cashUps: '/dashboard/cash-ups',
  /** The owner's month: students at each stage and the money, against the month before (`?month=`). */
  statistics: '/dashboard/statistics',
  // Coupons.
  /** The owner's coupons: create, see their uses, change, retire. */
  coupons: '/dashboard/coupons',
  // The teaching loop's other pages.
  /** The office's BRTA test appointments, from a day on. */
  tests: '/dashboard/tests',
  /** The owner's skill checklists, per kind of course. */
  skills: '/dashboard/skills',
  /** The public check of a certificate serial, which the certificate's QR code opens. */
  certificateCheck: (serial: string) => `/verify/${encodeURIComponent(serial)}`,
  // Theory tests.
  /** Practice questions by topic with instant answers: anyone, nothing saved. */
  practice: '/practice',
  /** A signed-in student's mock tests and viva drills, with their history. */
  theory: '/dashboard/theory',
  /** The question bank, for teachers and the office. */
  questions: '/dashboard/questions',
} as const;
