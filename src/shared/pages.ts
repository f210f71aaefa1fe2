/**
 * Who a dashboard menu entry is for: students, teachers, the office's staff (admins, the owner
 * among them) and the owner alone.
 */
export type MenuAudience = 'student' | 'teacher' | 'staff' | 'owner';

interface Page {
  /** The page's address, as a React Router pattern (`:name` is one path segment). */
  readonly path: string;
  /** In the dashboard's menu for these: entries stand in the order of this list. */
  readonly menu?: readonly MenuAudience[];
}

/**
 * Every page of the app, once, by the name links and the menu call it. From this list are made the
 * router's tree (src/web/app/routes.tsx, which adds each page's file), the links
 * (src/web/config/paths.ts), the server's list of page addresses (client-routes.ts: 200 or 404) and
 * the dashboard's menu (src/web/features/dashboard/menu.ts). Every page is also under `/bn`.
 */
export const PAGES = {
  home: { path: '/' },
  courses: { path: '/courses' },
  course: { path: '/course/:cid' },
  about: { path: '/about' },
  contact: { path: '/contact' },
  thankyou: { path: '/thankyou' },
  /** Practice questions by topic with instant answers: anyone, nothing saved. */
  practice: { path: '/practice' },
  sign1: { path: '/sign1' },
  sign2: { path: '/sign2' },
  login: { path: '/login' },
  /** The second step of signing in: a code from the authenticator app (or a backup code). */
  twoFactorCode: { path: '/login/two-factor' },
  twoFactorSetup: { path: '/two-factor/setup' },
  signup: { path: '/signup' },
  /** Where the "confirm your e-mail" link lands (the server's EMAIL_VERIFIED_PATH). */
  emailVerified: { path: '/email-verified' },
  logout: { path: '/logout' },
  verification: { path: '/verification' },
  /** The public check of a receipt number, which the receipt's QR code opens. */
  receiptCheck: { path: '/receipt/:number' },
  /** The public check of a certificate serial, which the certificate's QR code opens. */
  certificateCheck: { path: '/verify/:serial' },
  /** The public check of a refund number, which the refund paper's QR code opens. */
  refundCheck: { path: '/refund/:number' },
  blogs: { path: '/blogs' },
  blog: { path: '/blog/:bid' },
  // Booking and the order card.
  buy: { path: '/buy/:cid' },
  orderDetails: { path: '/orderDetails/:oid' },
  // The password reset pages.
  reset: { path: '/reset' },
  resetNew: { path: '/reset/new' },

  // The dashboard: its home, then its pages in the order of the menu.
  dashboard: { path: '/dashboard' },
  statistics: { path: '/dashboard/statistics' },
  myProfile: { path: '/dashboard/my-profile', menu: ['student', 'teacher'] },
  myCourse: { path: '/dashboard/my-course', menu: ['student'] },
  /** A signed-in student's mock tests and viva drills, with their history. */
  theory: { path: '/dashboard/theory', menu: ['student'] },
  manageUsers: { path: '/dashboard/manage-users', menu: ['staff'] },
  userDetails: { path: '/dashboard/manage-users/user-details/:sid' },
  manageOrder: { path: '/dashboard/manage-order', menu: ['staff'] },
  editOrder: { path: '/dashboard/manage-order/edit-order/:oid' },
  /** The office's batches (and vehicles): the list, a new batch, adding a vehicle. */
  batches: { path: '/dashboard/batches', menu: ['staff'] },
  /** One batch: its sessions, its roster, and placing a student by order id. */
  batch: { path: '/dashboard/batches/:id' },
  /** One session's roster, where its teacher marks attendance. */
  roster: { path: '/dashboard/roster/:batchId/:date' },
  /** The office's BRTA test appointments, from a day on: who is tested when, and how it went. */
  tests: { path: '/dashboard/tests', menu: ['staff'] },
  /** The office's list of payments, those waiting for a decision first. */
  payments: { path: '/dashboard/payments', menu: ['staff'] },
  /** A confirmed payment's printable receipt, for its student and staff. */
  receipt: { path: '/dashboard/receipt/:id' },
  /** Refund requests: a student's own and the owner's answers; the office's list, which the owner decides. */
  refund: { path: '/dashboard/refund', menu: ['student', 'staff'] },
  /** Every order that still owes money, the overdue first. */
  dues: { path: '/dashboard/dues', menu: ['staff'] },
  /** Confirmed money per day and month by method, for a range of days. */
  collections: { path: '/dashboard/collections', menu: ['staff'] },
  enquiries: { path: '/dashboard/enquiries', menu: ['staff'] },
  /** What SMS and mail went out, failed or wait for a retry. */
  messages: { path: '/dashboard/messages', menu: ['staff'] },
  /** The theory tests' question bank, for teachers and the office. */
  questions: { path: '/dashboard/questions', menu: ['teacher', 'staff'] },
  addBlogs: { path: '/dashboard/add-blogs', menu: ['owner'] },
  manageBlogs: { path: '/dashboard/manage-blogs', menu: ['owner'] },
  editBlog: { path: '/dashboard/manage-blogs/edit-blog/:bid' },
  addCourse: { path: '/dashboard/add-course', menu: ['owner'] },
  manageCourse: { path: '/dashboard/manage-course', menu: ['owner'] },
  editCourse: { path: '/dashboard/manage-course/edit-course/:cid' },
  /** The owner's skill checklists, per kind of course. */
  skills: { path: '/dashboard/skills', menu: ['owner'] },
  /** The owner's coupons: create, see their uses, change, retire. */
  coupons: { path: '/dashboard/coupons', menu: ['owner'] },
  /** The owner's activity log (role changes, invitations). */
  activity: { path: '/dashboard/activity', menu: ['owner'] },
  /** The owner edits the school's facts (name, address, phones, payment numbers, map, …). */
  schoolSettings: { path: '/dashboard/school-settings', menu: ['owner'] },
  /** Account security for everyone signed in: two-step sign-in, password, other devices. */
  myAccount: { path: '/dashboard/my-account', menu: ['student', 'teacher', 'staff'] },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof PAGES;

/** The pages in the list's order. */
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** The pages in the dashboard's menu. */
export type MenuPageName = {
  [N in PageName]: (typeof PAGES)[N] extends { menu: readonly MenuAudience[] } ? N : never;
}[PageName];
