import type { SkillKind } from './constants';

/**
 * The skill checklists the school starts with, in both languages. The owner may change a list;
 * until then a course's lessons tick these.
 */
export const DEFAULT_SKILLS: Record<SkillKind, { key: string; en: string; bn: string }[]> = {
  car: [
    { key: 'controls', en: 'Controls', bn: 'নিয়ন্ত্রণ' },
    { key: 'starting', en: 'Starting', bn: 'স্টার্ট দেওয়া' },
    { key: 'gears', en: 'Gears', bn: 'গিয়ার' },
    { key: 'steering', en: 'Steering', bn: 'স্টিয়ারিং' },
    { key: 'reversing', en: 'Reversing', bn: 'পেছনে চালানো' },
    { key: 'parking', en: 'Parking', bn: 'পার্কিং' },
    { key: 'hill-start', en: 'Hill start', bn: 'ঢালে স্টার্ট' },
    { key: 'road', en: 'On the road', bn: 'রাস্তায় চালানো' },
  ],
  motorcycle: [
    { key: 'controls', en: 'Controls', bn: 'নিয়ন্ত্রণ' },
    { key: 'balance', en: 'Balance', bn: 'ভারসাম্য' },
    { key: 'starting', en: 'Starting', bn: 'স্টার্ট দেওয়া' },
    { key: 'gears', en: 'Gears', bn: 'গিয়ার' },
    { key: 'turning', en: 'Turning', bn: 'মোড় নেওয়া' },
    { key: 'braking', en: 'Braking', bn: 'ব্রেক করা' },
    { key: 'figure-eight', en: 'Figure of eight', bn: 'আট আকারে চালানো' },
    { key: 'road', en: 'On the road', bn: 'রাস্তায় চালানো' },
  ],
  mechanics: [
    { key: 'safety', en: 'Tools and safety', bn: 'যন্ত্রপাতি ও নিরাপত্তা' },
    { key: 'engine', en: 'Engine basics', bn: 'ইঞ্জিনের মূল বিষয়' },
    { key: 'fluids', en: 'Oil and fluids', bn: 'তেল ও তরল' },
    { key: 'tyres', en: 'Tyres and wheels', bn: 'টায়ার ও চাকা' },
    { key: 'brakes', en: 'Brakes', bn: 'ব্রেক' },
    { key: 'electrical', en: 'Battery and electrics', bn: 'ব্যাটারি ও বৈদ্যুতিক' },
    { key: 'faults', en: 'Finding faults', bn: 'ত্রুটি খোঁজা' },
    { key: 'servicing', en: 'Servicing', bn: 'সার্ভিসিং' },
  ],
};
