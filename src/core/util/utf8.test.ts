import { describe, expect, it } from 'vitest';
import { utf8Encode } from './utf8';

describe('utf8Encode', () => {
  it('matches the platform encoder on mixed text', () => {
    for (const text of ['plain', 'café – “quotes”', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀', ''])
      expect(Array.from(utf8Encode(text))).toEqual(Array.from(new TextEncoder().encode(text)));
  });
});
