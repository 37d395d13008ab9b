import { solveChains } from '../state/cheapestChains';
import type { Role } from '../state/roles';
import { findAnnouncements, type AnnouncedProducers } from './announcements';
import type { PoolReason } from './candidatePool';
import { mainRoles } from './mainRoles';
import { needMatrix } from './needMatrix';
import { startFits } from './startFits';
import { requestMentions, type StepMentions } from './stepMentions';
import { supplyLinks, type SetSupply } from './supplyLinks';
import { targetChains, type TargetChains } from './targetChains';
import type { TaskContext } from './taskContext';

// The diagnosis reads a set's suppliers through here.
export { suppliersOf } from './supplierLists';

/**
 * The state math over one set of tools (the candidate pool, or a menu): per tool relevance,
 * χ, requirement suppliers inside the set, κ as a dense matrix (SetSupply); where the request
 * names each tool (StepMentions); the producers it announces (AnnouncedProducers); cheapest
 * chains to the likely targets that are in the set (TargetChains), and path roles. Indices are
 * local to `tools`. One object with every key from creation (analyzeSet), so every analysis has
 * one hidden class for the code that reads it.
 */
export interface SetAnalysis extends SetSupply, StepMentions, AnnouncedProducers, TargetChains {
  ctx: TaskContext;
  tools: readonly number[];
  local: Map<number, number>;
  /**
   * κ restricted to the inputs j still needs: those s0 does not satisfy, or that the request
   * announces from i. What i must precede, as opposed to what it merely could feed (needMatrix).
   */
  need: Float32Array;
  /** Roles on the main chains (targets within half the best weight; mainRoles). */
  roles: Map<number, Role>;
  /**
   * Why each tool entered the candidate pool, when the set came from one. Always present
   * (undefined for a menu), so every analysis has one object shape: an analysis that gained
   * the key afterwards had another, and the encoder's feature code, optimized for one, was
   * thrown away ("wrong map") and compiled again when it met the other.
   */
  reasons: ReadonlyMap<number, PoolReason> | undefined;
  /**
   * e_i: whether a tool can start the path from s0 — 0 unless s0 satisfies every required
   * input (each ≥ SATISFIED), else χ with announced inputs counted half (and halved again
   * when successful runs put another requested tool before it; startFits).
   */
  startFit: Float32Array;
}

/** Weight of calling a tool in chain search: 1, plus up to 0.5 for low relevance (ties go to relevant producers). */
export function chainToolWeight(ctx: TaskContext): (tool: number) => number {
  return (tool) => 1 + 0.5 * (1 - (ctx.relevance.scores[tool] ?? 0) / ctx.relevance.max);
}

/**
 * Analyzes a tool set for a task. Each part is a function of its own (supply links, mentions,
 * start fits, need, target chains) with plain loops: as one function of ~100 lines with
 * closures, V8 compiled it with Maglev three or four times and with TurboFan once more
 * (~200 ms of a background thread) after a 16,000-tool catalog loaded (bench/deopts.ts).
 */
export function analyzeSet(
  ctx: TaskContext,
  tools: readonly number[],
  reasons?: ReadonlyMap<number, PoolReason>,
): SetAnalysis {
  const { index, state } = ctx;
  const n = tools.length;
  const local = new Map<number, number>();
  for (let l = 0; l < n; l++) local.set(tools[l] ?? 0, l);
  const { relevance, chi, kappa, suppliers } = supplyLinks(ctx, tools);
  const { mention, termMasks } = requestMentions(ctx, tools, relevance);
  let stride = 1;
  for (const t of tools) stride = Math.max(stride, index.tools[t]?.requirements.length ?? 0);
  const announced = findAnnouncements(ctx, tools, mention, termMasks, suppliers, stride);
  const startFit = startFits(ctx, tools, mention, announced, stride);
  const need = needMatrix(ctx, tools, suppliers, announced, stride);
  const solution = solveChains(index, state, tools, chainToolWeight(ctx), (tool, k) =>
    announced.get((local.get(tool) ?? 0) * stride + k)?.map((p) => tools[p] ?? -1),
  );
  const { targets, chains, pathWeight } = targetChains(ctx, tools, local, solution);
  const roles = mainRoles(ctx, tools, targets, chains);
  return {
    ctx,
    tools,
    local,
    relevance,
    chi,
    kappa,
    need,
    suppliers,
    targets,
    chains,
    pathWeight,
    roles,
    mention,
    termMasks,
    announced,
    stride,
    reasons,
    startFit,
  };
}
