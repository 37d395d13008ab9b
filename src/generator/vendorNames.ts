/**
 * Synthesized vendor names for scale mode ("Bravelo Weather", `bravelowx`-like slugs):
 * pronounceable syllables plus the family noun, unique across the catalog.
 */
import type { Rng } from '../core/index';

const ONSETS = [
  'b',
  'br',
  'c',
  'cl',
  'd',
  'dr',
  'f',
  'fl',
  'g',
  'gr',
  'h',
  'j',
  'k',
  'kr',
  'l',
  'm',
  'n',
  'p',
  'pl',
  'qu',
  'r',
  's',
  'sk',
  'st',
  't',
  'tr',
  'v',
  'w',
  'z',
  'sh',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'i', 'o', 'ai', 'ou', 'y'];
const CODAS = ['', '', '', '', '', 'n', 'r', 'x', 'l', 'm', 'nt', 'z'];
const SUFFIXES = ['', '', '', '', '', '', 'ly', 'io', 'hub', 'kit', 'labs', 'ify', 'base', 'flow', 'api'];

/** A vendor identity: `slug` for tool ids, `display` for descriptions. */
export interface VendorName {
  slug: string;
  display: string;
}

function syllable(rng: Rng): string {
  return rng.pick(ONSETS) + rng.pick(VOWELS) + rng.pick(CODAS);
}

/**
 * Draws a vendor name not yet in `taken` (slugs), and records it there. About half carry
 * the family noun (`Stravio Weather`), the rest stand alone (`Kloumlabs`).
 */
export function synthesizeVendorName(rng: Rng, noun: string, taken: Set<string>): VendorName {
  for (let attempt = 0; ; attempt++) {
    const syllables = rng.chance(0.8) ? 2 : 3;
    let stem = '';
    for (let i = 0; i < syllables; i++) stem += syllable(rng);
    stem += rng.pick(SUFFIXES);
    if (attempt > 8) stem += String(attempt);
    const withNoun = rng.chance(0.5);
    const slug = (withNoun ? `${stem}${noun}` : stem).toLowerCase().replace(/[^a-z0-9]/g, '');
    if (stem.length < 4 || stem.length > 11 || taken.has(slug)) continue;
    taken.add(slug);
    const display = stem.charAt(0).toUpperCase() + stem.slice(1);
    return { slug, display: withNoun ? `${display} ${noun}` : display };
  }
}
