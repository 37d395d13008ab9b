/**
 * Gold chains checked by an independent reading of the link rules (not the generator's own
 * linker): every required input of every gold call is fed by the state or by an earlier
 * call; every gold edge goes forward and carries a field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeFieldName, singularToken, type Catalog, type Tool } from '../core/index';
import { buildCatalog } from './buildCatalog';
import { buildTasks } from './buildTasks';
import { FieldLinker } from './fieldLinker';
import { ALL_FLOWS, flowRefs } from './flows/allFlows';
import { generateDemo, type GeneratedDemo } from './generateDemo';

const GENERIC = new Set(['id', 'name', 'code', 'key', 'number', 'uuid', 'token']);
const NOT_NOUNS = new Set([
  'get',
  'list',
  'create',
  'update',
  'delete',
  'search',
  'find',
  'fetch',
  'lookup',
  'retrieve',
  'send',
  'add',
  'new',
  'show',
  'query',
  'render',
  'generate',
  'export',
  'issue',
  'book',
  'cancel',
  'open',
  'by',
  'for',
  'of',
  'details',
  'detail',
  'info',
]);

type Rule = 'exact' | 'alias' | 'generic' | 'plural' | 'qualifier';

interface Field {
  name: string;
  via: 'exact' | 'alias' | 'generic';
}

/** Reads a catalog's fields the way the rules describe them. */
class Rules {
  private readonly alias = new Map<string, string>();
  constructor(catalog: Catalog) {
    for (const [canonical, names] of Object.entries(catalog.field_aliases ?? {})) {
      for (const n of names) this.alias.set(normalizeFieldName(n), normalizeFieldName(canonical));
    }
  }

  field(raw: string, tool?: Tool): Field {
    const n = normalizeFieldName(raw);
    if (tool && GENERIC.has(n)) {
      const words = normalizeFieldName(tool.name)
        .split('_')
        .map(singularToken)
        .filter((w) => !NOT_NOUNS.has(w) && !GENERIC.has(w));
      const entity = words[words.length - 1];
      if (entity) return { name: this.alias.get(`${entity}_${n}`) ?? `${entity}_${n}`, via: 'generic' };
    }
    const a = this.alias.get(n);
    return a ? { name: a, via: 'alias' } : { name: n, via: 'exact' };
  }

  required(tool: Tool): Field[] {
    return tool.inputs.filter((f) => f.required !== false).map((f) => this.field(f.name, tool));
  }

  outputs(tool: Tool): Field[] {
    return tool.outputs.map((f) => this.field(f.name, tool));
  }

  link(p: Field, c: Field): Rule | undefined {
    if (p.name === c.name)
      return p.via === 'exact' && c.via === 'exact'
        ? 'exact'
        : p.via === 'generic' || c.via === 'generic'
          ? 'generic'
          : 'alias';
    const singular = (s: string): string => s.split('_').map(singularToken).join('_');
    if (singular(p.name) === singular(c.name)) return 'plural';
    if (c.name.endsWith(`_${p.name}`)) return 'qualifier';
    if (p.name.endsWith(`_${c.name}`) && !GENERIC.has(c.name)) return 'qualifier';
    return undefined;
  }

  /** The best rule by which any output of `producer` feeds any required input of `consumer`. */
  edgeRule(producer: Tool, consumer: Tool): Rule | undefined {
    const order: Rule[] = ['exact', 'alias', 'generic', 'plural', 'qualifier'];
    let best: Rule | undefined;
    for (const o of this.outputs(producer)) {
      for (const i of this.required(consumer)) {
        const r = this.link(o, i);
        if (r && (best === undefined || order.indexOf(r) < order.indexOf(best))) best = r;
      }
    }
    return best;
  }
}

/** The state each task was built from, including the ~10 % that omit it in the output. */
function builtStates(seed: number): Map<string, readonly string[]> {
  const { catalog, refs } = buildCatalog({
    seed,
    tools: 450,
    name: 'demo-catalog',
    idPrefix: '',
    keepRefs: flowRefs(ALL_FLOWS),
  });
  const built = buildTasks({
    seed,
    count: 320,
    flows: ALL_FLOWS,
    refs,
    linker: new FieldLinker(catalog.field_aliases ?? {}),
  });
  return new Map(built.map((b) => [b.task.id, b.flow.state]));
}

describe('gold chains of the default demo (seed 7)', () => {
  let demo: GeneratedDemo;
  let rules: Rules;
  let byId: Map<string, Tool>;
  let states: Map<string, readonly string[]>;
  beforeAll(() => {
    demo = generateDemo({ seed: 7 });
    states = builtStates(7);
    rules = new Rules(demo.catalog);
    byId = new Map(demo.catalog.tools.map((t) => [t.id, t]));
  });

  it('uses only tools of the catalog', () => {
    for (const task of demo.tasks.tasks) {
      for (const id of task.gold?.chain ?? []) expect(byId.has(id), `${task.id}: ${id}`).toBe(true);
    }
  });

  it('feeds every required input from the state or an earlier call', () => {
    for (const task of demo.tasks.tasks) {
      const declared = states.get(task.id) ?? [];
      if (task.state !== undefined) expect(task.state).toEqual(declared);
      const state = declared.map((s) => rules.field(s));
      const chain = (task.gold?.chain ?? []).map((id) => byId.get(id) as Tool);
      chain.forEach((tool, j) => {
        for (const input of rules.required(tool)) {
          const fed =
            state.some((s) => rules.link(s, input)) ||
            chain.slice(0, j).some((p) => rules.outputs(p).some((o) => rules.link(o, input)));
          expect(fed, `${task.id}: ${tool.id} needs ${input.name}`).toBe(true);
        }
      });
    }
  });

  it('has forward edges that carry a field, covering every input the state cannot give', () => {
    for (const task of demo.tasks.tasks) {
      const chain = task.gold?.chain ?? [];
      const edges = task.gold?.edges ?? [];
      for (const [p, c] of edges) {
        expect(chain.indexOf(p), `${task.id}: ${p} → ${c}`).toBeGreaterThanOrEqual(0);
        expect(chain.indexOf(p)).toBeLessThan(chain.indexOf(c));
        expect(rules.edgeRule(byId.get(p) as Tool, byId.get(c) as Tool), `${task.id}: ${p} → ${c}`).toBeDefined();
      }
      const state = (states.get(task.id) ?? []).map((s) => rules.field(s));
      for (const id of chain) {
        const tool = byId.get(id) as Tool;
        for (const input of rules.required(tool)) {
          if (state.some((s) => rules.link(s, input))) continue;
          const producers = edges.filter(([, c]) => c === id).map(([p]) => byId.get(p) as Tool);
          expect(
            producers.some((p) => rules.outputs(p).some((o) => rules.link(o, input))),
            `${task.id}: no edge feeds ${id}.${input.name}`,
          ).toBe(true);
        }
      }
    }
  });

  it('links most edges exactly or by alias, and a realistic minority by the other rules', () => {
    const counts = new Map<Rule, number>();
    for (const task of demo.tasks.tasks) {
      for (const [p, c] of task.gold?.edges ?? []) {
        const rule = rules.edgeRule(byId.get(p) as Tool, byId.get(c) as Tool) as Rule;
        counts.set(rule, (counts.get(rule) ?? 0) + 1);
      }
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const exactOrAlias = (counts.get('exact') ?? 0) + (counts.get('alias') ?? 0);
    expect(exactOrAlias / total).toBeGreaterThan(0.5);
    expect(1 - exactOrAlias / total).toBeGreaterThanOrEqual(0.15);
    for (const rule of ['generic', 'plural', 'qualifier'] as const) expect(counts.get(rule) ?? 0).toBeGreaterThan(10);
  });

  it('spreads chain lengths over 1–2, 3–4, 5–6 and 7–10 calls', () => {
    const buckets = [0, 0, 0, 0];
    for (const task of demo.tasks.tasks) {
      const n = task.gold?.chain?.length ?? 0;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(10);
      const bucket = n <= 2 ? 0 : n <= 4 ? 1 : n <= 6 ? 2 : 3;
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    const shares = buckets.map((b) => b / demo.tasks.tasks.length);
    expect(shares[0]).toBeGreaterThan(0.2);
    expect(shares[1]).toBeGreaterThan(0.3);
    expect(shares[2]).toBeGreaterThan(0.2);
    expect(shares[3]).toBeGreaterThan(0.1);
  });
});
