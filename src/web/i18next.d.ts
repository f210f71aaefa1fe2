import type { Catalogue } from '#shared/i18n/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
