import type { GoldPath } from '../catalog/types';

/** Distinct tool ids of a gold path (chain order first, then `tools`). */
export function goldToolIds(gold: GoldPath | undefined): string[] {
  if (!gold) return [];
  return [...new Set([...(gold.chain ?? []), ...(gold.tools ?? [])])];
}

/** Gold targets: gold tools with no outgoing gold edge (the sinks of the gold DAG). */
export function goldTargetIds(gold: GoldPath | undefined): string[] {
  const producers = new Set((gold?.edges ?? []).map((e) => e[0]));
  return goldToolIds(gold).filter((id) => !producers.has(id));
}
