/**
 * View models the worker posts to the UI. Plain data only (no Maps, typed arrays or class
 * instances), so they survive structured cloning and the UI never needs the CatalogIndex.
 */
import type { MenuDiagnosis, MenuMethod } from '../../core/index';
import type { MenuGraphView } from './graphViews';
import type { MenuTuning, ScorerChoice } from './menusQuery';
import type { SlotView, TermGroup } from './slotViews';
import type { TargetsView } from './targetsView';

/** One task in the task list. */
export interface TaskSummaryView {
  id: string;
  query: string;
  /** Fields the task declares (F0(q)); absent when they are inferred per menu build. */
  state?: string[];
  /** Number of gold tools (chain or set); 0 without gold. */
  goldSize: number;
}

/** What was loaded at launch. */
export interface InspectorSummary {
  catalogName: string;
  catalogFile: string;
  tasksFile: string;
  toolCount: number;
  tasks: TaskSummaryView[];
  /** Fetch + parse + index time of the demo files. */
  loadMs: number;
}

/** One field of F0(q) with how it was found. */
export interface StateFieldView {
  name: string;
  source: 'given' | 'inferred';
  confidence: number;
  rule?: string;
  value?: string;
  /** The span of the request that gave an inferred field. */
  evidence?: string;
}

export interface MenuView {
  method: MenuMethod;
  slots: SlotView[];
  diagnosis: MenuDiagnosis;
  /** The top-L slots as a producer → consumer graph. */
  graph: MenuGraphView;
  /** Largest |contribution| per term group over the menu's slots (bar scale). */
  termScale: Record<TermGroup, number>;
  /** Estimated prompt tokens of the menu as an OpenAI `tools` array (≈ JSON chars / 4). */
  promptTokens: number;
  timingsMs: Record<string, number>;
}

/** Which scorer the worker's encoder gives menus: the model on WebGPU or wasm, or the structural scorer (chosen, or standing in). */
export interface EncoderStatusView {
  backend: 'webgpu' | 'wasm' | 'structural';
  /** Why the structural scorer stands in for the encoder (or why WebGPU was passed over); absent when it was chosen. */
  reason?: string;
  /** Fetch, verify, session and warm-up time of the model's load (on demand). */
  loadMs: number;
  /** onnxruntime-web wasm threads. */
  threads?: number;
  /** The model is still loading: the structural scorer built these menus, which rebuild once it is ready. */
  loading?: boolean;
}

/** One encoder forward pass of a menu build: set size, feature time and model time. */
export interface EncoderPassView {
  n: number;
  featuresMs: number;
  modelMs: number;
  /** The pool pass of an earlier build of the same task, reused (times 0: nothing ran). */
  reused?: true;
}

/** The scorer behind a State-Path menu, with its two passes when it was the encoder. */
export interface ScorerView extends EncoderStatusView {
  /** The scorer the request chose: `backend` is 'structural' for a chosen encoder that loads or could not load. */
  chosen: ScorerChoice;
  passes?: { pool?: EncoderPassView; menu?: EncoderPassView };
}

/** One stage of the current menus' build, for the status bar. */
export interface StageTimingView {
  key: string;
  label: string;
  ms: number;
  /** What the stage does (tooltip). */
  note: string;
  /** Taken, in whole or part, from an earlier build of the same task (ms is what ran now). */
  reused?: true;
}

/** Both menus of one task with everything the inspector shows about them. */
export interface MenusView {
  taskId: string;
  query: string;
  state: StateFieldView[];
  gold: { chain: string[]; tools: string[] } | null;
  budget: number;
  top: number;
  /** λ, η and the reranker weights the menus were built with. */
  tuning: MenuTuning;
  /** Built for an edited or new request rather than the task as loaded. */
  adHoc: boolean;
  /** Fields the menus' tools require that s0 lacks, most needed first (suggestions for the state editor). */
  fieldSuggestions: string[];
  /** The likely targets predicted from the request (why each), and the one a user chose. */
  targets: TargetsView;
  scorer: string;
  /** Backend and per-pass timings of the scorer (status bar). */
  scorerStatus: ScorerView;
  relevance: MenuView;
  statePath: MenuView;
  /** Both menus' top-L graphs overlaid (union of nodes, each marked with its menus). */
  overlay: MenuGraphView;
  timingsMs: Record<string, number>;
  /** The stages in pipeline order (index, relevance, pool, membership, retriever, reranker, diagnosis, total). */
  stages: StageTimingView[];
}
