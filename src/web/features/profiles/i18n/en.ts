/**
 * The profiles feature's English texts: the namespace `profiles`, read as `t('profiles.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  profiles: {
    fields: {
      name: 'Name',
      fullName: 'Full name',
      image: 'Photo',
      phone: 'Phone',
      email: 'E-mail',
      sid: 'SID',
      preaddress: 'Present address',
      peraddress: 'Permanent address',
      emergency: 'Emergency contact',
      dob: 'Date of birth',
      nid: 'NID number',
    },
    hints: {
      image: 'JPEG, PNG or WebP, up to 15 MB. Choose the file, then press Upload Image.',
      phone: '01XXXXXXXXX. Spaces, dashes, +880 and Bengali digits are fine.',
      nid: '10, 13 or 17 digits',
    },
    uploadImage: 'Upload Image',
    uploaded: 'Uploaded!',
    uploading: 'Uploading…',
    chooseFirst: 'Choose a photo first.',
    photoPreview: 'The photo on your profile',
    errors: {
      required: 'This field is required.',
      tooLong: 'This is too long.',
      phone: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX.',
      dobFormat: 'Enter the date as YYYY-MM-DD.',
      dobPast: 'Enter a real date of birth in the past.',
      image: 'Choose a photo and press Upload Image.',
      imageType: 'Only JPEG, PNG or WebP images are accepted.',
      imageSize: 'The photo must be 15 MB or smaller.',
      invalid: 'This value is not allowed.',
    },
    myProfile: {
      title: 'My Profile',
      current: 'Your profile',
      none: 'There is no profile with this email',
      loadFailed: 'Your profile could not be loaded.',
      formTitle: 'Profile form',
      formIntro: 'All fields are required. Your SID and e-mail come from your account.',
      save: 'Save Profile',
    },
    details: {
      title: 'Applicant Details',
      back: 'Back to Manage Users',
      notFound: 'There is no profile with this SID.',
      loadFailed: 'The profile could not be loaded.',
    },
  },
} as const;

export type Catalogue = typeof en;
