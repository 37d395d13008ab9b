/**
 * Naming the platform in a request. Real users say which system to use ("in HubSpot", "via
 * Stripe", "on Shopify"), so most requests name the vendor of the chain's target
 * and, when another vendor performs an action, that one too. The name replaces a generic
 * noun of the template ("the CRM", "the payment processor"), closes the sentence, opens it,
 * or follows as a sentence of its own. Only platforms are named, never what a bridge does.
 */
import type { Tool, Rng } from '../core/index';
import { ALL_FAMILIES } from './domains/allFamilies';
import { capitalize } from './nameStyle';
import type { FamilySpec, VendorSpec } from './spec';

/** A vendor as a request names it. */
export interface Platform {
  slug: string;
  /** How the request names it (`HubSpot`, `Google Analytics`, `our own web shop`). */
  spoken: string;
  /** Key of its family (`crm`, `payments`, ...): decides the phrasing. */
  family: string;
  /** Whether one of its steps in the chain writes or cannot be undone. */
  acts: boolean;
}

const VENDORS = new Map<string, { family: FamilySpec; vendor: VendorSpec }>();
for (const family of ALL_FAMILIES) for (const vendor of family.vendors) VENDORS.set(vendor.slug, { family, vendor });

/** How a request names a vendor: its `spoken` name, or its display name without the parenthetical. */
export function spokenName(vendor: VendorSpec): string {
  return vendor.spoken ?? vendor.display.replace(/\s*\([^)]*\)/g, '').trim();
}

/**
 * The names under which a request mentions a real vendor (empty for an unknown slug): its
 * spoken name, which is also how the templates write a vendor they name themselves.
 */
export function platformNames(slug: string): string[] {
  const vendor = VENDORS.get(slug)?.vendor;
  return vendor ? [spokenName(vendor)] : [];
}

/** Whether `text` names the vendor (case-sensitive, whole words: "Close CRM", not "close it"). */
export function namesPlatform(text: string, slug: string): boolean {
  return platformNames(slug).some((name) =>
    new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w])`).test(text),
  );
}

/**
 * The vendors of a chain, the ones most worth naming first: the target's vendor, then vendors
 * whose steps act (write, book, send), then those with more steps, then later ones.
 */
export function chainPlatforms(chain: readonly Tool[], slugOf: (tool: Tool) => string | undefined): Platform[] {
  const stats = new Map<string, { steps: number; acts: boolean; last: number }>();
  chain.forEach((tool, i) => {
    const slug = slugOf(tool);
    if (slug === undefined || !VENDORS.has(slug)) return;
    const s = stats.get(slug) ?? { steps: 0, acts: false, last: -1 };
    stats.set(slug, {
      steps: s.steps + 1,
      acts: s.acts || (tool.effects !== undefined && tool.effects !== 'read'),
      last: i,
    });
  });
  const end = chain.length - 1;
  const ordered = [...stats].sort(
    ([, a], [, b]) =>
      Number(b.last === end) - Number(a.last === end) ||
      Number(b.acts) - Number(a.acts) ||
      b.steps - a.steps ||
      b.last - a.last,
  );
  return ordered.map(([slug, s]) => {
    const { family, vendor } = VENDORS.get(slug) as { family: FamilySpec; vendor: VendorSpec };
    return { slug, spoken: spokenName(vendor), family: family.key, acts: s.acts };
  });
}

/** The platforms a request should name: the first, and the second when it acts too. */
export function platformsToName(platforms: readonly Platform[]): Platform[] {
  const [first, second] = platforms;
  if (!first) return [];
  return second?.acts ? [first, second] : [first];
}

/** Phrasings by family: `{V}` is the spoken name. Suffixes go before the final stop. */
interface Phrasing {
  suffix: readonly string[];
  prefix: readonly string[];
  sentence: readonly string[];
}

/**
 * Phrasings that read well with any name, in-house systems ("our own web shop") included.
 * Phrasings stick to words few tool descriptions use, so that naming the platform does not
 * also point at an unrelated tool ("runs on" would hint at `run_report`).
 */
const GENERIC: Phrasing = {
  suffix: [' in {V}', ' via {V}'],
  prefix: ['In {V}, '],
  sentence: ['Use {V} for this.', 'This is all in {V}.', 'Please do it in {V}.'],
};

const PHRASINGS: Readonly<Record<string, Phrasing>> = {
  commerce: {
    suffix: [' in {V}', ' on {V}'],
    prefix: ['In {V}, ', 'On {V}, '],
    sentence: ['We sell on {V}.', 'This is about our {V} storefront.', 'Use {V} for this.'],
  },
  payments: {
    suffix: [' via {V}', ' in {V}', ' with {V}'],
    prefix: ['Via {V}: ', 'In {V}, '],
    sentence: ['Our payment provider is {V}.', 'Use {V}.', 'Do it in {V}.'],
  },
  crm: {
    suffix: [' in {V}'],
    prefix: ['In {V}, '],
    sentence: ['Our CRM is {V}.', 'We use {V} as our CRM.', 'Do it in {V}.'],
  },
  email: {
    suffix: [' via {V}'],
    prefix: ['Via {V}: '],
    sentence: ['Our email provider is {V}.', 'Send it with {V}.', 'Use {V} for the email.'],
  },
  calendar: {
    suffix: [' in {V}', ' on {V}'],
    prefix: ['In {V}, '],
    sentence: ['My calendar is {V}.', 'We use {V}.', 'Put it in {V}.'],
  },
  meetings: {
    suffix: [' on {V}', ' via {V}'],
    prefix: ['On {V}, '],
    sentence: ['Use {V} for the video.', 'Our video tool is {V}.'],
  },
  files: {
    suffix: [' in {V}', ' on {V}', ' from {V}'],
    prefix: ['In {V}, ', 'From {V}: '],
    sentence: ['It is in our {V}.', 'Everything is in {V}.', 'Use {V} for this.'],
  },
  documents: {
    suffix: [' via {V}', ' with {V}'],
    prefix: ['Via {V}: ', 'With {V}, '],
    sentence: ['We use {V} for this.', 'Use {V} for the document.', 'Do it in {V}.'],
  },
  flights: {
    suffix: [' on {V}', ' via {V}'],
    prefix: ['On {V}, ', 'Via {V}: '],
    sentence: ['Please use {V}.', 'Do it on {V}.'],
  },
  hotels: {
    suffix: [' on {V}', ' via {V}'],
    prefix: ['On {V}, '],
    sentence: ['Use {V} for the hotel.', 'Our hotel partner is {V}.', 'Please use {V}.'],
  },
  cars: { suffix: [], prefix: ['With {V}, '], sentence: ['Use {V}.', 'We rent from {V}.'] },
  maps: {
    suffix: [' using {V}', ' with {V}'],
    prefix: ['Using {V}, ', 'With {V}: '],
    sentence: ['Go with {V}.', 'Prefer {V}.'],
  },
  weather: {
    suffix: [' according to {V}', ' from {V}', ' using {V}'],
    prefix: ['According to {V}, ', 'Using {V}, '],
    sentence: ['Go by {V}.', 'I trust {V} for this.'],
  },
  sms: {
    suffix: [' via {V}'],
    prefix: ['Via {V}: '],
    sentence: ['Use {V}.', 'Our SMS provider is {V}.', 'Send it with {V}.'],
  },
  chat: { suffix: [' on {V}', ' in {V}'], prefix: ['On {V}, ', 'In {V}: '], sentence: ['We chat on {V}.', 'Use {V}.'] },
  shipping: {
    suffix: [' with {V}', ' via {V}'],
    prefix: ['With {V}, ', 'Via {V}: '],
    sentence: ['We ship with {V}.', 'Use {V}.'],
  },
  support: {
    suffix: [' in {V}', ' on {V}'],
    prefix: ['In {V}, '],
    sentence: ['Our support tool is {V}.', 'Do it in {V}.', 'Please use {V}.'],
  },
  hr: {
    suffix: [' in {V}'],
    prefix: ['In {V}, '],
    sentence: ['Our HR system is {V}.', 'We use {V} for HR.', 'Do it in {V}.'],
  },
  analytics: {
    suffix: [' in {V}', ' from {V}', ' according to {V}'],
    prefix: ['In {V}, ', 'According to {V}, '],
    sentence: ['Use {V}.', 'Our analytics are in {V}.', 'Pull it from {V}.'],
  },
};

const TWO: readonly string[] = [
  'We use {A} and {B}.',
  'Use {A} and {B}.',
  'Please use {A} and {B}.',
  'Our tools here: {A} and {B}.',
];

/**
 * Where a template wants the platform named when its sentence ends on an aside
 * ("Cancel order {order_id}{@}, the customer changed their mind.").
 */
export const PLATFORM_MARK = '{@}';

/** Suffixes that also read well at the end of a question ("... of order 123 in Shopify?"). */
const QUESTION_SUFFIX = /^ (in|on|according to|from) /;

function phrasing(p: Platform): Phrasing {
  return p.spoken.startsWith('our ') ? GENERIC : (PHRASINGS[p.family] ?? GENERIC);
}

function put(template: string, p: Platform): string {
  return template.replace(/\{V\}/g, p.spoken);
}

/** The template with a generic noun of the family ("the CRM") replaced by the name, if it has one. */
function replaceGeneric(text: string, p: Platform): string | undefined {
  const swap = (pattern: RegExp, by: (m: string) => string): string | undefined =>
    pattern.test(text) ? text.replace(pattern, by) : undefined;
  switch (p.family) {
    case 'crm':
      return swap(/\b(the|our) CRM\b/, () => p.spoken);
    case 'hr':
      return swap(/\bthe HR system\b/, () => p.spoken);
    case 'payments':
      return swap(/\bthe payment processor\b/, () => p.spoken);
    case 'calendar': {
      const named = p.spoken.endsWith('Calendar');
      return swap(/\b(the|my) calendar\b/, (m) =>
        m.startsWith('my')
          ? `my ${p.spoken}${named ? '' : ' calendar'}`
          : named
            ? p.spoken
            : `the ${p.spoken} calendar`,
      );
    }
    default:
      return undefined;
  }
}

/** Appends a sentence after the request. */
function appendSentence(text: string, sentence: string): string {
  return `${text.trimEnd()} ${capitalize(sentence)}`;
}

/**
 * Names one platform in the text: after the clause that states the goal (the template's
 * `{@}` mark, else the end of the sentence), as an opening phrase or as a sentence.
 */
function attach(text: string, p: Platform, rng: Rng, allowPrefix: boolean): string {
  const ph = phrasing(p);
  const marked = text.includes(PLATFORM_MARK);
  const end = /[.?]$/.exec(text.trimEnd());
  const closing = text.trimEnd().slice(-2, -1);
  const question = end?.[0] === '?';
  const suffixes = marked
    ? ph.suffix
    : end && !/["')\u201d]/.test(closing)
      ? ph.suffix.filter((s) => !question || QUESTION_SUFFIX.test(s))
      : [];
  // Lower-case the first word only when it is an ordinary word, not a literal or a name.
  const opening = /^([A-Z][a-z]+)\b/.exec(text);
  const canPrefix = allowPrefix && opening !== null && opening[1] !== 'I';
  const options: { weight: number; apply: () => string }[] = [];
  if (suffixes.length > 0) {
    options.push({
      weight: 0.45,
      apply: () => {
        if (marked) return text.replace(PLATFORM_MARK, put(rng.pick(suffixes), p));
        const t = text.trimEnd();
        // "..., please." keeps its courtesy last: "Route from A to B using Google Maps, please."
        const cut = /, please[.?]$/.test(t) ? t.length - ', please.'.length : t.length - 1;
        return `${t.slice(0, cut)}${put(rng.pick(suffixes), p)}${t.slice(cut)}`;
      },
    });
  }
  if (canPrefix)
    options.push({
      weight: 0.2,
      apply: () => `${put(rng.pick(ph.prefix), p)}${text.charAt(0).toLowerCase()}${text.slice(1)}`,
    });
  options.push({ weight: 0.35, apply: () => appendSentence(text, put(rng.pick(ph.sentence), p)) });
  const total = options.reduce((sum, o) => sum + o.weight, 0);
  let x = rng.next() * total;
  for (const o of options) {
    x -= o.weight;
    if (x < 0) return o.apply();
  }
  return (options[options.length - 1] as { apply: () => string }).apply();
}

/**
 * Names `platforms` (one or two, most important first) in a query template; `{slot}`s of the
 * template are left for the literal values. `chainVendors` is how many vendors the chain
 * uses: an opening phrase ("In Stripe, ...") is kept for single-vendor chains.
 */
export function mentionPlatforms(
  template: string,
  platforms: readonly Platform[],
  chainVendors: number,
  rng: Rng,
): string {
  let text = template;
  const rest: Platform[] = [];
  const done = (t: string): string => t.split(PLATFORM_MARK).join('');
  for (const p of platforms) {
    const replaced = replaceGeneric(text, p);
    if (replaced !== undefined) text = replaced;
    else rest.push(p);
  }
  const [a, b] = rest;
  if (!a) return done(text);
  // Only the target's vendor may follow the goal's clause: the others get a sentence.
  if (!b)
    return done(
      a === platforms[0]
        ? attach(text, a, rng, chainVendors <= 1)
        : appendSentence(text, put(rng.pick(phrasing(a).sentence), a)),
    );
  if (rng.chance(0.5)) {
    const [x, y] = rng.chance(0.5) ? [a, b] : [b, a];
    return done(appendSentence(text, rng.pick(TWO).replace('{A}', x.spoken).replace('{B}', y.spoken)));
  }
  const first = attach(text, a, rng, false);
  // Two sentences in a row should not start alike ("Use X for the email. Use Y.").
  const sentences = phrasing(b).sentence.filter((s) => !first.includes(s.slice(0, s.indexOf('{V}'))));
  return done(appendSentence(first, put(rng.pick(sentences.length > 0 ? sentences : phrasing(b).sentence), b)));
}
