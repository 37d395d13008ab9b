import type { CatalogIndex } from '../catalog/catalogIndex';
import { linkScope } from '../catalog/linkScope';
import type { ResolvedState } from '../state/stateFields';
import { routeOpenFields, type OpenFields } from './routeFields';
import { targetHops } from './targetHops';
import { normalizedCost, normalizedLatency, toolProfile, type ToolProfile } from './toolProfile';
import { utilityWeights, type UtilityWeights } from './utilityWeights';

/** A requirement node a producer fills, with the link strength (supplyStrength, capped at 1). */
export interface NodeSupply {
  node: number;
  strength: number;
}

/**
 * A menu compiled for planning and simulation. Tools are local indices in slot order; every
 * required input of every menu tool is a *requirement node* (node = reqOffset[tool] + k) whose
 * known strength the state tracks. Supplies come from the core's link machinery
 * (supplyStrength: name links, description links, entity rewrites, namespace scope).
 */
export interface MenuProblem {
  index: CatalogIndex;
  state: ResolvedState;
  /** Catalog index of each local tool, in slot order (slot = local + 1). */
  tools: readonly number[];
  profiles: ToolProfile[];
  /** L̂ and Ĉ per local tool. */
  latencyNorm: Float64Array;
  costNorm: Float64Array;
  irreversible: Uint8Array;
  /** First node of each local tool (length n + 1). */
  reqOffset: Int32Array;
  /** Consumer field id of each node, and its owner (local tool). */
  nodeField: Int32Array;
  nodeOwner: Int32Array;
  /** Strength s0 gives each node (ResolvedState.sat of its field). */
  s0: Float64Array;
  /** supplies[i]: the nodes local tool i fills when it succeeds. */
  supplies: NodeSupply[][];
  /** Local targets; the goal is to call each of them successfully. */
  targets: number[];
  targetMask: Uint8Array;
  /** Requested targets (catalog indices) the menu lacks. */
  absentTargets: number[];
  /** Weights the open fields' route was chosen under. */
  weights: UtilityWeights;
  /** The fields still open toward the targets and who supplies them (routeFields.ts). */
  open: OpenFields;
  /** Calls from each local tool to the nearest target along menu supplies (−1: feeds no target). */
  hops: Int32Array;
  /** Field ids the user confirmed: known at ≥ SATISFIED counts as confirmed. */
  confirmedFields: ReadonlySet<number>;
}

export interface ProblemOptions {
  /** Overrides the catalog's utility metadata (e.g. after learning from runs). */
  profileOf?: (tool: number) => ToolProfile;
  /** Field names the user has confirmed (irreversible calls may then use them). */
  confirmedFields?: readonly string[];
  /** Weights the route toward the targets is chosen under (default: interactive). */
  weights?: UtilityWeights;
  /**
   * Only what reachability reads (tools, nodes, s0, supplies, targets): no route of open fields
   * and no hops (the diagnosis, which runs on every rebuild, plans nothing).
   */
  reachOnly?: boolean;
}

/** Strengths from Float32 state math (0.800000011920929) read back as the decimals they stand for (0.8). */
function roundStrength(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * supplies[i] for every menu tool, nodes ascending: supplyStrength(index, i, j, r) for each
 * requirement r of each other menu tool j, found from r's accept links to the menu tools that
 * output their fields (not by trying every pair: the diagnosis compiles every menu it diagnoses).
 */
function menuSupplies(index: CatalogIndex, tools: readonly number[], reqOffset: Int32Array): NodeSupply[][] {
  const outputs = new Map<number, { l: number; rewrite: number }[]>();
  tools.forEach((t, l) => {
    for (const out of index.tools[t]?.outputs ?? []) {
      const list = outputs.get(out.fieldId) ?? [];
      list.push({ l, rewrite: out.rewrite?.strength ?? 1 });
      outputs.set(out.fieldId, list);
    }
  });
  const supplies: NodeSupply[][] = tools.map(() => []);
  const best = new Map<number, number>();
  tools.forEach((c, j) => {
    index.tools[c]?.requirements.forEach((r, k) => {
      best.clear();
      for (const links of [index.acceptedBy[r.fieldId] ?? [], r.extra])
        for (const link of links)
          for (const o of outputs.get(link.from) ?? [])
            if (o.l !== j) best.set(o.l, Math.max(best.get(o.l) ?? 0, link.strength * o.rewrite));
      const node = (reqOffset[j] ?? 0) + k;
      best.forEach((b, l) => {
        const strength = b > 0 ? b * linkScope(index, tools[l] ?? -1, c, r.fieldId) : 0;
        if (strength > 0) supplies[l]?.push({ node, strength: Math.min(1, strength) });
      });
    });
  });
  return supplies;
}

/** Compiles a menu (catalog indices in slot order), s0 and the target tools into a MenuProblem. */
export function compileMenuProblem(
  index: CatalogIndex,
  state: ResolvedState,
  menu: readonly number[],
  targets: readonly number[],
  options: ProblemOptions = {},
): MenuProblem {
  const tools = [...new Set(menu)];
  const n = tools.length;
  const local = new Map(tools.map((t, l) => [t, l]));
  const profiles = tools.map(
    (t) =>
      options.profileOf?.(t) ??
      toolProfile(index.tools[t]?.tool ?? { id: '', name: '', description: '', inputs: [], outputs: [] }),
  );
  const reqOffset = new Int32Array(n + 1);
  tools.forEach((t, l) => (reqOffset[l + 1] = (reqOffset[l] ?? 0) + (index.tools[t]?.requirements.length ?? 0)));
  const nodes = reqOffset[n] ?? 0;
  const nodeField = new Int32Array(nodes);
  const nodeOwner = new Int32Array(nodes);
  const s0 = new Float64Array(nodes);
  tools.forEach((t, l) =>
    index.tools[t]?.requirements.forEach((r, k) => {
      const node = (reqOffset[l] ?? 0) + k;
      nodeField[node] = r.fieldId;
      nodeOwner[node] = l;
      s0[node] = Math.min(1, roundStrength(state.sat[r.fieldId] ?? 0));
    }),
  );
  const supplies = menuSupplies(index, tools, reqOffset);
  const localTargets = [...new Set(targets)].map((t) => local.get(t)).filter((l): l is number => l !== undefined);
  const targetMask = new Uint8Array(n);
  for (const l of localTargets) targetMask[l] = 1;
  const confirmedFields = new Set(
    (options.confirmedFields ?? [])
      .map((f) => index.vocab.idOf(index.vocab.canonical(f).name))
      .filter((id): id is number => id !== undefined),
  );
  const problem: MenuProblem = {
    index,
    state,
    tools,
    profiles,
    latencyNorm: Float64Array.from(profiles, (p) => normalizedLatency(p.latencyMs)),
    costNorm: Float64Array.from(profiles, (p) => normalizedCost(p.costUsd)),
    irreversible: Uint8Array.from(profiles, (p) => (p.effects === 'irreversible' ? 1 : 0)),
    reqOffset,
    nodeField,
    nodeOwner,
    s0,
    supplies,
    targets: localTargets,
    targetMask,
    absentTargets: [...new Set(targets)].filter((t) => !local.has(t)),
    weights: options.weights ?? utilityWeights('interactive'),
    open: { route: [], field: new Int32Array(0), weight: new Float64Array(0), total: 0, supply: [] },
    hops: new Int32Array(0),
    confirmedFields,
  };
  if (options.reachOnly) return problem;
  problem.hops = targetHops(problem);
  problem.open = routeOpenFields(problem, problem.weights);
  return problem;
}

/** The same problem with its open fields chosen under other weights (itself when they are equal). */
export function withWeights(p: MenuProblem, w: UtilityWeights): MenuProblem {
  if (w.time === p.weights.time && w.cost === p.weights.cost) return p;
  const q = { ...p, weights: { ...w } };
  q.open = routeOpenFields(q, q.weights);
  return q;
}
