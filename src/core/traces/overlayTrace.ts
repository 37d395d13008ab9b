import type { GoldPath } from '../catalog/types';
import { CROWDING_REDUNDANCY } from '../diagnose/crowding';
import { diagnoseMenu, type MenuDiagnosis } from '../diagnose/diagnoseMenu';
import { goldTargetIds } from '../diagnose/goldTargets';
import type { Menu } from '../menu/buildMenus';
import { redundancy } from '../menu/redundancy';
import { chainToolWeight } from '../menu/setAnalysis';
import type { TaskContext } from '../menu/taskContext';
import { catalogChain } from '../state/backwardClosure';
import { supplyStrength } from '../state/fit';
import { SATISFIED } from '../state/stateFields';
import { attributeTrace, type TraceAttribution } from './traceAttribution';
import type { CallStatus, MatchedTrace } from './traceTypes';

/** One call of a trace as it sits on a menu. */
export interface OverlayCall {
  index: number;
  name: string;
  toolId?: string;
  /** 1-based slot on the menu; undefined when the tool is not on it (or unmatched). */
  slot?: number;
  status: CallStatus;
  error?: string;
  /** Called before one of its required inputs existed (from s0 or an earlier call that did not fail). */
  premature: boolean;
  missingInputs: string[];
  /** On the catalog's cheapest chain to a target (a call the run needed). */
  onRoute: boolean;
  /** The route tool (to a target) this call is a near-duplicate of, when it is off the route. */
  nearDuplicateOf?: string;
}

export interface TraceOverlay {
  traceId: string;
  taskId?: string;
  method: Menu['method'];
  targets: string[];
  reachedTargets: string[];
  outcome: 'success' | 'failure' | 'unknown';
  calls: OverlayCall[];
  /** Index of the first premature call, and of the first call that failed (error, or premature without a logged success). */
  firstPremature?: number;
  failedAt?: number;
  /** The main reason the run failed ('none' when it succeeded), then every piece of evidence found. */
  attribution: TraceAttribution;
  findings: TraceAttribution[];
  diagnosis: MenuDiagnosis;
}

export interface OverlayOptions {
  gold?: GoldPath;
  top?: number;
  other?: Menu;
  /** The menu's diagnosis, when already computed. */
  diagnosis?: MenuDiagnosis;
}

/**
 * Lays a trace over a menu: each call with its slot (or not on the menu), whether it was
 * premature (inputs not yet available, by the core's links from s0 and earlier calls), where
 * the run failed, and why (traceAttribution.ts), using the menu's diagnosis.
 */
export function overlayTrace(
  ctx: TaskContext,
  menu: Menu,
  trace: MatchedTrace,
  options: OverlayOptions = {},
): TraceOverlay {
  const { index, state } = ctx;
  const diagnosis =
    options.diagnosis ??
    diagnoseMenu(ctx, menu, {
      top: options.top ?? 8,
      ...(options.gold ? { gold: options.gold } : {}),
      ...(options.other ? { other: options.other } : {}),
    });
  const slotOf = new Map(menu.slots.map((s) => [s.tool, s.rank]));
  const goldTargets = goldTargetIds(options.gold)
    .map((id) => index.byId.get(id))
    .filter((t): t is number => t !== undefined);
  const targets = goldTargets.length > 0 ? goldTargets : diagnosis.targets.map((t) => t.target.tool);
  const weight = chainToolWeight(ctx);
  const route = new Set(targets.flatMap((t) => catalogChain(index, state, t, weight).tools));
  const producers: number[] = [];
  const reached = new Set<number>();
  const calls: OverlayCall[] = trace.calls.map((call, k) => {
    const out: OverlayCall = {
      index: k,
      name: call.name,
      status: call.status,
      premature: false,
      missingInputs: [],
      onRoute: false,
    };
    if (call.error !== undefined) out.error = call.error;
    const consumer = call.tool === undefined ? undefined : index.tools[call.tool];
    if (!consumer) return out;
    out.toolId = consumer.tool.id;
    const slot = slotOf.get(consumer.index);
    if (slot !== undefined) out.slot = slot;
    for (const r of consumer.requirements) {
      let have = state.sat[r.fieldId] ?? 0;
      for (const p of producers) have = Math.max(have, supplyStrength(index, index.tools[p] ?? consumer, consumer, r));
      if (have < SATISFIED) out.missingInputs.push(index.vocab.names[r.fieldId] ?? '?');
    }
    out.premature = out.missingInputs.length > 0;
    out.onRoute = route.has(consumer.index);
    if (!out.onRoute) {
      const twin = [...route].find((t) => redundancy(index, t, consumer.index) >= CROWDING_REDUNDANCY);
      if (twin !== undefined) out.nearDuplicateOf = index.tools[twin]?.tool.id ?? '?';
    }
    if (call.status !== 'error') {
      producers.push(consumer.index);
      if (!out.premature && targets.includes(consumer.index)) reached.add(consumer.index);
    }
    return out;
  });
  const firstPremature = calls.findIndex((c) => c.premature);
  const failedAt = calls.findIndex((c) => c.status === 'error' || (c.premature && c.status !== 'ok'));
  const allReached = targets.length > 0 && targets.every((t) => reached.has(t));
  const outcome =
    trace.success !== undefined
      ? trace.success
        ? 'success'
        : 'failure'
      : targets.length === 0
        ? 'unknown'
        : allReached
          ? 'success'
          : 'failure';
  const overlay: TraceOverlay = {
    traceId: trace.id,
    method: menu.method,
    targets: targets.map((t) => index.tools[t]?.tool.id ?? '?'),
    reachedTargets: [...reached].map((t) => index.tools[t]?.tool.id ?? '?'),
    outcome,
    calls,
    attribution: { cause: 'none', detail: '' },
    findings: [],
    diagnosis,
  };
  if (trace.taskId !== undefined) overlay.taskId = trace.taskId;
  if (firstPremature >= 0) overlay.firstPremature = firstPremature;
  if (failedAt >= 0) overlay.failedAt = failedAt;
  const { attribution, findings } = attributeTrace(ctx, menu, overlay);
  overlay.attribution = attribution;
  overlay.findings = findings;
  return overlay;
}
