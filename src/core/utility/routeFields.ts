import { DEFAULT_MENU_RULES } from '../menu/menuRules';
import { SATISFIED } from '../state/stateFields';
import type { MenuProblem } from './menuProblem';
import { CONFIRMED } from './planState';
import type { UtilityWeights } from './utilityWeights';

/**
 * The fields still open toward the targets: the required inputs of the tools on the cheapest
 * route from s0 to the targets over the menu that s0 does not confirm, one entry per field id.
 * Any menu tool that supplies such an input of a route tool counts as supplying the field, so
 * a vendor alternative for one step still gains; a detour through other consumers does not.
 */
export interface OpenFields {
  /** Local tools on the route (producers before consumers). */
  route: number[];
  /** Consumer field id of each open field. */
  field: Int32Array;
  /** ω_f = demandDecay^h (DEFAULT_MENU_RULES: the retriever's default), h: calls from the field's consumer on the route to its target. */
  weight: Float64Array;
  /** Σ_f ω_f. */
  total: number;
  /** supply[i]: open fields local tool i supplies to a route tool, with the best strength. */
  supply: { open: number; strength: number }[][];
}

/** Fixed cost of every call in route search, so that free tools still prefer fewer calls. */
export const ROUTE_CALL_COST = 0.01;

/** Whether strength h is enough for an input of tool i (confirmed for irreversible tools). */
function enough(p: MenuProblem, i: number, node: number, h: number): boolean {
  if (h < SATISFIED) return false;
  return p.irreversible[i] !== 1 || h >= CONFIRMED || p.confirmedFields.has(p.nodeField[node] ?? -1);
}

/**
 * Cheapest route (AND/OR, as in state/cheapestChains.ts, by fixpoint over the menu's ≤ K tools):
 * a call costs c_i = w_time·L̂_i + w_cost·Ĉ_i + ROUTE_CALL_COST plus, for each input s0 does not
 * give strongly enough, the cost of its cheapest adequate producer. Then the open fields.
 */
export function routeOpenFields(p: MenuProblem, w: UtilityWeights): OpenFields {
  const n = p.tools.length;
  const cost = new Float64Array(n).fill(Infinity);
  const choice = new Int32Array(p.s0.length).fill(-1);
  const own = Float64Array.from(
    { length: n },
    (_, i) => w.time * (p.latencyNorm[i] ?? 0) + w.cost * (p.costNorm[i] ?? 0) + ROUTE_CALL_COST,
  );
  const feeders: { i: number; s: number }[][] = Array.from({ length: p.s0.length }, () => []);
  p.supplies.forEach((list, i) => list.forEach((x) => feeders[x.node]?.push({ i, s: x.strength })));
  for (let round = 0, changed = true; changed && round <= n; round++) {
    changed = false;
    for (let i = 0; i < n; i++) {
      let c = own[i] ?? 0;
      for (let node = p.reqOffset[i] ?? 0; node < (p.reqOffset[i + 1] ?? 0) && c < Infinity; node++) {
        if (enough(p, i, node, p.s0[node] ?? 0)) continue;
        let best = Infinity;
        for (const f of feeders[node] ?? []) {
          if (f.i !== i && enough(p, i, node, f.s) && (cost[f.i] ?? Infinity) < best) {
            best = cost[f.i] ?? Infinity;
            choice[node] = f.i;
          }
        }
        c += best;
      }
      if (c < (cost[i] ?? Infinity) - 1e-12) {
        cost[i] = c;
        changed = true;
      }
    }
  }
  const hop = new Int32Array(n).fill(-1);
  const route: number[] = [];
  const visit = (i: number, h: number): void => {
    if ((hop[i] ?? -1) >= 0 && (hop[i] ?? 0) <= h) return;
    const first = hop[i] === -1;
    hop[i] = h;
    for (let node = p.reqOffset[i] ?? 0; node < (p.reqOffset[i + 1] ?? 0); node++) {
      const j = choice[node] ?? -1;
      if (j >= 0 && !enough(p, i, node, p.s0[node] ?? 0)) visit(j, h + 1);
    }
    if (first) route.push(i);
  };
  for (const t of p.targets) if (Number.isFinite(cost[t] ?? Infinity)) visit(t, 0);
  return openFieldsOf(p, route, hop);
}

function openFieldsOf(p: MenuProblem, route: number[], hop: Int32Array): OpenFields {
  const openOf = new Map<number, number>();
  const field: number[] = [];
  const weight: number[] = [];
  const openOfNode = new Int32Array(p.s0.length).fill(-1);
  for (const i of route) {
    for (let node = p.reqOffset[i] ?? 0; node < (p.reqOffset[i + 1] ?? 0); node++) {
      if ((p.s0[node] ?? 0) >= CONFIRMED) continue;
      const f = p.nodeField[node] ?? -1;
      let k = openOf.get(f);
      if (k === undefined) {
        k = field.length;
        openOf.set(f, k);
        field.push(f);
        weight.push(0);
      }
      openOfNode[node] = k;
      weight[k] = Math.max(weight[k] ?? 0, DEFAULT_MENU_RULES.demandDecay ** (hop[i] ?? 0));
    }
  }
  const supply = p.supplies.map((list) => {
    const best = new Map<number, number>();
    for (const x of list) {
      const k = openOfNode[x.node] ?? -1;
      if (k >= 0 && x.strength > (best.get(k) ?? 0)) best.set(k, x.strength);
    }
    return [...best].map(([open, strength]) => ({ open, strength }));
  });
  return {
    route,
    field: Int32Array.from(field),
    weight: Float64Array.from(weight),
    total: weight.reduce((a, b) => a + b, 0),
    supply,
  };
}
