import type { Me } from '#shared/schemas/user.ts';

/** What the menu depends on: the signed-in user's role and whether they own the school. */
type MenuUser = Pick<NonNullable<Me['user']>, 'role' | 'isOwner'>;

interface MenuItem {
  to: string;
  key:
    | 'myProfile'
    | 'myCourse'
    | 'manageUsers'
    | 'manageOrder'
    | 'batches'
    | 'tests'
    | 'skills'
    | 'payments'
    | 'refund'
    | 'dues'
    | 'collections'
    | 'addBlogs'
    | 'manageBlogs'
    | 'addCourse'
    | 'manageCourse'
    | 'enquiries'
    | 'messages'
    | 'activity'
    | 'schoolSettings'
    | 'coupons'
    | 'theory'
    | 'questions'
    | 'myAccount';
}

/** The role menu, then everyone's account security page; the server enforces the same rules on every call. */
export function menuFor(user: MenuUser): MenuItem[] {
  return [...roleMenu(user), { to: 'my-account', key: 'myAccount' }];
}

function roleMenu(user: MenuUser): MenuItem[] {
  if (user.role === 'student')
    return [
      { to: 'my-profile', key: 'myProfile' },
      { to: 'my-course', key: 'myCourse' },
      // Their refund requests and the owner's answers.
      { to: 'refund', key: 'refund' },
      // Mock tests, viva drills and their history.
      { to: 'theory', key: 'theory' },
    ];
  if (user.role === 'teacher')
    return [
      { to: 'my-profile', key: 'myProfile' },
      { to: 'questions', key: 'questions' },
    ];
  const items: MenuItem[] = [
    { to: 'manage-users', key: 'manageUsers' },
    { to: 'manage-order', key: 'manageOrder' },
    // Batches, their seats and the vehicles they use.
    { to: 'batches', key: 'batches' },
    // BRTA test appointments: who is tested when, and how it went.
    { to: 'tests', key: 'tests' },
    { to: 'payments', key: 'payments' },
    // Refund requests: the owner decides them, admins see them.
    { to: 'refund', key: 'refund' },
    // The office's money pages.
    { to: 'dues', key: 'dues' },
    { to: 'collections', key: 'collections' },
    { to: 'enquiries', key: 'enquiries' },
    // What SMS and mail went out, failed or wait for a retry.
    { to: 'messages', key: 'messages' },
    // The theory-test question bank.
    { to: 'questions', key: 'questions' },
  ];
  if (user.isOwner)
    items.push(
      { to: 'add-blogs', key: 'addBlogs' },
      { to: 'manage-blogs', key: 'manageBlogs' },
      { to: 'add-course', key: 'addCourse' },
      { to: 'manage-course', key: 'manageCourse' },
      { to: 'skills', key: 'skills' },
      { to: 'coupons', key: 'coupons' },
      { to: 'activity', key: 'activity' },
      { to: 'school-settings', key: 'schoolSettings' },
    );
  return items;
}
