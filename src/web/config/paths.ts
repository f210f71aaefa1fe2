/** Every route of the SPA in one place, so links are never hand-typed strings. */
export const paths = {
  home: '/',
  courses: '/courses',
  course: (cid: string) => `/course/${encodeURIComponent(cid)}`,
  buy: (cid: string) => `/buy/${encodeURIComponent(cid)}`,
  verification: '/verification',
  about: '/about',
  contact: '/contact',
  thankyou: '/thankyou',
  sign1: '/sign1',
  sign2: '/sign2',
  orderDetails: (oid: string) => `/orderDetails/${encodeURIComponent(oid)}`,
  login: '/login',
  signup: '/signup',
  reset: '/reset',
  logout: '/logout',
  dashboard: '/dashboard',
} as const;
