/**
 * Draws a concrete chain for a flow: one vendor per `{var}`, one tool per step, kept only if
 * every prefix links under the rules. A randomized depth-first search, so a valid draw is
 * found whenever one exists, and different tasks get different vendors.
 */
import type { Tool, Rng } from '../core/index';
import { linkChain } from './chainLinks';
import type { FieldLinker } from './fieldLinker';
import type { FlowSpec } from './spec';

function assignments(flow: FlowSpec, rng: Rng): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const [name, options] of Object.entries(flow.vars ?? {})) {
    const next: Record<string, string>[] = [];
    for (const partial of out) for (const option of options) next.push({ ...partial, [name]: option });
    out = next;
  }
  return rng.shuffle(out);
}

function substitute(ref: string, vars: Readonly<Record<string, string>>): string {
  return ref.replace(/^\{(\w+)\}/, (whole, name: string) => vars[name] ?? whole);
}

function search(
  flow: FlowSpec,
  candidates: Tool[][],
  depth: number,
  chain: Tool[],
  linker: FieldLinker,
  rng: Rng,
): Tool[] | undefined {
  if (depth === candidates.length) return chain;
  for (const tool of rng.shuffle([...(candidates[depth] ?? [])])) {
    if (chain.some((t) => t.id === tool.id)) continue;
    const next = [...chain, tool];
    if (!linkChain(linker, next, flow.state).ok) continue;
    const done = search(flow, candidates, depth + 1, next, linker, rng);
    if (done) return done;
  }
  return undefined;
}

/** A valid chain for the flow from the tools in `refs`, or undefined when none exists. */
export function resolveFlow(
  flow: FlowSpec,
  refs: ReadonlyMap<string, Tool>,
  linker: FieldLinker,
  rng: Rng,
): Tool[] | undefined {
  for (const vars of assignments(flow, rng)) {
    const candidates = flow.steps.map((step) =>
      step.map((ref) => refs.get(substitute(ref, vars))).filter((t): t is Tool => t !== undefined),
    );
    if (candidates.some((c) => c.length === 0)) continue;
    const chain = search(flow, candidates, 0, [], linker, rng);
    if (chain) return chain;
  }
  return undefined;
}
