import type { Chain } from '../state/cheapestChains';
import { assignRoles, type Role } from '../state/roles';
import { REQUESTED_RELEVANCE } from './stepMentions';
import type { LikelyTarget, TaskContext } from './taskContext';

const ROLE_PRECEDENCE: Record<Role, number> = { target: 4, bridge: 3, entry: 2, terminal: 1, none: 0 };

/**
 * Roles from the chains of the strongest targets present (within half the best weight). A
 * likely target that another such chain needs as a producer is a bridge or entry there, not
 * a target of its own (`get_order` for "email the receipt for order 84213").
 */
export function mainRoles(
  ctx: TaskContext,
  tools: readonly number[],
  targets: LikelyTarget[],
  chains: Chain[],
): Map<number, Role> {
  const best = targets.reduce((m, t) => Math.max(m, t.weight), 0);
  const main = chains.filter((_, k) => (targets[k]?.weight ?? 0) >= 0.5 * best);
  const producers = new Set(main.flatMap((c) => c.tools.filter((t) => t !== c.target)));
  const roles = new Map<number, Role>();
  // Terminals must be asked for: the request names them, not just the schema.
  const requested = tools.filter((t) => (ctx.relevance.scores[t] ?? 0) >= REQUESTED_RELEVANCE * ctx.relevance.max);
  for (const chain of main) {
    if (producers.has(chain.target)) continue;
    for (const [tool, role] of assignRoles(ctx.index, chain, requested)) {
      const prev = roles.get(tool) ?? 'none';
      if (ROLE_PRECEDENCE[role] > ROLE_PRECEDENCE[prev]) roles.set(tool, role);
    }
  }
  return roles;
}
