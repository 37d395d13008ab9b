import { SATISFIED } from '../state/stateFields';
import type { MenuProblem } from './menuProblem';
import { isCallable, supplyInto } from './planState';

/**
 * Every menu tool callable from s0 by calling menu tools only (a fixpoint: call whatever is
 * callable until nothing new is), and the strengths known at the end. With
 * `requireConfirmed`, irreversible tools wait for confirmed inputs.
 */
export function reachableTools(p: MenuProblem, requireConfirmed: boolean): { reached: Uint8Array; have: Float64Array } {
  const { reached, have } = menuReach(p, requireConfirmed);
  return { reached, have };
}

/**
 * The one reading of "what this menu can call from s0" that the diagnosis (verdict, findings,
 * the graph's red nodes), the planner and the simulated agent share: a tool can run when each
 * required input is known at ≥ SATISFIED, from s0 or from a menu tool that can run and
 * supplies it at that strength (supplyStrength, as MenuProblem holds it).
 */
export interface MenuReach {
  /** reached[i] = 1: local tool i can run. */
  reached: Uint8Array;
  /** Strength of every requirement node once everything that can run has run. */
  have: Float64Array;
  /** The fixpoint round in which each tool became callable (0: s0 alone suffices), −1 when never. */
  level: Int32Array;
}

/** The fixpoint in rounds (a tool callable in round r needs only tools of rounds < r). */
export function menuReach(p: MenuProblem, requireConfirmed = false): MenuReach {
  const n = p.tools.length;
  const reached = new Uint8Array(n);
  const level = new Int32Array(n).fill(-1);
  const have = p.s0.slice();
  for (let round = 0; ; round++) {
    const now: number[] = [];
    for (let i = 0; i < n; i++) if (!reached[i] && isCallable(p, have, i, requireConfirmed)) now.push(i);
    if (now.length === 0) break;
    for (const i of now) {
      reached[i] = 1;
      level[i] = round;
    }
    for (const i of now) supplyInto(p, have, i);
  }
  return { reached, have, level };
}

/** A menu tool supplying a requirement node, and how strongly. */
export interface NodeFeeder {
  tool: number;
  strength: number;
}

/** The menu tools that supply each requirement node, strongest first (ties: slot order), built once per problem. */
const feederLists = new WeakMap<MenuProblem, NodeFeeder[][]>();

/** The menu tools that supply `node`, strongest first (ties: slot order). */
export function feedersOf(p: MenuProblem, node: number): readonly NodeFeeder[] {
  let lists = feederLists.get(p);
  if (!lists) {
    const byNode: NodeFeeder[][] = Array.from({ length: p.s0.length }, () => []);
    p.supplies.forEach((list, i) => {
      for (const s of list) byNode[s.node]?.push({ tool: i, strength: s.strength });
    });
    for (const l of byNode)
      l.sort((a, b) => (b.strength > a.strength ? 1 : b.strength < a.strength ? -1 : a.tool - b.tool));
    lists = byNode;
    feederLists.set(p, lists);
  }
  return lists[node] ?? [];
}

/**
 * The calls (local tools, producers first) that make a reached tool run: for each input s0 does
 * not give at ≥ SATISFIED, the reached producer of the earliest round that supplies it at
 * ≥ SATISFIED (ties: stronger, then earlier slot). Empty for a tool that cannot run.
 */
export function reachChain(p: MenuProblem, r: MenuReach, target: number): number[] {
  if (r.reached[target] !== 1) return [];
  const chain: number[] = [];
  const seen = new Set<number>();
  const visit = (j: number): void => {
    if (seen.has(j)) return;
    seen.add(j);
    for (let node = p.reqOffset[j] ?? 0; node < (p.reqOffset[j + 1] ?? 0); node++) {
      if ((p.s0[node] ?? 0) >= SATISFIED) continue;
      let best = -1;
      for (const f of feedersOf(p, node)) {
        if (f.strength < SATISFIED || r.reached[f.tool] !== 1 || f.tool === j) continue;
        if (best < 0 || (r.level[f.tool] ?? 0) < (r.level[best] ?? 0)) best = f.tool;
      }
      if (best >= 0) visit(best);
    }
    chain.push(j);
  };
  visit(target);
  return chain;
}

/** A required input nothing that can run on the menu supplies at ≥ SATISFIED, and the menu's weak links to it. */
export interface UnmetInput {
  /** Local consumer and its requirement node. */
  consumer: number;
  node: number;
  /** Menu tools that link to it below SATISFIED (strongest first). */
  weak: NodeFeeder[];
}

/** A menu tool that supplies an input on the way at ≥ SATISFIED but cannot run itself, with the nodes it lacks. */
export interface BlockedProducer {
  tool: number;
  /** Its requirement nodes known below SATISFIED at the fixpoint. */
  lacks: number[];
  /** The nodes on the way it would supply (consumer's node). */
  feeds: number[];
}

/**
 * Why a tool cannot run, walked back to the deepest inputs: every input it lacks either has no
 * strong supplier on the menu (an unmet input: a missing bridge or schema gap) or has only
 * strong suppliers that cannot run themselves (blocked producers, walked in turn). Producers
 * are walked strongest first, each once.
 */
export function whyUnreached(
  p: MenuProblem,
  r: MenuReach,
  start: number,
): { unmet: UnmetInput[]; blocked: BlockedProducer[] } {
  const unmet: UnmetInput[] = [];
  const blocked = new Map<number, BlockedProducer>();
  const visited = new Set<number>();
  const lacking = (j: number): number[] => {
    const out: number[] = [];
    for (let node = p.reqOffset[j] ?? 0; node < (p.reqOffset[j + 1] ?? 0); node++)
      if ((r.have[node] ?? 0) < SATISFIED) out.push(node);
    return out;
  };
  const walk = (j: number): void => {
    if (visited.has(j)) return;
    visited.add(j);
    for (const node of lacking(j)) {
      const feeders = feedersOf(p, node).filter((f) => f.tool !== j);
      const strong = feeders.filter((f) => f.strength >= SATISFIED);
      if (strong.length === 0) {
        unmet.push({ consumer: j, node, weak: feeders });
        continue;
      }
      for (const f of strong) {
        const b = blocked.get(f.tool) ?? { tool: f.tool, lacks: lacking(f.tool), feeds: [] };
        b.feeds.push(node);
        blocked.set(f.tool, b);
        walk(f.tool);
      }
    }
  };
  walk(start);
  return { unmet, blocked: [...blocked.values()] };
}
