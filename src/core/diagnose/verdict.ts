import type { Menu } from '../menu/buildMenus';
import type { MenuDiagnosis, TargetStatus, ToolRef, VerdictOutcome } from './diagnoseMenu';

const METHOD_LABEL: Record<Menu['method'], string> = { relevance: 'Relevance menu', 'state-path': 'State-Path menu' };

const name = (r: ToolRef): string => r.toolId;
const rankText = (r: ToolRef): string =>
  r.relevanceRank > 0 ? `ranks ${r.relevanceRank}` : 'does not match the request';
const slotText = (r: ToolRef): string => (r.rank !== undefined ? ` (slot ${r.rank})` : '');
const calls = (n: number): string => `${n} call${n === 1 ? '' : 's'}`;

/** Said of a verdict whose target is only predicted: nobody named it, the request's words chose it. */
export const GUESSED_TARGET_NOTE = 'the target is a guess from the request’s words (no gold path, none chosen)';

/**
 * One line: can the menu finish the task, and if not, the first thing in the way (walked down
 * through blocked producers to the input nothing that can run supplies), with the outcome as data.
 * `requestMatches`: whether any catalog tool matched the request's words (a request that
 * matches none has no target, and its menus hold only tools s0 can call, if any).
 */
export function verdictOf(d: MenuDiagnosis, requestMatches = true): { text: string; outcome: VerdictOutcome } {
  const label = METHOD_LABEL[d.method];
  const guessed = d.targets.some((t) => t.source === 'predicted');
  const guessNote = guessed ? `; ${GUESSED_TARGET_NOTE}` : '';
  const fail = (t: TargetStatus, text: string): { text: string; outcome: VerdictOutcome } => ({
    text: `${text}${guessNote}`,
    outcome: { reaches: false, target: name(t.target), calls: null, guessed },
  });
  if (d.targets.length === 0)
    return {
      text: requestMatches
        ? `${label} has no target to check: no gold path, and no likely target stands out (choose one)`
        : `${label} has no target to reach: no tool of the catalog matches the request`,
      outcome: { reaches: false, calls: null, guessed: false },
    };
  const absent = d.targets.find((t) => !t.onMenu);
  if (absent)
    return fail(absent, `${label} lacks the target ${name(absent.target)} (${rankText(absent.target)} by relevance)`);
  const blocked = d.targets.find((t) => !t.reachable);
  if (blocked) return fail(blocked, `${label} cannot reach ${name(blocked.target)}: ${blockText(d, blocked)}`);
  const inv = d.inversions[0];
  const done = d.targets.map((t) => `${name(t.target)} in ${calls(t.chain.length)}`).join(', ');
  const outcome: VerdictOutcome = {
    reaches: true,
    target: name(d.targets[0]?.target ?? { tool: -1, toolId: '?', relevanceRank: 0 }),
    calls: new Set(d.targets.flatMap((t) => t.chain)).size,
    guessed,
  };
  if (inv)
    return {
      text: `${label} reaches ${done}, but lists ${name(inv.consumer)} (slot ${inv.consumer.rank}) before its producer ${name(inv.producer)} (slot ${inv.producer.rank})${guessNote}`,
      outcome,
    };
  return { text: `${label} reaches ${done}, producers before consumers${guessNote}`, outcome };
}

/** Why a target on the menu cannot run: the blocked producers on the way, then the input nothing supplies. */
function blockText(d: MenuDiagnosis, t: TargetStatus): string {
  const path = t.blockedBy;
  if (!path) return 'a required input comes only from menu tools that need it themselves';
  const hops = path.hops.map(
    (h, k) =>
      `its ${h.field} comes from ${name(h.producer)}${slotText(h.producer)}, which lacks ${path.hops[k + 1]?.field ?? path.field}; `,
  );
  const where = hops.length > 0 ? 'the menu' : 'it';
  const bridge = d.missingBridges.find((b) => b.field === path.field && b.consumer.tool === path.consumer.tool);
  const gap = d.schemaGaps.find((g) => g.field === path.field && g.consumer.tool === path.consumer.tool);
  const weak = (bridge?.weak ?? gap?.weak ?? [])[0];
  const weakText = weak
    ? ` strongly enough (best link ${weak.strength.toFixed(2)} from ${name(weak.producer)}${slotText(weak.producer)})`
    : '';
  let last: string;
  if (bridge) {
    const p = bridge.suggested ?? bridge.producers[0];
    last = `nothing on ${where} produces ${path.field}${weakText}${p ? `; ${name(p)} ${rankText(p)}` : ''}`;
  } else last = `no tool in the catalog produces ${path.field}${weakText}`;
  return `${hops.join('')}${last}`;
}
