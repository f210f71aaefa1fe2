import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageName } from '#shared/pages.ts';
import { HomePage } from '#web/pages/home.tsx';
import { courseQueryOptions } from '#web/features/courses/api/get-course.ts';
import { coursesQueryOptions } from '#web/features/courses/api/get-courses.ts';
import { blogQueryOptions } from '#web/features/blogs/api/get-blog.ts';
import { blogsQueryOptions, HOME_BLOGS, publicBlogPage } from '#web/features/blogs/api/get-blogs.ts';
import { signsQueryOptions } from '#web/features/signs/api/get-signs.ts';
import { signInOptionsQueryOptions } from '#web/features/auth/api/sign-in-options.ts';
import { receiptCheckQueryOptions } from '#web/features/receipts/api/check-receipt.ts';
import { refundCheckQueryOptions } from '#web/features/refunds/api/check-refund.ts';
import { certificateCheckQueryOptions } from '#web/features/verification/api/check-certificate.ts';
import type { AnyQuery, PageModule, Wake } from './routes';

/** A page that is its own file, fetched when the page is first opened, and how to find the page in it. */
export interface PageFile {
  file: () => Promise<PageModule>;
  component: (module: PageModule) => ComponentType;
}

export function pageFile<M extends PageModule>(
  file: () => Promise<M>,
  component: (module: M) => ComponentType,
): PageFile {
  return { file, component: component as (module: PageModule) => ComponentType };
}

/** How a page of the list of pages (#shared/pages.ts) is drawn. */
export interface PageRoute {
  /**
   * The page: its own file for every page but the home page, so a visitor downloads only the pages
   * they open and dashboard pages are never part of the public bundle.
   */
  page: PageFile | ComponentType;
  /** Drawn by the server: `intent` a page to read, `now` a page with a form (see Wake). */
  ssr?: Wake;
  /** The queries the page reads, fetched before it shows. */
  data?: (args: LoaderFunctionArgs) => AnyQuery[];
  /** Drawn without the common layout (the password reset pages). */
  bare?: true;
}

/** A dashboard page that so far only says what will be there. */
const placeholder = (page: 'statistics') =>
  pageFile(
    () => import('#web/pages/dashboard/placeholder.tsx'),
    ({ PlaceholderPage }) =>
      function Placeholder() {
        return <PlaceholderPage page={page} />;
      },
  );

const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/** Each page of the list: its file, and whether the server draws it and with what data. */
export const PAGE_ROUTES: Record<PageName, PageRoute> = {
  home: { page: HomePage, ssr: 'intent', data: () => [coursesQueryOptions(), blogsQueryOptions(HOME_BLOGS)] },
  courses: {
    page: pageFile(
      () => import('#web/pages/courses.tsx'),
      (m) => m.CoursesPage,
    ),
    ssr: 'intent',
    data: () => [coursesQueryOptions()],
  },
  course: {
    page: pageFile(
      () => import('#web/pages/course-detail.tsx'),
      (m) => m.CourseDetailPage,
    ),
    ssr: 'intent',
    data: ({ params }) => [courseQueryOptions(params.cid ?? '')],
  },
  about: {
    page: pageFile(
      () => import('#web/pages/about.tsx'),
      (m) => m.AboutPage,
    ),
    ssr: 'intent',
  },
  contact: {
    page: pageFile(
      () => import('#web/pages/contact.tsx'),
      (m) => m.ContactPage,
    ),
    ssr: 'now',
  },
  thankyou: {
    page: pageFile(
      () => import('#web/pages/thankyou.tsx'),
      (m) => m.ThankYouPage,
    ),
  },
  // Practice draws random questions and answers taps, so the browser draws it (docs/decisions/0330).
  practice: {
    page: pageFile(
      () => import('#web/pages/practice.tsx'),
      (m) => m.PracticePage,
    ),
  },
  sign1: {
    page: pageFile(
      () => import('#web/pages/signs.tsx'),
      (m) => m.SignOnePage,
    ),
    ssr: 'intent',
    data: (args) => [signsQueryOptions(searchOf(args).get('q') ?? '')],
  },
  sign2: {
    page: pageFile(
      () => import('#web/pages/signs.tsx'),
      (m) => m.SignTwoPage,
    ),
    ssr: 'intent',
    data: (args) => [signsQueryOptions(searchOf(args).get('q') ?? '')],
  },
  login: {
    page: pageFile(
      () => import('#web/pages/login.tsx'),
      (m) => m.LoginPage,
    ),
    ssr: 'now',
    data: () => [signInOptionsQueryOptions()],
  },
  twoFactorCode: {
    page: pageFile(
      () => import('#web/pages/two-factor.tsx'),
      (m) => m.TwoFactorPage,
    ),
  },
  twoFactorSetup: {
    page: pageFile(
      () => import('#web/pages/two-factor-setup.tsx'),
      (m) => m.TwoFactorSetupPage,
    ),
  },
  signup: {
    page: pageFile(
      () => import('#web/pages/signup.tsx'),
      (m) => m.SignupPage,
    ),
    ssr: 'now',
    data: () => [signInOptionsQueryOptions()],
  },
  emailVerified: {
    page: pageFile(
      () => import('#web/pages/email-verified.tsx'),
      (m) => m.EmailVerifiedPage,
    ),
  },
  logout: {
    page: pageFile(
      () => import('#web/pages/logout.tsx'),
      (m) => m.LogoutPage,
    ),
  },
  verification: {
    page: pageFile(
      () => import('#web/pages/verification.tsx'),
      (m) => m.VerificationPage,
    ),
    ssr: 'now',
  },
  // The public check of a receipt number (the receipt's QR code opens it): only what the paper shows.
  receiptCheck: {
    page: pageFile(
      () => import('#web/pages/receipt-check.tsx'),
      (m) => m.ReceiptCheckPage,
    ),
    ssr: 'intent',
    data: ({ params }) => [receiptCheckQueryOptions(params.number ?? '')],
  },
  // The public check of a refund number (the refund paper's QR code opens it): only what the paper shows.
  refundCheck: {
    page: pageFile(
      () => import('#web/pages/refund-check.tsx'),
      (m) => m.RefundCheckPage,
    ),
    ssr: 'intent',
    data: ({ params }) => [refundCheckQueryOptions(params.number ?? '')],
  },
  // The public check of a certificate serial (the certificate's QR code opens it).
  certificateCheck: {
    page: pageFile(
      () => import('#web/pages/certificate-check.tsx'),
      (m) => m.CertificateCheckPage,
    ),
    ssr: 'intent',
    data: ({ params }) => [certificateCheckQueryOptions(params.serial ?? '')],
  },
  blogs: {
    page: pageFile(
      () => import('#web/pages/blogs.tsx'),
      (m) => m.BlogsPage,
    ),
    ssr: 'intent',
    data: (args) => [blogsQueryOptions(publicBlogPage(searchOf(args)))],
  },
  blog: {
    page: pageFile(
      () => import('#web/pages/blog.tsx'),
      (m) => m.BlogPage,
    ),
    ssr: 'intent',
    data: ({ params }) => [blogQueryOptions(params.bid ?? '')],
  },
  // Booking and the order card: both behind the login guard inside the page.
  buy: {
    page: pageFile(
      () => import('#web/pages/buy.tsx'),
      (m) => m.BuyPage,
    ),
  },
  orderDetails: {
    page: pageFile(
      () => import('#web/pages/order-details.tsx'),
      (m) => m.OrderDetailsPage,
    ),
  },
  reset: {
    page: pageFile(
      () => import('#web/pages/reset.tsx'),
      (m) => m.ResetPage,
    ),
    bare: true,
  },
  resetNew: {
    page: pageFile(
      () => import('#web/pages/reset-new.tsx'),
      (m) => m.ResetNewPasswordPage,
    ),
    bare: true,
  },

  // The dashboard's pages: loaded only by signed-in users who open them; each checks the role it needs.
  dashboard: {
    page: pageFile(
      () => import('#web/pages/dashboard/home.tsx'),
      (m) => m.DashboardHomePage,
    ),
  },
  statistics: { page: placeholder('statistics') },
  myProfile: {
    page: pageFile(
      () => import('#web/pages/dashboard/my-profile.tsx'),
      (m) => m.MyProfilePage,
    ),
  },
  myCourse: {
    page: pageFile(
      () => import('#web/pages/dashboard/my-course.tsx'),
      (m) => m.MyCoursePage,
    ),
  },
  theory: {
    page: pageFile(
      () => import('#web/pages/dashboard/theory.tsx'),
      (m) => m.TheoryPage,
    ),
  },
  manageUsers: {
    page: pageFile(
      () => import('#web/pages/dashboard/manage-users.tsx'),
      (m) => m.ManageUsersPage,
    ),
  },
  userDetails: {
    page: pageFile(
      () => import('#web/pages/dashboard/user-details.tsx'),
      (m) => m.UserDetailsPage,
    ),
  },
  manageOrder: {
    page: pageFile(
      () => import('#web/pages/dashboard/manage-order.tsx'),
      (m) => m.ManageOrderPage,
    ),
  },
  editOrder: {
    page: pageFile(
      () => import('#web/pages/dashboard/edit-order.tsx'),
      (m) => m.EditOrderPage,
    ),
  },
  batches: {
    page: pageFile(
      () => import('#web/pages/dashboard/batches.tsx'),
      (m) => m.BatchesPage,
    ),
  },
  batch: {
    page: pageFile(
      () => import('#web/pages/dashboard/batch.tsx'),
      (m) => m.BatchPage,
    ),
  },
  roster: {
    page: pageFile(
      () => import('#web/pages/dashboard/roster.tsx'),
      (m) => m.RosterPage,
    ),
  },
  tests: {
    page: pageFile(
      () => import('#web/pages/dashboard/tests.tsx'),
      (m) => m.TestsPage,
    ),
  },
  payments: {
    page: pageFile(
      () => import('#web/pages/dashboard/payments.tsx'),
      (m) => m.PaymentsPage,
    ),
  },
  receipt: {
    page: pageFile(
      () => import('#web/pages/dashboard/receipt.tsx'),
      (m) => m.ReceiptPage,
    ),
  },
  // A student's refund requests; the office's list, which the owner decides.
  refund: {
    page: pageFile(
      () => import('#web/pages/dashboard/refund.tsx'),
      (m) => m.RefundPage,
    ),
  },
  dues: {
    page: pageFile(
      () => import('#web/pages/dashboard/dues.tsx'),
      (m) => m.DuesPage,
    ),
  },
  collections: {
    page: pageFile(
      () => import('#web/pages/dashboard/collections.tsx'),
      (m) => m.CollectionsPage,
    ),
  },
  enquiries: {
    page: pageFile(
      () => import('#web/pages/dashboard/enquiries.tsx'),
      (m) => m.EnquiriesPage,
    ),
  },
  messages: {
    page: pageFile(
      () => import('#web/pages/dashboard/messages.tsx'),
      (m) => m.MessagesPage,
    ),
  },
  questions: {
    page: pageFile(
      () => import('#web/pages/dashboard/questions.tsx'),
      (m) => m.QuestionsPage,
    ),
  },
  addBlogs: {
    page: pageFile(
      () => import('#web/pages/dashboard/add-blogs.tsx'),
      (m) => m.AddBlogsPage,
    ),
  },
  manageBlogs: {
    page: pageFile(
      () => import('#web/pages/dashboard/manage-blogs.tsx'),
      (m) => m.ManageBlogsPage,
    ),
  },
  editBlog: {
    page: pageFile(
      () => import('#web/pages/dashboard/edit-blog.tsx'),
      (m) => m.EditBlogPage,
    ),
  },
  addCourse: {
    page: pageFile(
      () => import('#web/pages/dashboard/add-course.tsx'),
      (m) => m.AddCoursePage,
    ),
  },
  manageCourse: {
    page: pageFile(
      () => import('#web/pages/dashboard/manage-course.tsx'),
      (m) => m.ManageCoursePage,
    ),
  },
  editCourse: {
    page: pageFile(
      () => import('#web/pages/dashboard/edit-course.tsx'),
      (m) => m.EditCoursePage,
    ),
  },
  skills: {
    page: pageFile(
      () => import('#web/pages/dashboard/skills.tsx'),
      (m) => m.SkillsPage,
    ),
  },
  coupons: {
    page: pageFile(
      () => import('#web/pages/dashboard/coupons.tsx'),
      (m) => m.CouponsPage,
    ),
  },
  activity: {
    page: pageFile(
      () => import('#web/pages/dashboard/activity.tsx'),
      (m) => m.ActivityPage,
    ),
  },
  schoolSettings: {
    page: pageFile(
      () => import('#web/pages/dashboard/school-settings.tsx'),
      (m) => m.SchoolSettingsPage,
    ),
  },
  myAccount: {
    page: pageFile(
      () => import('#web/pages/dashboard/my-account.tsx'),
      (m) => m.MyAccountPage,
    ),
  },
};
