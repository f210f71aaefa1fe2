/**
 * The quiz feature's English texts: the namespace `quiz`, read as `t('quiz.…')`. Its Bengali is
 * ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  quiz: {
    questionNumber: 'Question {{n}}',
    signPicture: 'The road sign the question asks about',
    topics: {
      signs: 'Road signs',
      rules: 'Rules of the road',
      vehicle: 'Vehicle and engine',
      safety: 'Safety and first aid',
      licence: 'Licence and papers',
    },
    practice: {
      title: 'Practise for the written test',
      intro:
        'Questions like the BRTA written test, in Bengali or English. Choose an answer to see at once whether it is right, and why. No account needed; nothing is saved.',
      topic: 'Topic',
      allTopics: 'All topics',
      tally: '{{right}} right of {{done}} answered',
      right: 'Right.',
      wrong: 'Not quite.',
      more: 'More questions',
      none: 'There are no questions on this topic yet.',
      mockLink: 'Take a timed mock test',
    },
    test: {
      title: 'Mock tests',
      intro:
        'A mock test is like the BRTA written test; the viva drill asks questions like the oral test. Once a test has loaded you can lose the connection: your answers stay on this phone and are sent when it is back.',
      startMock: 'Start a mock test',
      startViva: 'Start a viva drill',
      rules:
        'Mock test: {{questions}} questions in {{minutes}} minutes, {{pass}} right to pass, {{vehicle}} of them on the vehicle and engine. Viva drill: {{vivaQuestions}} questions, {{vivaPass}} right to pass.',
      mockTitle: 'Mock test',
      vivaTitle: 'Viva drill',
      answered: '{{answered}} of {{total}} answered',
      timeLeft: 'Time left',
      offline:
        'You are offline. Keep answering: your answers are kept on this phone and will be sent when the connection is back.',
      submit: 'Submit the test',
      sending: 'Sending your answers…',
      waitingForConnection:
        'Your answers are saved on this phone. They will be sent as soon as the connection is back.',
      discard: 'Close this test',
      resultTitle: 'Your result',
      score: '{{score}} / {{total}}',
      passed: 'Passed',
      failed: 'Not passed yet',
      reviewTitle: 'The answers to learn from',
      reviewIntro: 'Each question you got wrong, with the right answer and why.',
      allRight: 'Every answer was right.',
      yourAnswer: 'Your answer: {{answer}}',
      notAnswered: 'Your answer: none',
      rightAnswer: 'Right answer: {{answer}}',
      late: 'Sent after the time was up: marked late',
      done: 'Back to my tests',
    },
    history: {
      title: 'My tests',
      progress: 'My progress',
      best: 'Best mock test score',
      noBest: 'No mock test yet',
      weak: 'Topics to practise',
      noWeak: 'None yet: take a test to see.',
      wrongOf: '{{wrong}} wrong of {{asked}}',
      empty: 'You have not taken a test yet.',
      notSubmitted: 'Not submitted',
      loadFailed: 'Your tests could not be loaded.',
    },
    bank: {
      title: 'Question bank',
      intro:
        'The questions students practise with and are tested on, in English and Bengali. A change shows in practice, new tests and the next PDF download.',
      addTitle: 'Add a question',
      editTitle: 'Change the question',
      topic: 'Topic',
      textEn: 'Question (English)',
      textBn: 'Question (Bengali)',
      options: 'Options: tick the right one',
      rightOption: 'Option {{n}} is right',
      optionEn: 'Option {{n}} (English)',
      optionBn: 'Option {{n}} (Bengali)',
      optionsHint: 'Three or four options, each in both languages. Leave the fourth empty for three.',
      explanationEn: 'Why (English)',
      explanationBn: 'Why (Bengali)',
      image: 'Picture address (optional)',
      invalid:
        'Fill in the question, at least three options and the explanation in both languages, and tick an option that is filled in.',
      saved: 'Saved.',
      add: 'Add the question',
      saveChange: 'Save the change',
      cancel: 'Cancel',
      listTitle: 'Questions',
      search: 'Find a question',
      answer: 'Answer',
      edit: 'Change',
      retire: 'Retire',
      retireConfirm: 'Retire this question? It leaves practice, new tests and the PDF; tests already taken keep it.',
    },
  },
} as const;

export type Catalogue = typeof en;
