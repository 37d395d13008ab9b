import type { ToolEffects } from '../catalog/types';
import { frozenClock, type Clock } from '../ports';
import { utilityWeights, type UtilityWeights } from './utilityWeights';

export type PlannerName = 'greedy' | 'lookahead' | 'mcts';
export const PLANNER_NAMES: readonly PlannerName[] = ['greedy', 'lookahead', 'mcts'];

/** MCTS budgets: it stops at whichever comes first. */
export interface MctsBudget {
  iterations: number;
  /** Wall time through the injected clock (a frozen clock never runs out). */
  timeBudgetMs: number;
  seed: number;
  /** c in UCT: Q/N + c·√(ln N_parent / N). */
  exploration: number;
}

export interface PlanOptions {
  weights: UtilityWeights;
  /** Fall back when the best option's utility (per planner: next call, horizon, whole plan) is below this. */
  threshold: number;
  /** Longest plan considered (the agent's call budget). */
  maxCalls: number;
  /** Lookahead depth in calls. */
  depth: number;
  mcts: MctsBudget;
  clock: Clock;
}

/**
 * Defaults: interactive weights, threshold 0.01 (a call must be worth at least 1 % of the goal
 * net of its cost), 8 calls, lookahead 3 calls, MCTS 400 iterations or 40 ms, seed 1, c = 0.5
 * (rewards are in goal units, about [−0.5, 1]).
 */
export const DEFAULT_PLAN_OPTIONS: PlanOptions = {
  weights: utilityWeights('interactive'),
  threshold: 0.01,
  maxCalls: 8,
  depth: 3,
  mcts: { iterations: 400, timeBudgetMs: 40, seed: 1, exploration: 0.5 },
  clock: frozenClock,
};

/** Defaults with some values overridden (MCTS budget merged). */
export function planOptions(
  overrides: Partial<Omit<PlanOptions, 'mcts'>> & { mcts?: Partial<MctsBudget> } = {},
): PlanOptions {
  return { ...DEFAULT_PLAN_OPTIONS, ...overrides, mcts: { ...DEFAULT_PLAN_OPTIONS.mcts, ...overrides.mcts } };
}

/** One input a planned call consumes and where it comes from. */
export interface FieldUse {
  field: string;
  /** 's0' or the id of the earlier call that supplies it best. */
  from: string;
  strength: number;
}

export interface PlanStep {
  tool: number;
  toolId: string;
  /** 1-based slot on the menu. */
  slot: number;
  effects: ToolEffects;
  consumes: FieldUse[];
  /** Fields it newly provides toward the targets (its outputs, for a target). */
  produces: string[];
  latencyMs: number;
  costUsd: number;
  successRate: number;
  /** G and U of this call in the state the plan expects before it. */
  gain: number;
  utility: number;
}

export interface PlanTotals {
  calls: number;
  latencyMs: number;
  costUsd: number;
  /** Product of the calls' success rates. */
  successProbability: number;
  /** Σ U over the calls. */
  utility: number;
}

export interface Plan {
  kind: 'plan';
  planner: PlannerName;
  steps: PlanStep[];
  totals: PlanTotals;
  /** MCTS iterations run. */
  iterations?: number;
}

export type FallbackCode = 'target-missing' | 'no-producer' | 'needs-confirmation' | 'below-threshold' | 'over-budget';

/** What to do instead of a plan: answer with what is known, or ask the user for a named field. */
export interface Fallback {
  kind: 'fallback';
  planner: PlannerName;
  decision: 'answer' | 'ask-user';
  code: FallbackCode;
  /** The field to ask for (or to confirm) when decision is ask-user. */
  field?: string;
  reason: string;
  /** Fields known when falling back (s0 and what the calls before it provide). */
  known: string[];
  /** Calls worth making before falling back (may be empty). */
  steps: PlanStep[];
  totals: PlanTotals;
  iterations?: number;
}

export type PlanResult = Plan | Fallback;

/** How a planner ended, before its sequence is described. */
export interface PlannerRun {
  sequence: number[];
  stop?: { code: 'below-threshold' | 'over-budget'; reason: string };
  iterations?: number;
}
