/**
 * The about feature's English texts: the namespace `about`, read as `t('about.…')`. Its Bengali is
 * ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  about: {
    title: 'About Us',
    metaDescription:
      'About Khulna Driving & Mechanical Training School: our registration, frequently asked questions, driving guidance in Bengali, and our mission, vision and values.',
    intro:
      'Since {{year}} we have trained drivers and mechanics in Khulna: safe, confident and licensed, with courses for every kind of learner.',
    certification: {
      heading: 'Certified and registered',
      text: 'We train to the syllabus of the Bangladesh Road Transport Authority (BRTA) and help every trainee through the licence process.',
      registration: 'Registration No.',
    },
    faq: {
      heading: 'Frequently asked questions',
      whyQ: 'Why should I choose {{school}}?',
      whyA: 'Because you learn on modern dual-control cars with experienced, patient instructors, at a low cost, with help all the way to a legal licence.',
      differentQ: 'What makes us different from other schools?',
      differentA:
        'Theory classes before practice, a mechanics module in every course, arrangements for women trainees and accommodation for trainees from outside Khulna.',
      bestQ: 'Why are we the best driving school in Khulna?',
      bestA:
        'Over {{graduated}} graduates, a high first-attempt pass rate in the BRTA test and trainers who know Khulna’s roads, from KDA Avenue to the Khulna–Jessore highway.',
      certificateQ: 'Is there a certificate, and can it be verified online?',
      certificateA:
        'Yes. Every trainee who completes a course receives a certificate, and anyone can verify it online on our Verification page with the student ID (SID) and date of birth.',
    },
    features: {
      heading: 'What you get',
      items: [
        'Theory classes on traffic law and road signs',
        'Practical lessons on manual and automatic cars',
        'Motorcycle and scooter training on a safe yard',
        'A basic mechanics module in every course',
        'Help with the BRTA licence application and test',
        'Separate arrangements for women trainees',
        'Accommodation for trainees from outside Khulna',
        'A certificate with online verification',
      ],
    },
    guidance: {
      intro: 'Guidance in Bengali for every drive: before you start, after you stop, and the checks to make.',
    },
    who: {
      heading: 'Who are we',
      intro:
        'A Khulna driving and mechanical training school run by instructors and mechanics who want every road in Bangladesh to be safer.',
      missionTitle: 'Mission',
      mission: 'To train safe, skilled and law-abiding drivers and mechanics at a cost everyone can afford.',
      visionTitle: 'Vision',
      vision: 'Safer roads in Khulna and across Bangladesh, one well-trained driver at a time.',
      valuesTitle: 'Values',
      values: ['Safety first', 'Honesty and transparency', 'Respect for every learner', 'Lifelong learning'],
    },
  },
} as const;

export type Catalogue = typeof en;
