/**
 * The vehicles feature's English texts: the namespace `vehicles`, read as `t('vehicles.…')`. Its
 * Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  vehicles: {
    heading: 'Vehicles and workshop bays',
    intro: 'What a batch can be given: each car, motorcycle and workshop bay of the school.',
    caption: 'Vehicles',
    loadFailed: 'The vehicles could not be loaded.',
    empty: 'No vehicle is listed yet.',
    col: { name: 'Name', kind: 'Kind', registration: 'Registration' },
    kinds: { car: 'Car', motorcycle: 'Motorcycle', bay: 'Workshop bay' },
    noRegistration: 'None',
    form: {
      heading: 'Add a vehicle or bay',
      name: 'Name',
      kind: 'Kind',
      registration: 'Registration (optional)',
      hints: {
        name: 'e.g. Toyota Corolla 2, or Workshop bay 1',
        registration: 'As on the number plate. Leave it empty for a workshop bay.',
      },
      submit: 'Add',
      added: '{{name}} is listed.',
    },
  },
} as const;

export type Catalogue = typeof en;
