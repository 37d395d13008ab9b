import type { CatalogIndex } from '../catalog/catalogIndex';
import type { TrajectorySet } from '../catalog/types';

const EMPTY: ReadonlySet<number> = new Set();

/** Laplace smoothing of the before/after counts. */
export const RHO_SMOOTHING = 1;

/**
 * ρ(i, j): smoothed log-odds that tool i appears before tool j in successful trajectories,
 * ρ = ln((n_ij + α) / (n_ji + α)); 0 without data.
 */
export class TransitionPrior {
  private readonly before = new Map<number, number>();
  /** a → tools seen after a (in either order, so pairs can be enumerated per tool). */
  private readonly partners = new Map<number, Set<number>>();
  constructor(
    private readonly toolCount: number,
    readonly trajectoryCount = 0,
  ) {}

  /** Records that tool `a` was first called before tool `b` in one successful run. */
  observe(a: number, b: number): void {
    const key = a * this.toolCount + b;
    this.before.set(key, (this.before.get(key) ?? 0) + 1);
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = this.partners.get(x);
      if (set) set.add(y);
      else this.partners.set(x, new Set([y]));
    }
  }

  /** Tools that appeared in a successful run together with `a` (either order). */
  partnersOf(a: number): ReadonlySet<number> {
    return this.partners.get(a) ?? EMPTY;
  }

  /** Number of successful runs where `a` came before `b`. */
  count(a: number, b: number): number {
    return this.before.get(a * this.toolCount + b) ?? 0;
  }

  /** ρ(a, b) in log-odds; positive when a tends to come first. */
  rho(a: number, b: number): number {
    const ab = this.count(a, b);
    const ba = this.count(b, a);
    return ab === 0 && ba === 0 ? 0 : Math.log((ab + RHO_SMOOTHING) / (ba + RHO_SMOOTHING));
  }

  get isEmpty(): boolean {
    return this.before.size === 0;
  }
}

/**
 * Counts first-call order over successful trajectories. Calls are matched by tool id, else
 * by a unique tool name; unmatched call names are reported, not fatal.
 */
export function buildTransitionPrior(
  index: CatalogIndex,
  trajectories: TrajectorySet | undefined,
): { prior: TransitionPrior; unmatched: string[] } {
  const successes = trajectories?.trajectories.filter((t) => t.success) ?? [];
  const prior = new TransitionPrior(index.tools.length, successes.length);
  const byName = new Map<string, number | null>();
  for (const t of index.tools) byName.set(t.tool.name, byName.has(t.tool.name) ? null : t.index);
  const unmatched = new Set<string>();
  for (const run of successes) {
    const order: number[] = [];
    for (const call of run.calls) {
      const tool = index.byId.get(call) ?? byName.get(call) ?? undefined;
      if (tool === undefined || tool === null) unmatched.add(call);
      else if (!order.includes(tool)) order.push(tool);
    }
    for (let x = 0; x < order.length; x++) {
      for (let y = x + 1; y < order.length; y++) prior.observe(order[x] ?? 0, order[y] ?? 0);
    }
  }
  return { prior, unmatched: [...unmatched].sort() };
}
