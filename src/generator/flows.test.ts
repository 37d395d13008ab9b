import { describe, expect, it } from 'vitest';
import { buildCatalog } from './buildCatalog';
import { lengthBucket } from './buildTasks';
import { FieldLinker } from './fieldLinker';
import { ALL_FLOWS, flowRefs } from './flows/allFlows';
import { literalValues } from './literalValues';
// createRng is not part of the core's surface; a test may reach it directly.
import { createRng } from '../core/util/prng';
import { resolveFlow } from './resolveFlow';

describe('task flows', () => {
  const { catalog, refs } = buildCatalog({ seed: 1, tools: 10_000, name: 'all', idPrefix: '', keepRefs: new Set() });
  const linker = new FieldLinker(catalog.field_aliases ?? {});

  it('have unique keys and every state field as a slot in every query', () => {
    expect(new Set(ALL_FLOWS.map((f) => f.key)).size).toBe(ALL_FLOWS.length);
    for (const flow of ALL_FLOWS) {
      for (const query of flow.queries) {
        const slots = new Set([...query.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
        expect([...slots].sort(), `${flow.key}: ${query}`).toEqual([...new Set(flow.state)].sort());
      }
    }
  });

  it('reference only existing vendor endpoints', () => {
    for (const ref of flowRefs(ALL_FLOWS)) expect(refs.has(ref), ref).toBe(true);
  });

  it('each resolve to a valid chain, with every vendor choice reachable', () => {
    for (const flow of ALL_FLOWS) {
      const seen = new Set<string>();
      for (let s = 0; s < 12; s++) {
        const chain = resolveFlow(flow, refs, linker, createRng(s));
        expect(chain, flow.key).toBeDefined();
        expect(chain?.length).toBe(flow.steps.length);
        for (const t of chain ?? []) seen.add(t.id);
      }
      expect(seen.size, flow.key).toBeGreaterThanOrEqual(flow.steps.length);
    }
  });

  it('cover all four chain-length buckets', () => {
    const buckets = new Set(ALL_FLOWS.map((f) => lengthBucket(f.steps.length)));
    expect([...buckets].sort()).toEqual([0, 1, 2, 3]);
  });

  it('have a literal value for every state field', () => {
    for (const flow of ALL_FLOWS) {
      const values = literalValues(flow.state, createRng(3), flow.examples);
      for (const field of flow.state) expect(values[field], `${flow.key}.${field}`).toMatch(/\S/);
    }
  });
});
