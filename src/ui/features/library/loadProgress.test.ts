import { describe, expect, it } from 'vitest';
import { progressFraction, progressLine } from './loadProgress';

const reading = { file: 'big.json', phase: 'reading' as const, fileIndex: 1, fileCount: 1 };

describe('load progress', () => {
  it('shows bytes read and a fraction while a body streams', () => {
    const p = { ...reading, loaded: 2_000_000, total: 8_000_000 };
    expect(progressLine(p)).toBe('Reading big.json — 2.0 MB of 8.0 MB');
    expect(progressFraction(p)).toBe(0.25);
  });

  it('shows the size and an indeterminate bar while a body is read in one piece', () => {
    const p = { ...reading, loaded: 0, total: 8_000_000, whole: true as const };
    expect(progressLine(p)).toBe('Reading big.json — 8.0 MB');
    expect(progressFraction(p)).toBeUndefined();
  });

  it('names the file among several and has no bar fraction past reading or without a size', () => {
    expect(progressLine({ ...reading, phase: 'indexing', loaded: 0, fileIndex: 2, fileCount: 2 })).toBe(
      'Indexing big.json (file 2 of 2)',
    );
    expect(progressFraction({ ...reading, loaded: 10 })).toBeUndefined();
    expect(progressFraction(null)).toBeUndefined();
  });
});
