/**
 * Word material for the training-data noise (noise.ts): plausible replacement nouns, short
 * synthetic words, vendor abbreviations, and the naming styles field names are written in.
 */
import {
  fieldTokens,
  normalizeFieldName,
  singularToken,
  GENERIC_FIELD_TOKENS,
  STOPWORDS,
  TOOL_NAME_VERBS,
  isIdentifierName,
  type Rng,
} from '../core/index';

/**
 * Nouns that read like field words of some API but mean nothing in particular here. Words
 * the catalog already uses are skipped at run time (see `usableWord`).
 */
export const PLAUSIBLE_WORDS: readonly string[] = [
  'anchor',
  'arc',
  'asset',
  'badge',
  'ballot',
  'banner',
  'barrel',
  'beacon',
  'bench',
  'berth',
  'binder',
  'bloom',
  'bolt',
  'bond',
  'bundle',
  'cabinet',
  'cargo',
  'carton',
  'cedar',
  'cell',
  'chapter',
  'charter',
  'chord',
  'circuit',
  'clause',
  'clip',
  'cluster',
  'cohort',
  'coil',
  'column',
  'copper',
  'core',
  'corner',
  'cradle',
  'crate',
  'crest',
  'crown',
  'cursor',
  'dial',
  'digest',
  'docket',
  'domain',
  'drawer',
  'dune',
  'echo',
  'ember',
  'engine',
  'epoch',
  'facet',
  'feather',
  'fiber',
  'filter',
  'flag',
  'fleet',
  'flint',
  'forge',
  'fragment',
  'frame',
  'galley',
  'garnet',
  'gate',
  'gauge',
  'glyph',
  'grain',
  'granite',
  'graph',
  'harbor',
  'harvest',
  'helm',
  'hinge',
  'hollow',
  'horizon',
  'hull',
  'icon',
  'inlet',
  'jacket',
  'jewel',
  'journal',
  'kernel',
  'kettle',
  'ladder',
  'lantern',
  'latch',
  'layer',
  'ledger',
  'lever',
  'lodge',
  'loop',
  'lumen',
  'magnet',
  'mantle',
  'marble',
  'marker',
  'meadow',
  'meridian',
  'mesa',
  'meter',
  'mirror',
  'module',
  'monitor',
  'mosaic',
  'motor',
  'nectar',
  'needle',
  'nest',
  'node',
  'notch',
  'nozzle',
  'oak',
  'orbit',
  'outpost',
  'paddle',
  'panel',
  'parcel',
  'pebble',
  'pendant',
  'pillar',
  'pivot',
  'plank',
  'plinth',
  'plume',
  'pocket',
  'portal',
  'prism',
  'pulse',
  'quarry',
  'quill',
  'quiver',
  'radar',
  'rafter',
  'rail',
  'realm',
  'reel',
  'relay',
  'ribbon',
  'ridge',
  'rivet',
  'rocket',
  'rudder',
  'saddle',
  'sail',
  'scroll',
  'sector',
  'seed',
  'sentinel',
  'shard',
  'shell',
  'shield',
  'signal',
  'silo',
  'socket',
  'spindle',
  'spire',
  'spoke',
  'spool',
  'sprocket',
  'stamp',
  'stencil',
  'summit',
  'tablet',
  'talon',
  'tandem',
  'tangent',
  'tether',
  'thicket',
  'tile',
  'timber',
  'torch',
  'tower',
  'trail',
  'tunnel',
  'turret',
  'valve',
  'vault',
  'vector',
  'velvet',
  'vessel',
  'voucher',
  'wagon',
  'warden',
  'widget',
  'willow',
  'yard',
  'zenith',
  'zone',
];

const ONSETS = [
  'b',
  'br',
  'd',
  'dr',
  'f',
  'fl',
  'g',
  'gr',
  'k',
  'kl',
  'l',
  'm',
  'n',
  'p',
  'pr',
  'r',
  't',
  'tr',
  'v',
  'z',
];
const VOWELS = ['a', 'e', 'i', 'o', 'a', 'e', 'o', 'ou'];
const CODAS = ['', '', '', 'n', 'r', 'l', 'm', 'x', 'nd', 'st'];

/** A pronounceable made-up word of two or three syllables (`drelon`, `faimorp`). */
export function syntheticWord(rng: Rng): string {
  const syllables = rng.chance(0.75) ? 2 : 3;
  let word = '';
  for (let i = 0; i < syllables; i++) word += rng.pick(ONSETS) + rng.pick(VOWELS) + rng.pick(CODAS);
  return word;
}

/**
 * True when `word` can stand in for a field token without changing how the link rules read
 * names: lowercase letters, not a generic, identifier, verb or stop word, stable under
 * singularization, and its `s` plural singularizes back to it.
 */
export function usableWord(word: string, taken: ReadonlySet<string>): boolean {
  return (
    /^[a-z]{3,10}$/.test(word) &&
    !taken.has(word) &&
    !GENERIC_FIELD_TOKENS.has(word) &&
    !TOOL_NAME_VERBS.has(word) &&
    !STOPWORDS.has(word) &&
    !isIdentifierName(word) &&
    singularToken(word) === word &&
    singularToken(`${word}s`) === word
  );
}

/** Vendor abbreviations of common field words (singular form → abbreviation). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  account: 'acct',
  address: 'addr',
  amount: 'amt',
  attachment: 'attach',
  average: 'avg',
  balance: 'bal',
  calendar: 'cal',
  category: 'cat',
  channel: 'chan',
  company: 'co',
  confirmation: 'conf',
  conversation: 'conv',
  count: 'cnt',
  country: 'ctry',
  currency: 'ccy',
  customer: 'cust',
  date: 'dt',
  department: 'dept',
  departure: 'dep',
  description: 'desc',
  destination: 'dest',
  distance: 'dist',
  document: 'doc',
  duration: 'dur',
  email: 'eml',
  employee: 'emp',
  estimated: 'est',
  image: 'img',
  information: 'info',
  invoice: 'inv',
  location: 'loc',
  manager: 'mgr',
  maximum: 'max',
  meeting: 'mtg',
  message: 'msg',
  minimum: 'min',
  minute: 'min',
  hour: 'hr',
  number: 'num',
  organization: 'org',
  origin: 'orig',
  password: 'pwd',
  payment: 'pmt',
  percentage: 'pct',
  phone: 'tel',
  population: 'pop',
  position: 'pos',
  precipitation: 'precip',
  priority: 'prio',
  product: 'prod',
  quantity: 'qty',
  recipient: 'rcpt',
  reference: 'ref',
  request: 'req',
  reservation: 'resv',
  response: 'resp',
  source: 'src',
  subject: 'subj',
  subscription: 'sub',
  temperature: 'temp',
  ticket: 'tkt',
  timestamp: 'ts',
  total: 'tot',
  tracking: 'trk',
  transaction: 'txn',
  updated: 'upd',
  warehouse: 'whse',
};

/** How a field name is written. */
export type FieldNameStyle = 'snake' | 'camel' | 'pascal' | 'kebab';

/** The style a declared name is written in (`customerEmail` → camel). */
export function nameStyleOf(raw: string): FieldNameStyle {
  if (raw.includes('-')) return 'kebab';
  if (/^[A-Z]/.test(raw)) return 'pascal';
  if (/[A-Z]/.test(raw)) return 'camel';
  return 'snake';
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** Renamed vocabularies differ per seed: the name caches are cleared from this size on. */
const CACHE_LIMIT = 50_000;
const written = new Map<string, string>();

/** Writes normalized tokens in a style; falls back to snake_case when the result would not normalize back. Cached. */
export function writeName(tokens: readonly string[], style: FieldNameStyle): string {
  const snake = tokens.join('_');
  if (style === 'snake') return snake;
  const key = `${style}:${snake}`;
  let out = written.get(key);
  if (out === undefined) {
    const styled =
      style === 'kebab'
        ? tokens.join('-')
        : style === 'camel'
          ? tokens.map((t, i) => (i === 0 ? t : cap(t))).join('')
          : tokens.map(cap).join('');
    out = normalizeFieldName(styled) === snake ? styled : snake;
    if (written.size >= CACHE_LIMIT) written.clear();
    written.set(key, out);
  }
  return out;
}

const tokenCache = new Map<string, readonly string[]>();

/** Normalized tokens of a declared name. Cached; do not mutate the result. */
export function nameTokens(raw: string): readonly string[] {
  let tokens = tokenCache.get(raw);
  if (tokens === undefined) {
    tokens = fieldTokens(normalizeFieldName(raw));
    if (tokenCache.size >= CACHE_LIMIT) tokenCache.clear();
    tokenCache.set(raw, tokens);
  }
  return tokens;
}
