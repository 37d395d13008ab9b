import type { Menu } from '../menu/buildMenus';
import type { TaskContext } from '../menu/taskContext';
import { supplyStrength } from '../state/fit';
import { SATISFIED } from '../state/stateFields';
import type { TraceOverlay } from './overlayTrace';

export type FailureCause = 'missing-target' | 'missing-bridge' | 'order-inversion' | 'tool-error' | 'crowding';

/** One reason a run failed (or 'none' / 'unexplained'), with the call it shows at. */
export interface TraceAttribution {
  cause: FailureCause | 'none' | 'unexplained';
  detail: string;
  /** Index of the call that shows it, when one does. */
  call?: number;
}

/** Menu tools (with slot) that produce input `field` of tool `consumer` strongly enough. */
function menuProducers(
  ctx: TaskContext,
  menu: Menu,
  consumer: number,
  field: string,
): { toolId: string; rank: number }[] {
  const tool = ctx.index.tools[consumer];
  const r = tool?.requirements.find((x) => ctx.index.vocab.names[x.fieldId] === field);
  if (!tool || !r) return [];
  return menu.slots
    .filter(
      (s) => s.tool !== consumer && supplyStrength(ctx.index, ctx.index.tools[s.tool] ?? tool, tool, r) >= SATISFIED,
    )
    .map((s) => ({ toolId: s.toolId, rank: s.rank }));
}

/**
 * Why a run failed, from the menu's diagnosis and the calls. Evidence: a target not on the menu
 * (missing target); an input nothing on the menu produces (missing bridge, from the diagnosis
 * or from a premature call on the route); a premature route call whose producers are all
 * listed below it (order inversion); a call that errored though its inputs existed (tool
 * error); an off-route call to a near-duplicate of a route tool (crowding). The main cause: the
 * diagnosis' missing target, else its missing bridge (the menu could not finish either way),
 * else the earliest call-level finding.
 */
export function attributeTrace(
  ctx: TaskContext,
  menu: Menu,
  o: TraceOverlay,
): { attribution: TraceAttribution; findings: TraceAttribution[] } {
  const findings: TraceAttribution[] = [];
  const d = o.diagnosis;
  for (const t of d.targets.filter((x) => !x.onMenu))
    findings.push({
      cause: 'missing-target',
      detail: `the target ${t.target.toolId} is not on the menu${t.target.relevanceRank > 0 ? ` (relevance rank ${t.target.relevanceRank})` : ''}`,
    });
  const bridgeFields = new Set<string>();
  for (const b of d.missingBridges) {
    bridgeFields.add(b.field);
    const call = o.calls.find((c) => c.premature && c.missingInputs.includes(b.field));
    const p = b.suggested ?? b.producers[0];
    findings.push({
      cause: 'missing-bridge',
      detail: `nothing on the menu produces ${b.field} (needed by ${b.consumer.toolId})${p ? `; ${p.toolId} does` : ''}`,
      ...(call ? { call: call.index } : {}),
    });
  }
  const menuLevel = findings.length;
  for (const c of o.calls) {
    if (c.premature && c.toolId !== undefined && !c.onRoute) {
      if (c.nearDuplicateOf === undefined)
        findings.push({
          cause: 'unexplained',
          detail: `${c.toolId} is not on the way to the targets and lacked ${c.missingInputs.join(', ')}`,
          call: c.index,
        });
    } else if (c.premature && c.toolId !== undefined) {
      for (const field of c.missingInputs) {
        if (bridgeFields.has(field)) continue;
        const producers = menuProducers(ctx, menu, ctx.index.byId.get(c.toolId) ?? -1, field);
        const slot = c.slot ?? Infinity;
        if (producers.length === 0)
          findings.push({
            cause: 'missing-bridge',
            detail: `${c.toolId} needs ${field}, which nothing on the menu produces`,
            call: c.index,
          });
        else if (producers.every((p) => p.rank > slot))
          findings.push({
            cause: 'order-inversion',
            detail: `${c.toolId} (slot ${c.slot}) was called before ${field} existed; its producer ${producers[0]?.toolId} is listed below it (slot ${producers[0]?.rank})`,
            call: c.index,
          });
        else
          findings.push({
            cause: 'unexplained',
            detail: `${c.toolId} was called before ${field} existed, though ${producers[0]?.toolId} (slot ${producers[0]?.rank}) is listed above it`,
            call: c.index,
          });
      }
    } else if (c.status === 'error')
      findings.push({
        cause: 'tool-error',
        detail: `${c.toolId ?? c.name} failed${c.error ? `: ${c.error}` : ''}`,
        call: c.index,
      });
    if (c.nearDuplicateOf !== undefined && c.toolId !== undefined)
      findings.push({
        cause: 'crowding',
        detail: `${c.toolId}${c.slot ? ` (slot ${c.slot})` : ''} was called instead of its near-duplicate ${c.nearDuplicateOf}`,
        call: c.index,
      });
  }
  if (o.outcome === 'success')
    return { attribution: { cause: 'none', detail: `reached ${o.reachedTargets.join(', ') || 'the goal'}` }, findings };
  const structural =
    findings.slice(0, menuLevel).find((f) => f.cause === 'missing-target') ??
    findings.slice(0, menuLevel).find((f) => f.cause === 'missing-bridge');
  const earliest = findings
    .filter((f) => f.call !== undefined && f.cause !== 'unexplained')
    .sort((a, b) => (a.call ?? 0) - (b.call ?? 0))[0];
  const fallback: TraceAttribution = {
    cause: 'unexplained',
    detail: o.calls.length === 0 ? 'no tool calls' : 'no menu problem or failed call explains it',
  };
  return {
    attribution: structural ?? earliest ?? findings.find((f) => f.cause === 'unexplained') ?? fallback,
    findings,
  };
}
