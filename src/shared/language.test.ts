import { describe, expect, it } from 'vitest';
import { languageOfPath, pageOfPath, pathIn } from './language';

describe('the language of an address', () => {
  it('is Bengali under /bn and English elsewhere', () => {
    expect(['/bn', '/bn/', '/bn/courses', '/BN/course/x'].map(languageOfPath)).toEqual(['bn', 'bn', 'bn', 'bn']);
    expect(['/', '/courses', '/bnx', '/blog/bn'].map(languageOfPath)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('names the same page in the other language', () => {
    expect(pageOfPath('/bn')).toBe('/');
    expect(pageOfPath('/bn/course/car')).toBe('/course/car');
    expect(pageOfPath('/about')).toBe('/about');
    expect(pathIn('bn', '/')).toBe('/bn');
    expect(pathIn('bn', '/course/car')).toBe('/bn/course/car');
    expect(pathIn('en', '/course/car')).toBe('/course/car');
  });
});
