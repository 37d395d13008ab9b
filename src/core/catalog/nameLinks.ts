import { fieldTokens, singularToken } from './fieldNames';
import { isGenericField } from './toolEntity';

/** The rules that link a producer's field to a consumer's field (see docs in fieldLinks.ts). */
export type LinkRule =
  | 'exact'
  | 'alias'
  | 'plural'
  | 'entity'
  | 'resource'
  | 'qualified-consumer'
  | 'specific-producer'
  | 'identifier'
  | 'locator'
  | 'description'
  | 'meaning';

/** Strength of each rule in [0, 1]: exact and alias 1, weaker evidence lower. */
export const LINK_STRENGTH: Readonly<Record<LinkRule, number>> = {
  exact: 1,
  alias: 1,
  plural: 0.9,
  entity: 0.9,
  // An output and an input tagged with the same resource (resourceLinks.ts), whatever their names.
  resource: 0.9,
  'qualified-consumer': 0.8,
  description: 0.75,
  'specific-producer': 0.7,
  // The same entity's identifier under another suffix (`issue_ids` → `issue_number`): an API
  // calls its key an id in one place and a number or key in another.
  identifier: 0.7,
  // A tool takes an object's URL in place of its identifier (Sentry's `issueUrl` for `issueId`):
  // the catalog says the one stands for the other (catalogIndex's locatorsOf).
  locator: 0.9,
  // Names differ but name + description read alike (meaningLinks.ts): below every name rule.
  meaning: 0.6,
};

/** A link from a producer field (`from`) to a consumer field (`to`), by canonical field id. */
export interface NameLink {
  from: number;
  to: number;
  strength: number;
  rule: LinkRule;
}

/** Suffixes that name an entity's identifier (singular tokens: `ids` reads as `id`). */
const IDENTIFIER_SUFFIXES: ReadonlySet<string> = new Set(['id', 'number', 'key', 'uuid']);

function singularKey(name: string): string[] {
  return fieldTokens(name).map(singularToken);
}

/**
 * Finds, for a producer field name, every consumer field it can feed by name alone:
 * exact, plural variant, consumer = qualifier + producer (`sky_id` → `origin_sky_id`) and
 * producer = qualifier + consumer (`customer_email` → `email`), and the same entity's identifier
 * under another suffix (`issue_id` → `issue_number`, among id, number, key, uuid). Generic names (`id`, `name`)
 * never link by qualification: an `id` feeds an `order_id` only through the entity rewrite.
 */
export class NameLinkMatcher {
  private readonly byKey = new Map<string, number[]>();
  private readonly byProperSuffix = new Map<string, number[]>();

  constructor(
    private readonly names: readonly string[],
    consumerIds: Iterable<number>,
  ) {
    for (const id of consumerIds) {
      const tokens = singularKey(names[id] ?? '');
      if (tokens.length === 0) continue;
      push(this.byKey, tokens.join('_'), id);
      for (let start = 1; start < tokens.length; start++) push(this.byProperSuffix, tokens.slice(start).join('_'), id);
    }
  }

  /** Links from a producer name (canonical) to consumer ids; `fromId` is its id or -1 for state fields. */
  linksFrom(producerName: string, fromId: number): NameLink[] {
    const tokens = singularKey(producerName);
    if (tokens.length === 0) return [];
    const best = new Map<number, NameLink>();
    const offer = (to: number, rule: LinkRule): void => {
      const strength = LINK_STRENGTH[rule];
      const prev = best.get(to);
      if (!prev || prev.strength < strength) best.set(to, { from: fromId, to, strength, rule });
    };
    const key = tokens.join('_');
    for (const to of this.byKey.get(key) ?? []) offer(to, this.names[to] === producerName ? 'exact' : 'plural');
    if (!isGenericField(producerName)) {
      for (const to of this.byProperSuffix.get(key) ?? []) offer(to, 'qualified-consumer');
    }
    for (let start = 1; start < tokens.length; start++) {
      for (const to of this.byKey.get(tokens.slice(start).join('_')) ?? []) {
        if (!isGenericField(this.names[to] ?? '')) offer(to, 'specific-producer');
      }
    }
    const suffix = tokens[tokens.length - 1] ?? '';
    const entity = tokens.slice(0, -1).join('_');
    if (IDENTIFIER_SUFFIXES.has(suffix) && entity.length > 0 && !isGenericField(entity)) {
      for (const other of IDENTIFIER_SUFFIXES)
        if (other !== suffix) for (const to of this.byKey.get(`${entity}_${other}`) ?? []) offer(to, 'identifier');
    }
    return [...best.values()];
  }
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}
