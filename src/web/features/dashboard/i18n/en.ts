/**
 * The dashboard feature's English texts: the namespace `dashboard`, read as `t('dashboard.…')`.
 * Its Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  dashboard: {
    title: 'Admin Dashboard',
    menu: 'Dashboard menu',
    openMenu: 'Open dashboard menu',
    closeMenu: 'Close dashboard menu',
    menuButton: 'Menu',
    close: 'Close',
    logout: 'Logout',
    home: 'Back to the website',
    welcome: 'Welcome, {{name}}',
    welcomeIntro: 'Choose what you want to do from the menu.',
    signedInAs: 'Signed in as {{email}}',
    roles: { student: 'Student', teacher: 'Teacher', admin: 'Admin' },
    owner: 'Owner',
    items: {
      myProfile: 'Profile',
      myCourse: 'My Course',
      manageUsers: 'Manage Users',
      manageOrder: 'Manage Orders',
      addBlogs: 'Add Blog',
      manageBlogs: 'Manage Blogs',
      addCourse: 'Add Course',
      manageCourse: 'Manage Courses',
      enquiries: 'Enquiries',
      messages: 'Messages',
      activity: 'Activity',
      schoolSettings: 'School Settings',
      theory: 'Theory Tests',
      questions: 'Question Bank',
      myAccount: 'My Account',
      statistics: 'Statistics',
      refund: 'Refund',
      payments: 'Payments',
      // The office's money pages.
      dues: 'Dues',
      collections: 'Collections',
      coupons: 'Coupons',
      batches: 'Batches',
      tests: 'BRTA Tests',
      skills: 'Skill Checklists',
    },
    placeholders: {
      statistics: 'Statistics will appear here.',
    },
    forbidden: 'You do not have access to this page.',
    /** The teacher's dashboard home: what a teacher can do here now, nothing that is not built yet. */
    teacherHome: {
      signedInAs: 'You are signed in as a teacher.',
      todayTitle: 'What you can do here',
      profile: {
        title: 'My Profile',
        text: 'Your name, photo, phone number and addresses, as the school keeps them.',
      },
      account: {
        title: 'My Account',
        text: 'Change your password, turn on two-step sign-in, or sign out on other devices.',
      },
    },
  },
} as const;

export type Catalogue = typeof en;
