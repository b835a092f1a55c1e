import { describe, expect, it } from 'vitest';
import { formatCount } from '../../web/src/lib/numbers';

describe('formatCount', () => {
  it('groups the digits of whole numbers in threes, as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -1234, -12]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('rounds to the nearest whole number first', () => {
    expect(formatCount(1234.4)).toBe('1,234');
    expect(formatCount(999.5)).toBe('1,000');
    expect(formatCount(-0.2)).toBe('0');
  });
});
