import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
// The texts, loaded as the app loads them, and every feature's besides (in both languages), so
// tests find the texts a user reads.
import { addEveryText } from './texts';

addEveryText();

// A browser gives a drop-down <select> a `size` of 0; happy-dom leaves it undefined. react-hook-form
// reads it to tell an option the user picked from the one shown by default, and without it takes a
// select left on its placeholder for a choice. Give the DOM the browser's answer.
if (document.createElement('select').size === undefined) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}

afterEach(() => {
  cleanup();
  // Toasts live in a store outside React: one test's toast must not show in the next.
  toast.remove();
});
