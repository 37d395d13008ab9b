import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Chain } from './cheapestChains';
import { producerOverlap } from './fit';

/** Where a tool sits on the path s0 → ENTRY → BRIDGE* → TARGET [→ TERMINAL]. */
export type Role = 'entry' | 'bridge' | 'target' | 'terminal' | 'none';
export const ROLES: readonly Role[] = ['entry', 'bridge', 'target', 'terminal', 'none'];

/**
 * Roles on a chain: entries are chain tools callable from s0 alone, the target is the chain's
 * end, bridges are the chain tools in between, and terminals are other candidates that consume
 * the target's output (they finish the job: send, save, notify). Everything else is `none`.
 */
export function assignRoles(index: CatalogIndex, chain: Chain, candidates: readonly number[]): Map<number, Role> {
  const roles = new Map<number, Role>();
  const fed = new Set(chain.edges.map((e) => e.consumer));
  const blocked = new Set(chain.missing.map((m) => m.consumer));
  for (const t of chain.tools) {
    if (t === chain.target) roles.set(t, 'target');
    else roles.set(t, fed.has(t) || blocked.has(t) ? 'bridge' : 'entry');
  }
  // A target callable straight from s0 is still the target; its chain simply has no entry.
  const target = index.tools[chain.target];
  if (!target) return roles;
  for (const c of candidates) {
    if (roles.has(c)) continue;
    const tool = index.tools[c];
    if (tool && producerOverlap(index, target, tool) > 0) roles.set(c, 'terminal');
  }
  return roles;
}
