import { describe, expect, it } from 'vitest';
import { formatCount, formatMs, formatScore } from './formatNumber';

describe('formatCount', () => {
  it('groups thousands with commas, as the status bar shows catalog sizes', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(16000)).toBe('16,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('rounds to a whole number and writes a true minus sign', () => {
    expect(formatCount(1499.6)).toBe('1,500');
    expect(formatCount(-64000)).toBe('−64,000');
  });

  it('matches the en locale for whole numbers', () => {
    for (const n of [7, 42, 512, 4096, 65536, 1048576, 987654321]) expect(formatCount(n)).toBe(n.toLocaleString('en'));
  });
});

describe('formatScore and formatMs', () => {
  it('write 3 decimals without "-0", and ms with one decimal below 10', () => {
    expect(formatScore(-0.0001)).toBe('0');
    expect(formatScore(-1.23456)).toBe('−1.235');
    expect(formatMs(3.14)).toBe('3.1');
    expect(formatMs(31.4)).toBe('31');
  });
});
