/**
 * The verification feature's English texts: the namespaces `verification` and `certificateCheck`,
 * read as `t('verification.…')`. Its Bengali is ./bn.ts, where the type check fails on a missing
 * key.
 */
export const en = {
  verification: {
    title: 'Verification',
    metaDescription:
      'Verify a certificate of Khulna Driving & Mechanical Training School with the student ID (SID) and date of birth.',
    intro: 'Check a student’s certificate: enter their SID and date of birth.',
    sid: 'SID',
    sidPlaceholder: 'SID12345678',
    dob: 'Date of birth',
    submit: 'Verify',
    checking: 'Checking…',
    results: 'Result',
    empty: 'Enter a SID and date of birth to see what the certificate shows.',
    caption: 'Courses of {{name}}',
    photoOf: 'Photo of {{name}}',
    colCourse: 'Course',
    colStatus: 'Status',
    colCertificate: 'Certificate',
    noCertificate: 'Not issued yet',
    certificateRevoked: 'revoked',
    colStart: 'Start date',
    noCourses: 'No courses booked yet.',
    failed: 'The check could not be completed. Please try again.',
    statuses: { pending: 'Pending', running: 'Running', completed: 'Completed' },
    errors: {
      dobInvalid: 'Enter a real date of birth in the past.',
    },
  },
  /** The public receipt check (/receipt/:number): only what the paper receipt shows. */
  certificateCheck: {
    pageTitle: 'Certificate {{serial}}',
    metaDescription: 'Check that a certificate of the school is genuine.',
    heading: 'Certificate check',
    genuine: 'Genuine certificate',
    genuineText: 'This certificate was issued by {{school}} and stands.',
    revoked: 'Revoked certificate',
    revokedText: 'The school revoked this certificate on {{date}}. It is no longer valid.',
    serial: 'Serial',
    name: 'Name',
    course: 'Course',
    sessions: 'Sessions attended',
    issuedOn: 'Issued on',
    issuer: 'Issued by',
    school: 'School',
    notFound: 'No certificate with this serial',
    notFoundText: 'Check the serial printed under the QR code: 12 letters and digits.',
    failed: 'The certificate could not be checked. Please try again.',
  },
} as const;

export type Catalogue = typeof en;
