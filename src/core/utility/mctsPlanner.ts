import { createRng, type Rng } from '../util/prng';
import { callUtility, usefulCalls } from './informationGain';
import type { MenuProblem } from './menuProblem';
import { applyCall, applyCallInPlace, copyState, initialState, isGoal, type PlanState } from './planState';
import type { PlannerRun, PlanOptions } from './planTypes';

/** Share of rollout steps that take the best immediate utility instead of a uniform random call. */
export const ROLLOUT_GREEDY = 0.5;

interface TreeNode {
  state: PlanState;
  /** Σ U of the calls from the root to here. */
  value: number;
  sequence: number[];
  untried: number[];
  children: TreeNode[];
  visits: number;
  total: number;
  /** Terminal, or every child expanded and exhausted: nothing left to learn below. */
  exhausted: boolean;
}

function makeNode(p: MenuProblem, state: PlanState, value: number, sequence: number[], maxCalls: number): TreeNode {
  const terminal = isGoal(p, state) || state.calls >= maxCalls;
  const untried = terminal ? [] : usefulCalls(p, state);
  return { state, value, sequence, untried, children: [], visits: 0, total: 0, exhausted: untried.length === 0 };
}

/**
 * Monte Carlo tree search over call sequences (UCT). Each iteration selects down the tree by
 * Q/N + c·√(ln N_parent / N), expands one untried call (chosen by the seeded PRNG), rolls out
 * (ROLLOUT_GREEDY best-U, else uniform) to the goal, a dead end or the call budget, and backs up
 * the sequence's Σ U. Returns the best complete sequence seen. Stops at the iteration budget,
 * the time budget (injected clock) or when the tree is exhausted; for a given seed the result
 * is deterministic whenever the time budget does not bind first.
 */
export function planMcts(p: MenuProblem, options: PlanOptions): PlannerRun {
  const { iterations, timeBudgetMs, seed, exploration } = options.mcts;
  const rng = createRng(seed);
  const w = options.weights;
  const root = makeNode(p, initialState(p), 0, [], options.maxCalls);
  const scratch = initialState(p);
  let best: { sequence: number[]; value: number } | undefined;
  const t0 = options.clock.now();
  let run = 0;
  for (; run < iterations && !root.exhausted; run++) {
    if (run > 0 && options.clock.now() - t0 >= timeBudgetMs) break;
    const path = [root];
    let node = root;
    while (node.untried.length === 0 && !node.exhausted) {
      const next = selectChild(node, exploration);
      if (next === node) break;
      node = next;
      path.push(node);
    }
    if (node.untried.length > 0) {
      const action = node.untried.splice(rng.int(0, node.untried.length - 1), 1)[0] ?? 0;
      const child = makeNode(
        p,
        applyCall(p, node.state, action),
        node.value + callUtility(p, node.state, action, w),
        [...node.sequence, action],
        options.maxCalls,
      );
      node.children.push(child);
      node = child;
      path.push(node);
    }
    const { sequence, value, complete } = rollout(p, node, options, rng, scratch);
    if (
      complete &&
      (!best ||
        value > best.value + 1e-12 ||
        (Math.abs(value - best.value) <= 1e-12 && sequence.length < best.sequence.length))
    )
      best = { sequence, value };
    for (let k = path.length - 1; k >= 0; k--) {
      const n = path[k];
      if (!n) continue;
      n.visits++;
      n.total += value;
      n.exhausted = n.untried.length === 0 && (n.children.length === 0 || n.children.every((c) => c.exhausted));
    }
  }
  if (!best)
    return {
      sequence: [],
      iterations: run,
      stop: {
        code: 'over-budget',
        reason: `no complete plan found within ${options.maxCalls} calls (${run} MCTS iterations)`,
      },
    };
  if (best.value < options.threshold)
    return {
      sequence: [],
      iterations: run,
      stop: {
        code: 'below-threshold',
        reason: `the best complete plan's utility ${best.value.toFixed(3)} is under the threshold ${options.threshold}`,
      },
    };
  return { sequence: best.sequence, iterations: run };
}

function selectChild(node: TreeNode, c: number): TreeNode {
  let best: TreeNode | undefined;
  let bestScore = -Infinity;
  const logN = Math.log(Math.max(1, node.visits));
  for (const child of node.children) {
    if (child.exhausted && node.children.some((x) => !x.exhausted)) continue;
    const score = child.total / Math.max(1, child.visits) + c * Math.sqrt(logN / Math.max(1, child.visits));
    if (score > bestScore) {
      best = child;
      bestScore = score;
    }
  }
  return best ?? node;
}

function rollout(
  p: MenuProblem,
  from: TreeNode,
  options: PlanOptions,
  rng: Rng,
  state: PlanState,
): { sequence: number[]; value: number; complete: boolean } {
  copyState(state, from.state);
  let value = from.value;
  const sequence = [...from.sequence];
  while (!isGoal(p, state) && state.calls < options.maxCalls) {
    const calls = usefulCalls(p, state);
    if (calls.length === 0) break;
    let pick = calls[0] ?? 0;
    if (rng.next() < ROLLOUT_GREEDY) {
      let bestU = -Infinity;
      for (const i of calls) {
        const u = callUtility(p, state, i, options.weights);
        if (u > bestU) [pick, bestU] = [i, u];
      }
    } else pick = calls[rng.int(0, calls.length - 1)] ?? pick;
    value += callUtility(p, state, pick, options.weights);
    sequence.push(pick);
    applyCallInPlace(p, state, pick);
  }
  return { sequence, value, complete: isGoal(p, state) };
}
