/** View models of one menu slot: its score terms, the tool's fields and who supplies them. */
import type { PlacementRule, RetrieverTerm, Role } from '../../core/index';

/** A declared input or output of a tool, with the canonical field it resolves to. */
export interface ToolFieldView {
  name: string;
  canonical: string;
  type?: string;
  required: boolean;
  /**
   * True for an input the schema marks optional that counts as required as the object the tool
   * acts on (`x_subject`, or an id the tool's name names: Sentry's `issueId`).
   */
  subject?: boolean;
  description?: string;
}

/** Which slot of the same menu (or s0) supplies one required input, and why. */
export interface InputSupplyView {
  input: string;
  field: string;
  /** State fields of s0 that satisfy the input. */
  fromState: string[];
  /** Menu slots producing it, by rank; `before` is false for a producer listed after the consumer. */
  producers: { rank: number; toolId: string; output: string; strength: number; reason: string; before: boolean }[];
  /**
   * Steps the request names before this one that produce the input (SetAnalysis.announced): it
   * is expected from them even where s0 has a field of that name (State-Path counts s0's half
   * until one is placed). Absent when the request announces none.
   */
  announcedBy?: string[];
}

export type TermGroup = 'retriever' | 'reranker' | 'relevance' | 'fill';

/** One term of a slot's score as drawn in the breakdown: its contribution and the raw value. */
export interface TermView {
  key: string;
  group: TermGroup;
  /** Symbol as in SPEC.md (λC, −ηD, s^R, w_p·φ...). */
  symbol: string;
  /** Descriptive name. */
  label: string;
  /** Contribution to the slot's score (weighted). */
  value: number;
  /** Unweighted value when it differs from `value`. */
  raw?: number;
  /** True for a sum (s^R, s^O) rather than an addend. */
  total?: boolean;
}

export interface SlotView {
  rank: number;
  toolId: string;
  name: string;
  description: string;
  category?: string;
  effects?: string;
  role: Role;
  score: number;
  terms: TermView[];
  relevanceRank: number;
  matchedTerms: string[];
  inputs: ToolFieldView[];
  outputs: ToolFieldView[];
  supplies: InputSupplyView[];
  /** Rank of the same tool in the other menu, when it is there. */
  otherRank?: number;
  gold: boolean;
  /** State-Path's top L: why the reranker put the tool here (MenuSlot.placement), with the better-scoring tool it kept out. */
  placement?: PlacementView;
  /**
   * A State-Path slot past the top L that chain links raised: the likely tool behind the link,
   * whether this tool makes an input of it (`makes`) or takes its output, through `field`.
   */
  link?: { tool: PlacementTool; makes: boolean; field?: string };
  /** A relevance slot whose tool is not on State-Path: why (displaced by which tool, by which term; or never in the pool). */
  displacement?: DisplacementView;
  /** A State-Path slot relevance lacks: the relevance tools it took the place of (their relevance ranks). */
  displaces?: PlacementTool[];
}

/** Why a relevance tool is not on the State-Path menu (core explainMissingTools), as one line. */
export interface DisplacementView {
  kind: 'displaced' | 'not-in-pool' | 'not-picked';
  /** What follows "not on State-Path: " — "displaced by X (sᴿ 0.41 vs 0.22: membership M … — X feeds Y's field)". */
  reason: string;
  /** The State-Path tool that took the place, with its State-Path rank. */
  by?: PlacementTool;
  term?: RetrieverTerm;
}

/** Why a reranked slot holds its tool: the rule, and the tool with the better s^O that the rule kept out of the slot (its name and final rank). */
export interface PlacementView {
  rule: PlacementRule;
  over?: PlacementTool;
  /** The tool `over` waits for (producer-first, precedence). */
  after?: PlacementTool;
}

/** A tool a placement names: id, display name and its final rank in the menu. */
export interface PlacementTool {
  toolId: string;
  name: string;
  rank: number;
}
