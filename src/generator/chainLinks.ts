/**
 * Checks an ordered chain of calls against the link rules and derives its gold edges: each
 * required input must come from the request state or from an output of an earlier call.
 */
import type { Tool } from '../core/index';
import type { FieldLinker, FieldLinkRule, ResolvedField } from './fieldLinker';

/** Strength of each rule, as in the core's linker: exact and alias links are certain. */
const RULE_STRENGTH: Readonly<Record<FieldLinkRule, number>> = {
  exact: 1,
  alias: 1,
  plural: 0.9,
  entity: 0.9,
  'qualified-consumer': 0.8,
  'specific-producer': 0.7,
};

/** One required input fed by an earlier call. */
export interface FieldFeed {
  producer: string;
  consumer: string;
  field: string;
  rule: FieldLinkRule;
}

export interface ChainLinkage {
  ok: boolean;
  /** producer → consumer pairs, one per pair, in consumer order. */
  edges: [string, string][];
  feeds: FieldFeed[];
  /** Index of the first call with an input nothing feeds, and that input. */
  brokenAt?: number;
  missing?: string;
}

function bestRule(
  linker: FieldLinker,
  outputs: readonly ResolvedField[],
  input: ResolvedField,
): FieldLinkRule | undefined {
  let best: FieldLinkRule | undefined;
  for (const output of outputs) {
    const rule = linker.link(output, input);
    if (rule !== undefined && (best === undefined || RULE_STRENGTH[rule] > RULE_STRENGTH[best])) best = rule;
  }
  return best;
}

/**
 * Links a chain. Each input takes its strongest source; on a tie the most recent one wins,
 * and the request state counts as the oldest (so `manager_email` from a call beats the
 * request's `work_email` for a lookup that wants `email`).
 */
export function linkChain(linker: FieldLinker, chain: readonly Tool[], state: readonly string[]): ChainLinkage {
  const stateFields = state.map((s) => linker.canonical(s));
  const edges: [string, string][] = [];
  const feeds: FieldFeed[] = [];
  const seen = new Set<string>();
  for (let j = 0; j < chain.length; j++) {
    const consumer = chain[j] as Tool;
    for (const input of linker.signature(consumer).inputs) {
      const fromState = bestRule(linker, stateFields, input);
      let strength = fromState === undefined ? 0 : RULE_STRENGTH[fromState];
      let source: { producer: Tool; rule: FieldLinkRule } | undefined;
      for (let k = j - 1; k >= 0; k--) {
        const producer = chain[k] as Tool;
        const rule = bestRule(linker, linker.signature(producer).outputs, input);
        if (rule !== undefined && RULE_STRENGTH[rule] > strength - (source === undefined ? 1e-9 : 0)) {
          strength = RULE_STRENGTH[rule];
          source = { producer, rule };
        }
      }
      if (source === undefined) {
        if (fromState !== undefined) continue;
        return { ok: false, edges, feeds, brokenAt: j, missing: `${consumer.id}: ${input.name}` };
      }
      feeds.push({ producer: source.producer.id, consumer: consumer.id, field: input.name, rule: source.rule });
      const key = `${source.producer.id}\u0000${consumer.id}`;
      if (!seen.has(key)) {
        seen.add(key);
        edges.push([source.producer.id, consumer.id]);
      }
    }
  }
  return { ok: true, edges, feeds };
}
