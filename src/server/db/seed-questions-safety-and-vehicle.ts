import type { SeedQuestion } from './seed-questions';

/**
 * The sample bank's written questions on safety and first aid, and the vehicle and its engine, in English and Bengali (the bank and its rules:
 * seed-questions.ts).
 */
export const SAFETY_AND_VEHICLE: readonly SeedQuestion[] = [
  // ── Safety and first aid ──
  {
    topic: 'safety',
    q: ['Why must you wear a seat belt?', 'সিটবেল্ট পরা কেন জরুরি?'],
    options: [
      ['It keeps you in your seat in a crash and cuts serious injuries', 'দুর্ঘটনায় আসনে ধরে রাখে এবং গুরুতর আঘাত কমায়'],
      ['It is only for long journeys', 'এটি শুধু দূরের যাত্রার জন্য'],
      ['It is only for passengers', 'এটি শুধু যাত্রীদের জন্য'],
    ],
    correct: 0,
    why: ['Driver and passengers both wear seat belts.', 'চালক ও যাত্রী সবাইকে সিটবেল্ট পরতে হবে।'],
  },
  {
    topic: 'safety',
    q: ['Who must wear a helmet on a motorcycle?', 'মোটরসাইকেলে কাকে হেলমেট পরতে হবে?'],
    options: [
      ['Both the rider and the pillion, with the strap fastened', 'চালক ও আরোহী দুজনকেই, ফিতা আটকে'],
      ['Only the rider', 'শুধু চালককে'],
      ['Nobody inside the city', 'শহরের ভেতরে কাউকেই নয়'],
    ],
    correct: 0,
    why: [
      'A standard helmet, strapped on, greatly lowers the risk of head injury.',
      'মানসম্মত হেলমেট ফিতা আটকে পরলে মাথার আঘাতের ঝুঁকি অনেক কমে।',
    ],
  },
  {
    topic: 'safety',
    q: ['May you drive after drinking alcohol or taking drugs?', 'মদ বা মাদক সেবন করে গাড়ি চালানো যায় কি?'],
    options: [
      ['No, never', 'না, কখনোই না'],
      ['Yes, a small amount is fine', 'হ্যাঁ, অল্প হলে সমস্যা নেই'],
      ['Yes, if you drive slowly', 'হ্যাঁ, ধীরে চালালে'],
    ],
    correct: 0,
    why: [
      'It slows reactions and judgement, and it is a punishable offence.',
      'এতে প্রতিক্রিয়া ও বিচারবুদ্ধি কমে যায়, এবং এটি দণ্ডনীয় অপরাধ।',
    ],
  },
  {
    topic: 'safety',
    q: ['What should you do when driving in rain?', 'বৃষ্টির সময় গাড়ি চালানোর সতর্কতা কী?'],
    options: [
      [
        'Slow down, keep a longer gap, use wipers and headlights, avoid sudden braking',
        'গতি কমান, দূরত্ব বাড়ান, ওয়াইপার ও হেডলাইট চালু রাখুন, হঠাৎ ব্রেক এড়িয়ে চলুন',
      ],
      ['Switch on the hazard lights and drive fast', 'হ্যাজার্ড বাতি জ্বালিয়ে দ্রুত চালান'],
      ['Drive as usual', 'স্বাভাবিকভাবেই চালান'],
    ],
    correct: 0,
    why: ['A wet road needs about twice the stopping distance.', 'ভেজা রাস্তায় থামতে প্রায় দ্বিগুণ দূরত্ব লাগে।'],
  },
  {
    topic: 'safety',
    q: ['What must a driver do after a crash in which someone is hurt?', 'দুর্ঘটনায় কেউ আহত হলে চালকের করণীয় কী?'],
    options: [
      [
        'Stop, help the injured, call 999 and inform the nearest police station',
        'থামুন, আহতকে সাহায্য করুন, ৯৯৯-এ ফোন করুন এবং নিকটস্থ থানাকে জানান',
      ],
      ['Drive away quickly', 'দ্রুত চলে যান'],
      ['Wait for the owner of the other vehicle only', 'শুধু অন্য গাড়ির মালিকের জন্য অপেক্ষা করুন'],
    ],
    correct: 0,
    why: [
      'Leaving the scene of a crash is an offence; quick help saves lives.',
      'দুর্ঘটনাস্থল ছেড়ে পালানো অপরাধ; দ্রুত সাহায্যে জীবন বাঁচে।',
    ],
  },
  {
    topic: 'safety',
    q: ['An injured person is bleeding heavily. What do you do first?', 'আহত ব্যক্তির প্রচুর রক্তক্ষরণ হলে প্রথমে কী করবেন?'],
    options: [
      ['Press firmly on the wound with a clean cloth', 'পরিষ্কার কাপড় দিয়ে ক্ষতস্থানে জোরে চেপে ধরুন'],
      ['Give them water to drink', 'পানি পান করান'],
      ['Sit them up and walk them around', 'বসিয়ে হাঁটানোর চেষ্টা করুন'],
    ],
    correct: 0,
    why: [
      'Firm pressure on the wound slows bleeding until help arrives.',
      'ক্ষতস্থানে চাপ দিলে সাহায্য আসা পর্যন্ত রক্তক্ষরণ কমে।',
    ],
  },
  {
    topic: 'safety',
    q: [
      'Someone hurt in a crash may have a neck or back injury. You should:',
      'দুর্ঘটনায় আহতের ঘাড় বা মেরুদণ্ডে আঘাত থাকতে পারে। আপনি কী করবেন?',
    ],
    options: [
      ['Not move them unless there is danger, such as fire', 'আগুনের মতো বিপদ না থাকলে নাড়াবেন না'],
      ['Pull them out of the vehicle at once', 'সঙ্গে সঙ্গে গাড়ি থেকে টেনে বের করবেন'],
      ['Take off their helmet quickly', 'দ্রুত হেলমেট খুলে দেবেন'],
    ],
    correct: 0,
    why: ['Moving them can make a spinal injury worse.', 'নাড়ালে মেরুদণ্ডের আঘাত আরও গুরুতর হতে পারে।'],
  },
  {
    topic: 'safety',
    q: ['How far behind the vehicle in front should you keep?', 'সামনের গাড়ি থেকে কতটা দূরত্ব রাখা উচিত?'],
    options: [
      ['Far enough to stop safely if it brakes suddenly', 'সেটি হঠাৎ ব্রেক করলেও নিরাপদে থামা যায় এমন দূরত্ব'],
      ['As close as possible, to stop others cutting in', 'যতটা সম্ভব কাছে, যাতে কেউ ঢুকতে না পারে'],
      ['One metre', 'এক মিটার'],
    ],
    correct: 0,
    why: [
      'Keep at least a two-second gap in the dry, more in rain or at speed.',
      'শুকনো রাস্তায় অন্তত দুই সেকেন্ডের দূরত্ব রাখুন; বৃষ্টিতে বা বেশি গতিতে আরও বেশি।',
    ],
  },
  {
    topic: 'safety',
    q: ['What do you do if you feel sleepy while driving?', 'গাড়ি চালানোর সময় ঘুম পেলে কী করবেন?'],
    options: [
      ['Stop in a safe place and rest', 'নিরাপদ জায়গায় থেমে বিশ্রাম নিন'],
      ['Open the window and keep going', 'জানালা খুলে চালিয়ে যান'],
      ['Drive faster to arrive sooner', 'তাড়াতাড়ি পৌঁছাতে গতি বাড়ান'],
    ],
    correct: 0,
    why: ['A tired driver can fall asleep for seconds at the wheel.', 'ক্লান্ত চালক কয়েক সেকেন্ডের জন্য ঘুমিয়ে পড়তে পারেন।'],
  },
  {
    topic: 'safety',
    q: ['Your vehicle breaks down on the road. What do you do?', 'রাস্তায় গাড়ি বিকল হলে কী করবেন?'],
    options: [
      [
        'Move it to the left edge, switch on the hazard lights and place a warning triangle behind',
        'গাড়ি বাম কিনারে সরান, হ্যাজার্ড বাতি জ্বালান এবং পেছনে সতর্কতা ত্রিভুজ রাখুন',
      ],
      ['Leave it in the lane and go for help', 'লেনেই রেখে সাহায্য আনতে যান'],
      ['Sit inside with the lights off', 'বাতি নিভিয়ে ভেতরে বসে থাকুন'],
    ],
    correct: 0,
    why: [
      'Other drivers must see the stopped vehicle in time.',
      'অন্য চালকদের সময়মতো থেমে থাকা গাড়িটি দেখতে পাওয়া দরকার।',
    ],
  },
  {
    topic: 'safety',
    q: ['Where should small children sit in a car?', 'গাড়িতে ছোট শিশুদের কোথায় বসানো উচিত?'],
    options: [
      ['In the back seat, properly restrained', 'পেছনের আসনে, ঠিকমতো বেঁধে'],
      ["On the driver's lap", 'চালকের কোলে'],
      ['In the front seat without a belt', 'সামনের আসনে বেল্ট ছাড়া'],
    ],
    correct: 0,
    why: ['The back seat is the safest place for a child.', 'শিশুর জন্য পেছনের আসনই সবচেয়ে নিরাপদ।'],
  },
  {
    topic: 'safety',
    q: ['A tyre bursts while driving. What do you do?', 'চলন্ত অবস্থায় টায়ার ফেটে গেলে কী করবেন?'],
    options: [
      [
        'Hold the steering firmly, ease off the accelerator and slow down gradually',
        'স্টিয়ারিং শক্ত করে ধরুন, এক্সিলারেটর ছাড়ুন এবং ধীরে ধীরে গতি কমান',
      ],
      ['Brake hard at once', 'সঙ্গে সঙ্গে জোরে ব্রেক করুন'],
      ['Turn the wheel sharply to the side', 'স্টিয়ারিং হঠাৎ এক পাশে ঘোরান'],
    ],
    correct: 0,
    why: [
      'Hard braking after a burst can make the vehicle skid or overturn.',
      'টায়ার ফাটার পর জোরে ব্রেক করলে গাড়ি পিছলে বা উল্টে যেতে পারে।',
    ],
  },
  {
    topic: 'safety',
    q: ['What must a bus driver do at a bus stop?', 'বাস স্টপে বাসচালকের করণীয় কী?'],
    options: [
      ['Stop fully at the left edge and let passengers on and off', 'বাম কিনারে পুরোপুরি থেমে যাত্রী ওঠানামা করানো'],
      ['Let passengers jump on while moving', 'চলন্ত অবস্থায় যাত্রী ওঠানো'],
      ['Stop in the middle of the road', 'রাস্তার মাঝখানে থামা'],
    ],
    correct: 0,
    why: ['Passengers are hurt when they get on or off a moving bus.', 'চলন্ত বাসে ওঠানামা করতে গিয়ে যাত্রীরা আহত হন।'],
  },
  // ── Vehicle and engine ──
  {
    topic: 'vehicle',
    q: ['What does the clutch do?', 'ক্লাচ কী কাজ করে?'],
    options: [
      [
        'It disconnects the engine from the wheels for changing gear and stopping',
        'গিয়ার বদল ও থামার জন্য ইঞ্জিন থেকে চাকার সংযোগ সাময়িক বিচ্ছিন্ন করে',
      ],
      ['It stops the wheels', 'চাকা থামায়'],
      ['It cools the engine', 'ইঞ্জিন ঠান্ডা রাখে'],
    ],
    correct: 0,
    why: [
      'Pressing the clutch pedal separates the engine from the gearbox.',
      'ক্লাচ প্যাডেল চাপলে ইঞ্জিন গিয়ারবক্স থেকে আলাদা হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the radiator do?', 'রেডিয়েটর কী কাজ করে?'],
    options: [
      ['It cools the engine', 'ইঞ্জিন ঠান্ডা রাখে'],
      ['It charges the battery', 'ব্যাটারি চার্জ করে'],
      ['It heats the cabin only', 'শুধু কেবিন গরম করে'],
    ],
    correct: 0,
    why: [
      'Coolant takes heat from the engine and gives it off to the air in the radiator.',
      'কুল্যান্ট ইঞ্জিনের তাপ নিয়ে রেডিয়েটরে বাতাসে ছেড়ে দেয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['The engine overheats. What do you do?', 'ইঞ্জিন অতিরিক্ত গরম হলে কী করবেন?'],
    options: [
      [
        'Stop safely, switch off, and open the radiator cap only after it cools',
        'নিরাপদে থেমে ইঞ্জিন বন্ধ করুন; ঠান্ডা হওয়ার পরেই রেডিয়েটরের ঢাকনা খুলুন',
      ],
      ['Open the radiator cap at once', 'সঙ্গে সঙ্গে রেডিয়েটরের ঢাকনা খুলুন'],
      ['Keep driving at high speed to cool it', 'ঠান্ডা করতে দ্রুত চালাতে থাকুন'],
    ],
    correct: 0,
    why: ['Hot coolant under pressure can scald.', 'চাপের মধ্যে থাকা গরম কুল্যান্ট ছিটকে শরীর পুড়িয়ে দিতে পারে।'],
  },
  {
    topic: 'vehicle',
    q: ['What charges the battery while the engine runs?', 'ইঞ্জিন চলার সময় ব্যাটারি চার্জ করে কোনটি?'],
    options: [
      ['The alternator (dynamo)', 'অল্টারনেটর (ডায়নামো)'],
      ['The starter motor', 'সেলফ স্টার্টার মোটর'],
      ['The radiator', 'রেডিয়েটর'],
    ],
    correct: 0,
    why: ['The engine turns the alternator by a belt.', 'ইঞ্জিন বেল্টের মাধ্যমে অল্টারনেটর ঘোরায়।'],
  },
  {
    topic: 'vehicle',
    q: ['What is the usual battery voltage of a car?', 'গাড়ির ব্যাটারির সাধারণ ভোল্টেজ কত?'],
    options: [
      ['12 volts', '১২ ভোল্ট'],
      ['220 volts', '২২০ ভোল্ট'],
      ['3 volts', '৩ ভোল্ট'],
    ],
    correct: 0,
    why: ['Cars run on 12 volts; many heavy vehicles on 24.', 'কারে ১২ ভোল্ট; অনেক ভারী যানে ২৪ ভোল্ট ব্যবহার হয়।'],
  },
  {
    topic: 'vehicle',
    q: ['What ignites the fuel in a petrol engine?', 'পেট্রোল ইঞ্জিনে জ্বালানি জ্বলে কিসের সাহায্যে?'],
    options: [
      ['A spark from the spark plug', 'স্পার্ক প্লাগের স্ফুলিঙ্গে'],
      ['Heat of compression alone', 'শুধু সংকোচনের তাপে'],
      ['The exhaust', 'সাইলেন্সারের ধোঁয়ায়'],
    ],
    correct: 0,
    why: [
      'A petrol engine needs a spark; a diesel engine ignites by compression.',
      'পেট্রোল ইঞ্জিনে স্ফুলিঙ্গ লাগে; ডিজেল ইঞ্জিনে সংকোচনের তাপে জ্বলে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['How is the fuel ignited in a diesel engine?', 'ডিজেল ইঞ্জিনে জ্বালানি কীভাবে জ্বলে?'],
    options: [
      ['By the heat of highly compressed air', 'অত্যধিক সংকুচিত বাতাসের তাপে'],
      ['By a spark plug', 'স্পার্ক প্লাগ দিয়ে'],
      ['By the battery directly', 'সরাসরি ব্যাটারি দিয়ে'],
    ],
    correct: 0,
    why: [
      'Diesel is injected into air so hot from compression that it burns; there is no spark plug.',
      'সংকোচনে উত্তপ্ত বাতাসে ডিজেল ছিটানো হলে তা জ্বলে ওঠে; স্পার্ক প্লাগ থাকে না।',
    ],
  },
  {
    topic: 'vehicle',
    q: [
      'Which are the four strokes of a four-stroke engine, in order?',
      'ফোর-স্ট্রোক ইঞ্জিনের চারটি স্ট্রোক পর্যায়ক্রমে কী কী?',
    ],
    options: [
      ['Intake, compression, power, exhaust', 'সাকশন, কম্প্রেশন, পাওয়ার, এক্সহস্ট'],
      ['Power, intake, exhaust, compression', 'পাওয়ার, সাকশন, এক্সহস্ট, কম্প্রেশন'],
      ['Compression, intake, exhaust, power', 'কম্প্রেশন, সাকশন, এক্সহস্ট, পাওয়ার'],
    ],
    correct: 0,
    why: [
      'Air and fuel come in, are compressed, burn to push the piston, and the gases leave.',
      'বাতাস-জ্বালানি ঢোকে, সংকুচিত হয়, জ্বলে পিস্টন ঠেলে, তারপর ধোঁয়া বের হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['Why does an engine need engine oil (mobil)?', 'ইঞ্জিনে ইঞ্জিন অয়েল (মবিল) কেন দরকার?'],
    options: [
      ['To lubricate moving parts and reduce wear and heat', 'চলমান যন্ত্রাংশ পিচ্ছিল রেখে ক্ষয় ও তাপ কমাতে'],
      ['To make the engine start in rain', 'বৃষ্টিতে ইঞ্জিন চালু করতে'],
      ['To clean the windscreen', 'উইন্ডশিল্ড পরিষ্কার করতে'],
    ],
    correct: 0,
    why: [
      'Check the level with the dipstick and change the oil on time.',
      'ডিপস্টিক দিয়ে মাত্রা দেখুন এবং সময়মতো অয়েল বদলান।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['How do you check the engine oil level?', 'ইঞ্জিন অয়েলের মাত্রা কীভাবে পরীক্ষা করবেন?'],
    options: [
      ['With the dipstick, engine off, on level ground', 'সমতল জায়গায়, ইঞ্জিন বন্ধ রেখে ডিপস্টিক দিয়ে'],
      ['By looking at the exhaust smoke only', 'শুধু সাইলেন্সারের ধোঁয়া দেখে'],
      ['By pressing the accelerator', 'এক্সিলারেটর চেপে'],
    ],
    correct: 0,
    why: ['The oil should be between the two marks on the dipstick.', 'অয়েল ডিপস্টিকের দুই দাগের মাঝখানে থাকা উচিত।'],
  },
  {
    topic: 'vehicle',
    q: ['What does the gearbox do?', 'গিয়ারবক্স কী কাজ করে?'],
    options: [
      [
        'It changes the speed and force passed from the engine to the wheels',
        'ইঞ্জিন থেকে চাকায় যাওয়া গতি ও শক্তি বদলায়',
      ],
      ['It stores fuel', 'জ্বালানি জমা রাখে'],
      ['It steers the wheels', 'চাকা ঘোরায় (স্টিয়ার করে)'],
    ],
    correct: 0,
    why: [
      'Low gears give force for starting and climbing; high gears give speed.',
      'নিচের গিয়ার চালু ও ঢালে ওঠার শক্তি দেয়; ওপরের গিয়ার গতি দেয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the differential do?', 'ডিফারেনশিয়াল কী কাজ করে?'],
    options: [
      ['Lets the driving wheels turn at different speeds on a bend', 'বাঁকে চালক চাকাগুলোকে ভিন্ন গতিতে ঘুরতে দেয়'],
      ['Cools the brakes', 'ব্রেক ঠান্ডা রাখে'],
      ['Measures the speed', 'গতি মাপে'],
    ],
    correct: 0,
    why: [
      'On a bend the outer wheel travels further than the inner one.',
      'বাঁকে বাইরের চাকাকে ভেতরের চাকার চেয়ে বেশি পথ যেতে হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['Going down a steep hill, you should:', 'খাড়া ঢাল বেয়ে নামার সময় কী করবেন?'],
    options: [
      ['Use a low gear so the engine helps to brake', 'নিচের গিয়ার ব্যবহার করবেন, যাতে ইঞ্জিন ব্রেকের কাজ করে'],
      ['Put the gear in neutral to save fuel', 'জ্বালানি বাঁচাতে গিয়ার নিউট্রালে রাখবেন'],
      ['Switch the engine off', 'ইঞ্জিন বন্ধ করবেন'],
    ],
    correct: 0,
    why: [
      'Coasting in neutral overheats the brakes and loses control.',
      'নিউট্রালে নামলে ব্রেক গরম হয়ে যায় ও নিয়ন্ত্রণ হারানোর ঝুঁকি থাকে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['The brakes fail while driving. What do you do?', 'চলন্ত অবস্থায় ব্রেক কাজ না করলে কী করবেন?'],
    options: [
      [
        'Release the accelerator, pump the brake, change down and pull the handbrake gently',
        'এক্সিলারেটর ছাড়ুন, বারবার ব্রেক চাপুন, নিচের গিয়ারে নামুন এবং হ্যান্ডব্রেক ধীরে টানুন',
      ],
      ['Switch off the engine and pull the handbrake hard', 'ইঞ্জিন বন্ধ করে হ্যান্ডব্রেক জোরে টানুন'],
      ['Jump out of the vehicle', 'গাড়ি থেকে লাফিয়ে নামুন'],
    ],
    correct: 0,
    why: [
      'Warn others with the horn and lights while you slow down.',
      'গতি কমানোর সময় হর্ন ও বাতি দিয়ে অন্যদের সতর্ক করুন।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What happens when a tyre is under-inflated?', 'টায়ারে হাওয়া কম থাকলে কী হয়?'],
    options: [
      [
        'More fuel is used, the tyre wears fast, handling worsens and it may burst',
        'জ্বালানি বেশি খরচ হয়, টায়ার দ্রুত ক্ষয় হয়, নিয়ন্ত্রণ কঠিন হয় এবং ফাটতে পারে',
      ],
      ['The ride gets safer', 'যাত্রা বেশি নিরাপদ হয়'],
      ['Nothing changes', 'কিছুই বদলায় না'],
    ],
    correct: 0,
    why: ['Check tyre pressure when the tyres are cold.', 'টায়ার ঠান্ডা থাকা অবস্থায় হাওয়ার চাপ পরীক্ষা করুন।'],
  },
  {
    topic: 'vehicle',
    q: ['What should you check before driving?', 'গাড়ি চালানোর আগে কী কী পরীক্ষা করা উচিত?'],
    options: [
      [
        'Fuel, engine oil, coolant, brakes, tyres, lights, horn, wipers and mirrors',
        'জ্বালানি, ইঞ্জিন অয়েল, কুল্যান্ট, ব্রেক, টায়ার, বাতি, হর্ন, ওয়াইপার ও আয়না',
      ],
      ['Only the fuel', 'শুধু জ্বালানি'],
      ['Only the music system', 'শুধু গান বাজানোর যন্ত্র'],
    ],
    correct: 0,
    why: [
      'A daily check finds most faults before they cause a breakdown or crash.',
      'প্রতিদিনের পরীক্ষায় বেশিরভাগ ত্রুটি বিকল বা দুর্ঘটনার আগেই ধরা পড়ে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the shock absorber do?', 'শক অ্যাবজর্বার কী কাজ করে?'],
    options: [
      [
        'It damps the bouncing of the springs and keeps the tyres on the road',
        'স্প্রিংয়ের ঝাঁকুনি কমিয়ে চাকাকে রাস্তায় ধরে রাখে',
      ],
      ['It stops the engine from overheating', 'ইঞ্জিন গরম হওয়া ঠেকায়'],
      ['It absorbs the exhaust noise', 'সাইলেন্সারের শব্দ কমায়'],
    ],
    correct: 0,
    why: [
      'Worn shock absorbers make braking and steering less safe.',
      'ক্ষয়ে যাওয়া শক অ্যাবজর্বারে ব্রেক ও স্টিয়ারিং কম নিরাপদ হয়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the silencer (muffler) do?', 'সাইলেন্সার কী কাজ করে?'],
    options: [
      ['It reduces the noise of the exhaust gases', 'ইঞ্জিনের ধোঁয়া বের হওয়ার শব্দ কমায়'],
      ['It increases the engine power', 'ইঞ্জিনের শক্তি বাড়ায়'],
      ['It cools the radiator', 'রেডিয়েটর ঠান্ডা করে'],
    ],
    correct: 0,
    why: ['A loud or smoky exhaust is a fault to repair.', 'বেশি শব্দ বা কালো ধোঁয়া মেরামতযোগ্য ত্রুটি।'],
  },
  {
    topic: 'vehicle',
    q: ['Which liquid is used in hydraulic brakes?', 'হাইড্রলিক ব্রেকে কোন তরল ব্যবহার হয়?'],
    options: [
      ['Brake fluid', 'ব্রেক ফ্লুইড'],
      ['Engine oil', 'ইঞ্জিন অয়েল'],
      ['Water', 'পানি'],
    ],
    correct: 0,
    why: [
      'A low brake-fluid level means a leak or worn pads: have it checked.',
      'ব্রেক ফ্লুইড কমে গেলে লিক বা প্যাড ক্ষয় হয়েছে; পরীক্ষা করান।',
    ],
  },
  {
    topic: 'vehicle',
    q: [
      'The oil-pressure warning light comes on while driving. You should:',
      'চলার সময় অয়েল প্রেশারের সতর্ক বাতি জ্বলে উঠলে কী করবেন?',
    ],
    options: [
      ['Stop as soon as it is safe and switch off the engine', 'নিরাপদ হলেই থেমে ইঞ্জিন বন্ধ করবেন'],
      ['Ignore it until the next service', 'পরের সার্ভিস পর্যন্ত উপেক্ষা করবেন'],
      ['Drive faster to raise the pressure', 'চাপ বাড়াতে দ্রুত চালাবেন'],
    ],
    correct: 0,
    why: [
      'Without oil pressure the engine can seize within minutes.',
      'অয়েলের চাপ না থাকলে কয়েক মিনিটেই ইঞ্জিন আটকে যেতে পারে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the speedometer show?', 'স্পিডোমিটার কী দেখায়?'],
    options: [
      ['The speed of the vehicle', 'গাড়ির গতি'],
      ['The engine temperature', 'ইঞ্জিনের তাপমাত্রা'],
      ['The fuel level', 'জ্বালানির পরিমাণ'],
    ],
    correct: 0,
    why: ['The odometer beside it counts the distance travelled.', 'এর পাশের ওডোমিটার মোট চলা দূরত্ব গোনে।'],
  },
  {
    topic: 'vehicle',
    q: ['What does the fan belt drive?', 'ফ্যান বেল্ট কী ঘোরায়?'],
    options: [
      ['The alternator, water pump and fan', 'অল্টারনেটর, ওয়াটার পাম্প ও ফ্যান'],
      ['The wheels', 'চাকা'],
      ['The steering', 'স্টিয়ারিং'],
    ],
    correct: 0,
    why: [
      'A broken fan belt soon leads to overheating and a flat battery.',
      'ফ্যান বেল্ট ছিঁড়লে দ্রুত ইঞ্জিন গরম হয় ও ব্যাটারি ফুরিয়ে যায়।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What is the handbrake (parking brake) for?', 'হ্যান্ডব্রেক (পার্কিং ব্রেক) কী কাজে লাগে?'],
    options: [
      ['To hold the vehicle still when parked or stopped on a slope', 'পার্ক করা বা ঢালে থামা গাড়িকে স্থির রাখতে'],
      ['To stop at high speed', 'উচ্চ গতিতে থামাতে'],
      ['To change gear', 'গিয়ার বদলাতে'],
    ],
    correct: 0,
    why: [
      'The foot brake stops the moving vehicle; the handbrake holds it.',
      'চলন্ত গাড়ি থামায় পায়ের ব্রেক; হ্যান্ডব্রেক থামা গাড়িকে ধরে রাখে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['Black smoke from the exhaust usually means:', 'সাইলেন্সার দিয়ে কালো ধোঁয়া বের হলে সাধারণত কী বোঝায়?'],
    options: [
      [
        'Too much fuel is burning, often a dirty air filter or faulty injector',
        'অতিরিক্ত জ্বালানি পুড়ছে, প্রায়ই ময়লা এয়ার ফিল্টার বা ত্রুটিপূর্ণ ইনজেক্টর',
      ],
      ['The engine is in perfect order', 'ইঞ্জিন একদম ঠিক আছে'],
      ['The tyres are worn', 'টায়ার ক্ষয়ে গেছে'],
    ],
    correct: 0,
    why: [
      'A smoking vehicle pollutes the air and can fail its fitness test.',
      'ধোঁয়া ছাড়া গাড়ি বাতাস দূষিত করে এবং ফিটনেস পরীক্ষায় অনুত্তীর্ণ হতে পারে।',
    ],
  },
  {
    topic: 'vehicle',
    q: ['What does the air filter do?', 'এয়ার ফিল্টার কী কাজ করে?'],
    options: [
      ['It keeps dust out of the air going into the engine', 'ইঞ্জিনে ঢোকা বাতাস থেকে ধুলা আটকায়'],
      ['It cools the cabin', 'কেবিন ঠান্ডা করে'],
      ['It filters the fuel', 'জ্বালানি ছাঁকে'],
    ],
    correct: 0,
    why: ['A clogged air filter wastes fuel and power.', 'ময়লা এয়ার ফিল্টারে জ্বালানি ও শক্তি নষ্ট হয়।'],
  },
];
