/**
 * The coupons feature's English texts: the namespace `coupons`, read as `t('coupons.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key. The field errors the server
 * words too (`coupons.errors`) are in src/shared/i18n/en.ts.
 */
export const en = {
  /** Coupons the owner defines: what the coupon form and the API say about its fields. */
  coupons: {
    /** The owner's coupons page. */
    manage: {
      title: 'Coupons',
      intro:
        'Discount codes students type when they book. A code works from its first to its last day, for as many bookings as its cap allows.',
      newHeading: 'New coupon',
      fields: {
        code: 'Code',
        kind: 'Discount type',
        valuePercent: 'Percent off (%)',
        valueTaka: 'Taka off (৳)',
        validFrom: 'First day',
        validTo: 'Last day',
        cap: 'Cap (bookings)',
        perStudent: 'Uses per student',
      },
      hints: {
        code: 'Letters, digits, - or _, e.g. EID2026.',
        cap: 'How many bookings may use it.',
        perStudent: 'How many of one student’s bookings may use it: 1 is once per student.',
        capUsed: 'Used {{uses}} times so far: the cap cannot go below that.',
      },
      kinds: { percent: 'Percentage', fixed: 'Fixed amount (৳)' },
      create: 'Create coupon',
      created: 'Coupon {{code}} created.',
      caption: 'Coupons',
      col: { code: 'Code', value: 'Discount', valid: 'Valid', uses: 'Uses', state: 'State', actions: 'Actions' },
      percentOff: '{{value}}% off',
      takaOff: '৳{{amount}} off',
      validRange: '{{from}} – {{to}}',
      usesOfCap: '{{uses}} / {{cap}}',
      perStudent_one: 'once per student',
      perStudent_other: '{{n}} per student',
      states: {
        active: 'Active',
        notYetValid: 'Not yet valid',
        expired: 'Expired',
        usedUp: 'Used up',
        retired: 'Retired',
      },
      noActions: 'No longer in use',
      edit: 'Edit',
      editLabel: 'Edit {{code}}',
      retire: 'Retire',
      retireLabel: 'Retire {{code}}',
      editTitle: 'Change coupon {{code}}',
      editIntro: '{{discount}}. The code and the discount type stay as they are.',
      save: 'Save changes',
      cancel: 'Cancel',
      saved: 'Coupon {{code}} saved.',
      retireConfirm:
        'Retire coupon {{code}}? Students can no longer use it. Orders already booked with it keep their discount.',
      retired: 'Coupon {{code}} retired.',
      empty: 'No coupons yet. Create the first one above.',
      loadFailed: 'The coupons could not be loaded.',
    },
    /** The coupon box on the booking form. */
    apply: {
      label: 'Coupon code (optional)',
      hint: 'Have a discount code? Type it and press Apply.',
      apply: 'Apply',
      applyLabel: 'Apply the coupon code',
      remove: 'Remove',
      removeLabel: 'Remove the coupon',
      applied: 'Coupon {{code}} applied',
      price: 'Course fee',
      discount: 'Discount',
      total: 'You pay',
      /** A discount taken off: −৳1,200. */
      minus: '−{{amount}}',
    },
  },
} as const;

export type Catalogue = typeof en;
