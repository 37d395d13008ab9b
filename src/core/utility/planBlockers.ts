import { SATISFIED } from '../state/stateFields';
import type { MenuProblem } from './menuProblem';
import { CONFIRMED, isCallable } from './planState';
import type { FallbackCode } from './planTypes';
import { menuReach, type MenuReach, whyUnreached } from './reachability';

/** Why no plan can exist on this menu, found before any search. */
export interface PlanBlocker {
  decision: 'answer' | 'ask-user';
  code: Extract<FallbackCode, 'target-missing' | 'no-producer' | 'needs-confirmation'>;
  field?: string;
  reason: string;
}

const toolId = (p: MenuProblem, i: number): string => p.index.tools[p.tools[i] ?? -1]?.tool.id ?? '?';
const fieldOf = (p: MenuProblem, node: number): string => p.index.vocab.names[p.nodeField[node] ?? -1] ?? '?';

/**
 * The first thing that makes the targets unreachable, in this order: a target not on the menu
 * (answer: nothing to plan toward); an input nothing on the menu produces (ask the user for
 * it); an irreversible call whose inputs are known but not confirmed (ask the user to confirm).
 * Undefined when every target is reachable with confirmed inputs for irreversible calls.
 */
export function findPlanBlocker(p: MenuProblem): PlanBlocker | undefined {
  const absent = p.absentTargets[0];
  if (absent !== undefined || p.targets.length === 0) {
    const id = absent === undefined ? 'no target' : `the target ${p.index.tools[absent]?.tool.id ?? '?'}`;
    return {
      decision: 'answer',
      code: 'target-missing',
      reason: `${id} is not on the menu; answer with what is known`,
    };
  }
  const relaxed = menuReach(p, false);
  const blocked = p.targets.find((t) => !relaxed.reached[t]);
  if (blocked !== undefined) return missingInput(p, relaxed, blocked);
  const strict = menuReach(p, true);
  if (p.targets.every((t) => strict.reached[t])) return undefined;
  return unconfirmedInput(p, strict);
}

/** The deepest input an unreachable tool lacks (whyUnreached, the diagnosis's walk): ask the user for it. */
function missingInput(p: MenuProblem, reach: MenuReach, start: number): PlanBlocker {
  const first = whyUnreached(p, reach, start).unmet[0];
  if (first) {
    const field = fieldOf(p, first.node);
    const needed = `${field} (needed by ${toolId(p, first.consumer)})`;
    const best = first.weak[0];
    return {
      decision: 'ask-user',
      code: 'no-producer',
      field,
      reason: best
        ? `nothing on the menu produces ${needed} strongly enough: the best link is ${best.strength.toFixed(2)} from ${toolId(p, best.tool)}; ask the user for it`
        : `nothing on the menu produces ${needed}; ask the user for it`,
    };
  }
  // Every producer on the way needs another's output (a cycle): the user can break it.
  let node = p.reqOffset[start] ?? 0;
  while (node < (p.reqOffset[start + 1] ?? 0) - 1 && (reach.have[node] ?? 0) >= SATISFIED) node++;
  const field = fieldOf(p, node);
  return {
    decision: 'ask-user',
    code: 'no-producer',
    field,
    reason: `${field} (needed by ${toolId(p, start)}) comes only from menu tools that need it themselves; ask the user for it`,
  };
}

/** An irreversible tool blocked only by confirmation (targets first), and the field to confirm. */
function unconfirmedInput(p: MenuProblem, strict: { reached: Uint8Array; have: Float64Array }): PlanBlocker {
  const order = [
    ...p.targets,
    ...p.tools.map((_, i) => i).filter((i) => (p.hops[i] ?? -1) > 0),
    ...p.tools.map((_, i) => i),
  ];
  const tool = order.find((i) => !strict.reached[i] && p.irreversible[i] === 1 && isCallable(p, strict.have, i, false));
  if (tool === undefined)
    return {
      decision: 'ask-user',
      code: 'needs-confirmation',
      reason: 'an irreversible call on the way needs inputs the user must confirm',
    };
  for (let node = p.reqOffset[tool] ?? 0; node < (p.reqOffset[tool + 1] ?? 0); node++) {
    const h = strict.have[node] ?? 0;
    if (h >= CONFIRMED || p.confirmedFields.has(p.nodeField[node] ?? -1)) continue;
    const field = fieldOf(p, node);
    return {
      decision: 'ask-user',
      code: 'needs-confirmation',
      field,
      reason: `${toolId(p, tool)} is irreversible and ${field} is known only at strength ${h.toFixed(2)} (${sourceOf(p, strict, node)}); ask the user to confirm it`,
    };
  }
  return {
    decision: 'ask-user',
    code: 'needs-confirmation',
    reason: `${toolId(p, tool)} is irreversible and needs its inputs confirmed`,
  };
}

/** Where a node's best known strength comes from, in words. */
function sourceOf(p: MenuProblem, strict: { reached: Uint8Array; have: Float64Array }, node: number): string {
  const h = strict.have[node] ?? 0;
  if ((p.s0[node] ?? 0) >= h) {
    const link = p.state.links
      .filter((l) => l.fieldId === p.nodeField[node])
      .sort((a, b) => b.strength - a.strength)[0];
    const field = p.state.fields.find((f) => f.name === link?.state);
    if (field?.source === 'inferred')
      return `inferred from the request${field.evidence ? ` ("${field.evidence.text}")` : ''}`;
    return link ? `s0's ${link.state} through a ${link.rule} link` : 'from s0';
  }
  const producer = p.supplies.findIndex(
    (list, i) => strict.reached[i] === 1 && list.some((x) => x.node === node && x.strength >= h - 1e-9),
  );
  return producer >= 0 ? `through a ${h.toFixed(2)} link from ${toolId(p, producer)}` : 'weakly linked';
}
