import type { CatalogIndex } from '../catalog/catalogIndex';
import type { GoldPath } from '../catalog/types';
import { goldToolIds } from '../diagnose/goldTargets';
import type { SetAnalysis } from '../menu/setAnalysis';
import { ROLE_CLASSES } from './featureSpec';

/** Supervision for one analyzed set, from a task's gold path. */
export interface SetLabels {
  /** 1 when the tool is on the gold path. */
  member: Float32Array;
  /** Role class index (ROLE_CLASSES) per tool. */
  role: Int32Array;
  /** Ordered pairs (local i, local j) with label 1 when i must precede j, 0 for the reverse. */
  pairs: Int32Array;
  pairLabels: Float32Array;
}

const ROLE = Object.fromEntries(ROLE_CLASSES.map((r, k) => [r, k])) as Record<(typeof ROLE_CLASSES)[number], number>;

/**
 * Gold roles: sources of the gold edge graph are entries, sinks are targets (a single gold
 * tool is a target), the rest bridges; tools off the gold path are `none`. Precedence pairs
 * come from the transitive closure of the gold edges (the chain order of unrelated steps is
 * arbitrary, so it is not a label).
 */
export function buildSetLabels(index: CatalogIndex, a: SetAnalysis, gold: GoldPath): SetLabels {
  const n = a.tools.length;
  const member = new Float32Array(n);
  const role = new Int32Array(n).fill(ROLE.none);
  const ids = goldToolIds(gold);
  const goldTools = ids.map((id) => index.byId.get(id)).filter((t): t is number => t !== undefined);
  const edges = (gold.edges ?? [])
    .map(([u, v]) => [index.byId.get(u), index.byId.get(v)])
    .filter((e): e is [number, number] => e[0] !== undefined && e[1] !== undefined);
  const hasIn = new Set(edges.map((e) => e[1]));
  const hasOut = new Set(edges.map((e) => e[0]));
  for (const t of goldTools) {
    const l = a.local.get(t);
    if (l === undefined) continue;
    member[l] = 1;
    role[l] = goldTools.length === 1 || !hasOut.has(t) ? ROLE.target : !hasIn.has(t) ? ROLE.entry : ROLE.bridge;
  }
  const after = new Map<number, Set<number>>();
  for (const [u, v] of edges) after.set(u, new Set([...(after.get(u) ?? []), v]));
  const reach = (u: number): Set<number> => {
    const seen = new Set<number>();
    const stack = [...(after.get(u) ?? [])];
    while (stack.length > 0) {
      const x = stack.pop() ?? -1;
      if (seen.has(x)) continue;
      seen.add(x);
      stack.push(...(after.get(x) ?? []));
    }
    return seen;
  };
  const pairs: number[] = [];
  const labels: number[] = [];
  for (const u of goldTools) {
    const i = a.local.get(u);
    if (i === undefined) continue;
    for (const v of reach(u)) {
      const j = a.local.get(v);
      if (j === undefined || j === i) continue;
      pairs.push(i, j, j, i);
      labels.push(1, 0);
    }
  }
  return { member, role, pairs: Int32Array.from(pairs), pairLabels: Float32Array.from(labels) };
}
