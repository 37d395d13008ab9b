/**
 * Plain, cloneable views of the Runs tab: a simulated agent run and each planner's plan on
 * both menus, the menus' tool costs, a Monte-Carlo summary, and a trace laid over the menus.
 */
import type {
  AgentParams,
  FailureCause,
  FallbackCode,
  PlannerName,
  SimCallKind,
  SimulationStats,
  ToolEffects,
  UtilityWeights,
  WeightPreset,
} from '../../../core/index';

export type RunsMethod = 'relevance' | 'state-path';

/** One call of the simulated agent. */
export interface SimStepView {
  /** 1-based call number. */
  call: number;
  toolId: string;
  slot: number;
  kind: SimCallKind;
  /** The call succeeded (it had its inputs and the tool did not error). */
  ok: boolean;
  premature: boolean;
  wrongTool: boolean;
  /** Output fields the call newly made known. */
  fieldsGained: string[];
  /** Targets still to reach after this call. */
  targetsLeft: number;
}

/** How a simulated run ended: finished, or where and why it got stuck. */
export interface SimOutcomeView {
  status: 'finished' | 'stuck';
  /** One line: "reached the target in 4 calls", "ran out of calls (8)", … */
  reason: string;
}

export interface SimRunView {
  method: RunsMethod;
  steps: SimStepView[];
  outcome: SimOutcomeView;
  costUsd: number;
  latencyMs: number;
}

/** One step of a plan (or of the calls worth making before a fallback). */
export interface PlanStepView {
  toolId: string;
  slot: number;
  effects: ToolEffects;
  consumes: { field: string; from: string }[];
  produces: string[];
  latencyMs: number;
  costUsd: number;
  successRate: number;
  utility: number;
}

export interface PlanView {
  planner: PlannerName;
  method: RunsMethod;
  kind: 'plan' | 'fallback';
  steps: PlanStepView[];
  totals: { calls: number; latencyMs: number; costUsd: number; successProbability: number; utility: number };
  /** Fallback only: answer with what is known, or ask the user for a field, and why. */
  decision?: 'answer' | 'ask-user';
  code?: FallbackCode;
  field?: string;
  reason?: string;
  iterations?: number;
}

/** A menu tool's expected latency, price, success rate and effects (defaults named). */
export interface ToolCostView {
  slot: number;
  toolId: string;
  latencyMs: number;
  costUsd: number;
  successRate: number;
  effects: ToolEffects;
  /** Values the catalog does not declare (documented defaults stand in). */
  defaulted: string[];
  /** U of calling it first (from s0) under the preset's weights. */
  utilityAtStart: number;
}

export interface MonteCarloView {
  label: 'simulation';
  note: string;
  runs: number;
  seed: number;
  relevance: SimulationStats;
  statePath: SimulationStats;
}

/** Everything the Runs tab shows for one task and weight preset. */
export interface RunsView {
  taskId: string;
  targets: string[];
  targetSource: 'gold' | 'predicted';
  preset: WeightPreset;
  weights: UtilityWeights;
  seed: number;
  agent: AgentParams;
  simulated: { relevance: SimRunView; statePath: SimRunView };
  plans: Record<PlannerName, { relevance: PlanView; statePath: PlanView }>;
  costs: { relevance: ToolCostView[]; statePath: ToolCostView[] };
  monteCarlo: MonteCarloView;
}

/** One trace call on one menu. */
export interface OverlayCallView {
  index: number;
  name: string;
  toolId?: string;
  slot?: number;
  status: 'ok' | 'error' | 'unknown';
  error?: string;
  premature: boolean;
  missingInputs: string[];
  onRoute: boolean;
  nearDuplicateOf?: string;
}

export interface MenuOverlayView {
  method: RunsMethod;
  outcome: 'success' | 'failure' | 'unknown';
  calls: OverlayCallView[];
  firstPremature?: number;
  failedAt?: number;
  attribution: { cause: FailureCause | 'none' | 'unexplained'; detail: string; call?: number };
}

/** A tool's metadata before and after the exponential moving averages of the trace's calls. */
export interface EmaChangeView {
  toolId: string;
  observations: number;
  before: { latencyMs: number; costUsd: number; successRate: number };
  after: { latencyMs: number; costUsd: number; successRate: number };
}

/** An uploaded trace file laid over the current menus. */
export interface TraceOverlayView {
  file: string;
  format: string;
  traceCount: number;
  /** The trace shown (the one for the selected task when the file names it, else the first). */
  traceId: string;
  traceTaskId?: string;
  unmatched: string[];
  ambiguous: string[];
  relevance: MenuOverlayView;
  statePath: MenuOverlayView;
  ema: { alpha: number; changes: EmaChangeView[] };
}
