/**
 * The certificates feature's English texts: the namespace `certificates`, read as
 * `t('certificates.…')`. Its Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  /** Certificates on My Course and for the office. */
  certificates: {
    heading: 'Certificate',
    none: 'Your certificate is issued when you have finished the course.',
    serial: 'Serial',
    issuedOn: 'Issued on {{day}} by {{issuer}}',
    download: 'Download the certificate (PDF)',
    check: 'Check it online',
    revoked: 'Revoked on {{day}}: {{reason}}',
    override: 'Issued before the student was ready: {{reason}}',
    office: {
      mock: 'Best mock test: {{score}} of {{total}}',
      mockNeeded: 'The school requires a passed mock test before the BRTA test; this student has not passed one yet.',
      heading: 'Lessons, tests and certificate',
      attended: 'Attended {{attended}} of {{required}} sessions',
      ready: 'Ready for the test',
      notReady: 'Not ready yet',
      noBatch: 'Not in a batch yet.',
      batch: 'Batch: {{when}}',
      openBatch: 'Open the batch',
      issue: 'Issue the certificate',
      issueOverride: 'Issue it anyway',
      overrideLabel: 'Why issue it before the student is ready?',
      overrideHint:
        'Required: the student has attended {{attended}} of {{required}} sessions. The reason is kept with the certificate.',
      issued: 'Certificate {{serial}} is issued.',
      revoke: 'Revoke',
      revokeLabel: 'Why revoke certificate {{serial}}?',
      revokeSubmit: 'Revoke the certificate',
      revokedToast: 'Certificate {{serial}} is revoked.',
      /** The office's words for an order without a certificate (the student's are `none`). */
      none: 'No certificate has been issued for this order yet.',
      ownerOnly: 'Only the owner issues and revokes certificates.',
      cancel: 'Cancel',
    },
  },
} as const;

export type Catalogue = typeof en;
