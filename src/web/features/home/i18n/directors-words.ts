/**
 * The director's message and the admission rules as the school wrote them, in Bengali: the home
 * page shows these very words in both languages, so both catalogues take them from here.
 */
export const DIRECTORS_WORDS = {
  message:
    'প্রিয় শিক্ষার্থী, নিরাপদ সড়ক গড়ে তোলার প্রথম ধাপ একজন দক্ষ ও দায়িত্বশীল চালক। আমাদের অভিজ্ঞ প্রশিক্ষকেরা হাতে-কলমে প্রশিক্ষণ দিয়ে আপনাকে বৈধ লাইসেন্স পাওয়া পর্যন্ত পাশে থাকবেন।',
  admissionHeading: 'ভর্তির নিয়মাবলি',
  admission: [
    '২ কপি ছবি এবং জাতীয় পরিচয়পত্র, জন্ম নিবন্ধন সনদ অথবা পাসপোর্টের ফটোকপি জমা দিতে হবে।',
    'শিক্ষাগত যোগ্যতার সনদের ফটোকপি জমা দিতে হবে।',
    'ভর্তির সময় সম্পূর্ণ কোর্স ফি পরিশোধ করতে হবে এবং কোনো বকেয়া থাকলে তা নির্ধারিত সময়ে পরিশোধ করতে হবে।',
    'কোর্স শেষে সার্টিফিকেট প্রদান করা হবে এবং অনলাইন প্রক্রিয়া সম্পন্ন করা হবে।',
  ],
} as const;
