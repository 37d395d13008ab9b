import { CROWDING_REDUNDANCY } from '../diagnose/crowding';

/**
 * The simulated agent: a seeded stand-in for an LLM reading a menu, NOT a real model. Each
 * call, it picks one menu tool with probability ∝ attention(slot) × appeal(tool):
 *
 *     attention(r) = max(attentionFloor, attentionDecay^(r − 1))      r: 1-based slot
 *     appeal = 1                                  a tool it wants (target, or producer of a missing input on the way) that can run
 *            = prematurePropensity                a tool it wants whose inputs do not exist yet and for one of them
 *                                                 no producer is listed above it (a premature call: it fails)
 *            = prematurePropensity × orderedShare the same, but a producer of each missing input is listed above it
 *            = wrongToolPropensity × redundancy   a near-duplicate (redundancy ≥ nearDuplicate) of a tool it wants
 *            = distraction                        anything else
 *
 * So a consumer listed before its producer invites premature calls (SPEC.md), and a producer
 * read first mostly prevents them.
 *
 * After a premature call it does not retry that tool until a new field arrives; it stops (and
 * answers) when nothing it wants is left to try, or after `callBudget` calls. Calls that can run
 * fail with 1 − success rate. Premature and wrong calls cost a call, its latency and its price.
 */
export interface AgentParams {
  callBudget: number;
  attentionDecay: number;
  attentionFloor: number;
  prematurePropensity: number;
  orderedShare: number;
  wrongToolPropensity: number;
  /** Redundancy (menu/redundancy.ts) from which a tool counts as a near-duplicate. */
  nearDuplicate: number;
  distraction: number;
}

/** Defaults: 8 calls (SPEC.md's budget), attention 0.9 per slot down to 0.05, near-duplicates as in the diagnosis' crowding (0.45). */
export const DEFAULT_AGENT: Readonly<AgentParams> = {
  callBudget: 8,
  attentionDecay: 0.9,
  attentionFloor: 0.05,
  prematurePropensity: 0.5,
  orderedShare: 0.2,
  wrongToolPropensity: 0.5,
  nearDuplicate: CROWDING_REDUNDANCY,
  distraction: 0.02,
};

export const AGENT_PARAM_NAMES = Object.keys(DEFAULT_AGENT) as (keyof AgentParams)[];

/** Defaults with some parameters overridden. */
export function agentParams(overrides: Partial<AgentParams> = {}): AgentParams {
  return { ...DEFAULT_AGENT, ...overrides };
}

/** attention(r) = max(floor, decay^(r − 1)) for 1-based slot r. */
export function attention(agent: AgentParams, slot: number): number {
  return Math.max(agent.attentionFloor, agent.attentionDecay ** (slot - 1));
}

/** Every result of the simulator carries this label. */
export const SIMULATION_LABEL = 'simulation';
export const SIMULATION_NOTE =
  'Simulated agent (seeded model of attention, premature and wrong-tool calls), not a real LLM run';
