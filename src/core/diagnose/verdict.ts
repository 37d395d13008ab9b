import type { Menu } from '../menu/buildMenus';
import type { MenuDiagnosis, ToolRef } from './diagnoseMenu';

const METHOD_LABEL: Record<Menu['method'], string> = { relevance: 'Relevance menu', 'state-path': 'State-Path menu' };

/**
 * One line: can the menu finish the task, and if not, the first thing in the way.
 * `requestMatches`: whether any catalog tool matched the request's words (a request that
 * matches none has no target, and its menus hold only tools s0 can call, if any).
 */
export function verdictOf(d: MenuDiagnosis, requestMatches = true): string {
  const label = METHOD_LABEL[d.method];
  const name = (r: ToolRef): string => r.toolId;
  const rankText = (r: ToolRef): string =>
    r.relevanceRank > 0 ? `ranks ${r.relevanceRank}` : 'does not match the request';
  const absent = d.targets.find((t) => !t.onMenu);
  if (absent) return `${label} lacks the target ${name(absent.target)} (${rankText(absent.target)} by relevance)`;
  const blocked = d.targets.find((t) => !t.reachable);
  if (blocked) {
    const bridge = d.missingBridges.find((b) => b.consumer.tool === blocked.target.tool) ?? d.missingBridges[0];
    if (bridge) {
      const p = bridge.suggested ?? bridge.producers[0];
      return `${label} cannot reach ${name(blocked.target)}: nothing on it produces ${bridge.field}${p ? `; ${name(p)} ${rankText(p)}` : ''}`;
    }
    const gap = d.schemaGaps[0];
    return `${label} cannot reach ${name(blocked.target)}: ${gap ? `no tool in the catalog produces ${gap.field}` : 'a required input has no producer'}`;
  }
  const inv = d.inversions[0];
  const done = d.targets
    .map((t) => `${name(t.target)} in ${t.chain.length} call${t.chain.length === 1 ? '' : 's'}`)
    .join(', ');
  if (inv)
    return `${label} reaches ${done}, but lists ${name(inv.consumer)} (slot ${inv.consumer.rank}) before its producer ${name(inv.producer)} (slot ${inv.producer.rank})`;
  if (d.targets.length === 0 && !requestMatches)
    return `${label} has no target to reach: no tool of the catalog matches the request`;
  return `${label} reaches ${done || 'no target'}${d.targets.length > 0 ? ', producers before consumers' : ''}`;
}
