/**
 * The accounts feature's English texts: the namespace `accounts`, read as `t('accounts.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  /** Manage Users: every account, for staff; roles and invitations by the owner. */
  accounts: {
    title: 'Manage Users',
    intro:
      'Every account, new sign-ups included. Search by name, e-mail, phone or role; open a profile, or delete it (the account and its orders stay).',
    searchLabel: 'Search by name, e-mail, phone or role',
    searchPlaceholder: 'e.g. Rahima, 01712-345678 or teacher',
    caption: 'Accounts',
    allRoles: 'All roles',
    sort: {
      newest: 'Newest sign-ups first',
      oldest: 'Oldest sign-ups first',
      name: 'Name, A to Z',
      email: 'E-mail, A to Z',
      lastSignIn: 'Last signed in first',
    },
    col: {
      name: 'Name',
      phone: 'Phone',
      role: 'Role',
      verified: 'Verified',
      profile: 'Profile',
      joined: 'Joined',
      lastSignIn: 'Last sign-in',
      actions: 'Actions',
    },
    photoOf: 'Photo of {{name}}',
    yes: 'Yes',
    no: 'No',
    never: 'Never',
    noPhone: '—',
    owner: 'Owner',
    details: 'Details',
    detailsLabel: 'Details of {{name}}',
    deleteLabel: 'Delete the profile of {{name}}',
    deleteConfirm: 'Delete This Profile?',
    makeLabel: {
      student: 'Make {{name}} a student',
      teacher: 'Make {{name}} a teacher',
      admin: 'Make {{name}} an admin',
    },
    loadFailed: 'The accounts could not be loaded.',
    role: {
      title: 'Change the role of {{name}}',
      legend: 'New role',
      current: '(now)',
      about: {
        student: 'Books courses and sees their own orders.',
        teacher: "Sees the teacher's dashboard and their own profile.",
        admin: 'Manages users, orders and enquiries. Signs in with an authenticator app.',
      },
      unverified:
        '{{name}} has not confirmed this e-mail address yet: until they do, the account can only be a student.',
      summary: {
        student: '{{name}} becomes a student.',
        teacher: '{{name}} becomes a teacher.',
        admin: '{{name}} becomes an admin.',
      },
      signedOut: 'They are signed out now and see their new screens when they sign in again.',
      confirm: { student: 'Make student', teacher: 'Make teacher', admin: 'Make admin' },
      cancel: 'Cancel',
      saved: {
        student: '{{name}} is now a student.',
        teacher: '{{name}} is now a teacher.',
        admin: '{{name}} is now an admin.',
      },
      errors: {
        notVerified:
          'Not changed: {{name}} has not confirmed this e-mail address yet. Ask them to open the confirmation link we mailed them (or to set a password with "Forgot password"), then try again.',
      },
    },
    invite: {
      open: 'Invite a teacher',
      title: 'Invite a teacher',
      intro:
        'We make a teacher’s account and e-mail a link to choose the password (valid for 3 days). Choosing it confirms the address.',
      name: 'Name',
      email: 'E-mail',
      submit: 'Send invitation',
      sending: 'Sending…',
      cancel: 'Cancel',
      sent: 'Invitation sent to {{email}}.',
      notMailed:
        'The account for {{email}} is made, but the e-mail could not be sent. Ask {{name}} to use "Forgot password" on the login page with this address.',
      errors: {
        required: 'This field is required.',
        invalidEmail: 'Please enter a valid e-mail address.',
        tooLong: 'This is too long.',
        invalid: 'This value is not allowed.',
        exists: 'This e-mail address already has an account. Find it in the list and change its role instead.',
        reserved: "This e-mail address is the school owner's.",
      },
    },
  },
} as const;

export type Catalogue = typeof en;
