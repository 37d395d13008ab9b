/**
 * Logged executions per task (`tool-trajectories/v1`): 0–3 runs each. Successful runs follow
 * the gold chain, sometimes with an extra harmless lookup or two independent steps swapped;
 * about 15 % fail, by calling a consumer before its producer or by skipping a bridge.
 */
import { TRAJECTORIES_FORMAT, forkRng, type Tool, type Trajectory, type TrajectorySet, type Rng } from '../core/index';
import type { BuiltTask } from './buildTasks';
import { linkChain } from './chainLinks';
import type { FieldLinker } from './fieldLinker';

/** Failures need an edge to break; single-call tasks have none, so the share is set a bit above 15 %. */
const FAILURE_SHARE = 0.17;

function ids(tools: readonly Tool[]): string[] {
  return tools.map((t) => t.id);
}

function withExtraLookup(built: BuiltTask, reads: ReadonlyMap<string, Tool[]>, rng: Rng): string[] | undefined {
  const anchor = rng.pick(built.chain);
  const pool = (reads.get(anchor.category ?? '') ?? []).filter((t) => !built.chain.includes(t));
  if (pool.length === 0) return undefined;
  const calls = ids(built.chain);
  calls.splice(rng.int(0, calls.length), 0, rng.pick(pool).id);
  return calls;
}

function withSwap(built: BuiltTask, linker: FieldLinker, rng: Rng): string[] | undefined {
  const state = built.flow.state;
  const dependent = new Set(built.linkage.edges.map(([p, c]) => `${p}\u0000${c}`));
  const options: number[] = [];
  for (let i = 0; i + 1 < built.chain.length; i++) {
    if (dependent.has(`${built.chain[i]?.id}\u0000${built.chain[i + 1]?.id}`)) continue;
    const swapped = [...built.chain];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1] as Tool, swapped[i] as Tool];
    if (linkChain(linker, swapped, state).ok) options.push(i);
  }
  if (options.length === 0) return undefined;
  const i = rng.pick(options);
  const calls = ids(built.chain);
  [calls[i], calls[i + 1]] = [calls[i + 1] as string, calls[i] as string];
  return calls;
}

/**
 * A failed run, the calls up to and including the one that could not be made: either a
 * consumer jumps ahead of its producer, or the producer (a bridge) is skipped.
 */
function failedRun(built: BuiltTask, linker: FieldLinker, rng: Rng): string[] | undefined {
  const premature = rng.chance(0.5);
  for (const [producerId, consumerId] of rng.shuffle([...built.linkage.edges])) {
    let chain: Tool[];
    if (premature) {
      const consumer = built.chain.find((t) => t.id === consumerId);
      chain = built.chain.filter((t) => t.id !== consumerId);
      if (consumer)
        chain.splice(
          chain.findIndex((t) => t.id === producerId),
          0,
          consumer,
        );
    } else {
      chain = built.chain.filter((t) => t.id !== producerId);
    }
    const broken = linkChain(linker, chain, built.flow.state).brokenAt;
    if (broken !== undefined) return ids(chain.slice(0, broken + 1));
  }
  return undefined;
}

/** Samples trajectories for the tasks; `tools` supplies extra harmless lookups by category. */
export function buildTrajectories(
  tasks: readonly BuiltTask[],
  tools: readonly Tool[],
  linker: FieldLinker,
  seed: number,
): TrajectorySet {
  const reads = new Map<string, Tool[]>();
  for (const tool of tools) {
    if (tool.effects !== 'read' || tool.category === undefined) continue;
    const list = reads.get(tool.category);
    if (list) list.push(tool);
    else reads.set(tool.category, [tool]);
  }
  const trajectories: Trajectory[] = [];
  for (const built of tasks) {
    const rng = forkRng(seed, `trajectories:${built.task.id}`);
    const runs = rng.pick([0, 1, 1, 2, 2, 3]);
    for (let r = 0; r < runs; r++) {
      const failed = rng.chance(FAILURE_SHARE) ? failedRun(built, linker, rng) : undefined;
      if (failed) {
        trajectories.push({ task_id: built.task.id, calls: failed, success: false });
        continue;
      }
      const roll = rng.next();
      const calls =
        (roll < 0.25 ? withExtraLookup(built, reads, rng) : roll < 0.5 ? withSwap(built, linker, rng) : undefined) ??
        ids(built.chain);
      trajectories.push({ task_id: built.task.id, calls, success: true });
    }
  }
  return { format: TRAJECTORIES_FORMAT, trajectories };
}
