import { DIRECTORS_WORDS } from './directors-words';

/**
 * The home feature's English texts: the namespace `home`, read as `t('home.…')`. Its Bengali is
 * ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  home: {
    seeMoreContext: 'courses',
    metaDescription:
      'Driving and mechanical training in Khulna: car, motorcycle and scooter courses, women trainees welcome, accommodation, BRTA licence support and certificates with online verification.',
    hero: {
      eyebrow: 'Driving & mechanical training in Khulna',
      slogansLabel: 'What we offer',
      slogans: ['স্বল্প খরচে বৈধ লাইসেন্সসহ সার্বিক সহযোগিতা', 'মহিলা প্রশিক্ষণার্থীদের জন্য আলাদা ব্যবস্থা', 'থাকার ব্যবস্থা আছে'],
      browseCourses: 'Browse courses',
      contact: 'Talk to us',
      imageAlt: 'A learner car on a Khulna street',
    },
    counters: {
      heading: 'Our school in numbers',
      graduated: 'Graduated',
      instructors: 'Instructors',
      students: 'Present students',
      branches: 'Branch',
    },
    learningHub: {
      heading: 'Learning Hub',
      intro:
        'Prepare for the BRTA written and oral test at your own pace: learn the road signs with their meaning in Bengali and English, then practise with our question bank.',
      signsTitle: 'Road signs',
      signsText: 'Learning Form One and Two: every sign with its meaning.',
      signsLink: 'Start learning the signs',
      pdfTitle: 'Questions & answers (PDF)',
      pdfText: 'Our question bank for the written test, with answers, in Bengali: read it offline or print it.',
      pdfLink: 'Download the question & answer PDF',
    },
    vehicles: {
      heading: 'Vehicles you can learn',
      intro: 'Train on the kind of vehicle you will drive, with dual-control cars for your first lessons.',
      manualAuto: 'Manual & Auto Car',
      manualAutoText: 'Both gear systems in one course.',
      auto: 'Auto Car',
      autoText: 'An easy start with an automatic gearbox.',
      manual: 'Manual',
      manualText: 'Clutch and gears, from first lesson to licence.',
      scooter: 'Scooter',
      scooterText: 'Scooter and motorcycle riding, helmet provided.',
    },
    gallery: {
      heading: 'Photo gallery',
      intro: 'A look at our classroom, practice yard, workshop and graduates.',
      alts: [
        'Theory classroom with whiteboard',
        'Practice yard with cones',
        'Trainer standing beside a training car',
        'Woman trainee at the wheel',
        'Workshop with a car on a lift',
        'Graduate receiving a driving certificate',
      ],
    },
    director: {
      heading: "Director's message",
      role: 'Director',
      ...DIRECTORS_WORDS,
    },
    stats: {
      heading: 'Statistics',
      intro: 'How our trainees do, year after year.',
      passRate: 'Pass the BRTA test at the first attempt',
      womenTrainees: 'Of our trainees are women',
      lessonHours: 'Practical lesson hours every month',
      since: 'The year we started training in Khulna',
    },
    certified: {
      heading: 'We are certified by',
      government: 'Government of the People’s Republic of Bangladesh',
      governmentShort: 'Government',
      brta: 'Bangladesh Road Transport Authority',
      brtaShort: 'BRTA',
      kmp: 'Khulna Metropolitan Police',
      kmpShort: 'KMP',
      ngo: 'Road-safety alliance of NGOs',
      ngoShort: 'NGO alliance',
    },
    testimonials: {
      heading: 'What our students say',
      items: [
        {
          quote:
            'I had never touched a steering wheel. After the automatic car course I passed the BRTA test at the first try.',
          name: 'Nusrat J.',
          course: 'Automatic Car Driving',
        },
        {
          quote: 'The trainers are patient and the mechanics sessions taught me to check my own car. Worth every taka.',
          name: 'Rakib H.',
          course: 'Manual Car Driving',
        },
        {
          quote: 'A female instructor and a safe practice yard made it easy for me to learn the scooter.',
          name: 'Sumaiya A.',
          course: 'Motorcycle & Scooter Riding',
        },
      ],
    },
    why: {
      heading: 'Why choose us',
      theory: 'Theory class',
      theoryText: 'Traffic law, road signs and the written test, explained in class before you drive.',
      trainer: 'Experienced trainer',
      trainerText: 'Licensed instructors with years of teaching in Khulna traffic.',
      certificate: 'Certificate',
      certificateText: 'A certificate at the end of your course that anyone can verify online.',
      modules: 'Training modules',
      modulesText: 'Step-by-step modules from the practice yard to the highway.',
    },
  },
} as const;

export type Catalogue = typeof en;
