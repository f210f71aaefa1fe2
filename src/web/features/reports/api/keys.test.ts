import { describe, expect, it } from 'vitest';
import { csvAddress } from './keys';

describe('a report’s CSV address', () => {
  it('asks for Bengali column names from a Bengali page, and is as it always was from an English one', () => {
    expect(csvAddress('dues', {}, 'bn')).toBe('/api/reports/dues.csv?lang=bn');
    expect(csvAddress('collections', { from: '2026-11-01', to: '2026-11-27' }, 'bn')).toBe(
      '/api/reports/collections.csv?from=2026-11-01&to=2026-11-27&lang=bn',
    );
    expect(csvAddress('dues')).toBe('/api/reports/dues.csv');
    expect(csvAddress('statistics', { month: '2026-11' }, 'en')).toBe('/api/reports/statistics.csv?month=2026-11');
  });
});
