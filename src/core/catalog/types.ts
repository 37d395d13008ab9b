/**
 * The interchange model of `tool-catalog/v1`, `tool-tasks/v1` and `tool-trajectories/v1`
 * (shared/FORMATS.md). Objects keep every key they were loaded with: the index signatures
 * carry unknown keys through a load/save round trip untouched.
 */

/** One declared input or output of a tool. */
export interface FieldSpec {
  name: string;
  type?: string;
  required?: boolean;
  description?: string;
  /**
   * Extension: the type of resource whose id the field holds (`charge`, `customer`): an output
   * is the id of such an object, an input takes one. Set by the importers from the schema
   * (`$ref` names, `object` markers, titles, names of path parameters); field linking joins an
   * output and an input of the same resource (docs/method.md, Field linking).
   */
  resource?: string;
  /**
   * Extension: the input is a credential (an API key, a token, an `Authorization` header), which
   * the agent's runtime supplies: never a requirement I_i, never linked, never data a menu needs.
   * Set by the importers (docs/formats.md); exporters keep the input.
   */
  credential?: boolean;
  [extra: string]: unknown;
}

/** Side effects of one call. Absent means unknown (treated as `read`). */
export type ToolEffects = 'read' | 'write' | 'irreversible';

/** Expected cost of one call; missing values get documented defaults in the utility layer. */
export interface ToolUtility {
  latency_ms?: number;
  cost_usd?: number;
  success_rate?: number;
  [extra: string]: unknown;
}

export interface Tool {
  /** Unique in the catalog, stable across edits. */
  id: string;
  /** Display / call name; need not be unique. */
  name: string;
  description: string;
  category?: string;
  inputs: FieldSpec[];
  outputs: FieldSpec[];
  effects?: ToolEffects;
  utility?: ToolUtility;
  [extra: string]: unknown;
}

export const CATALOG_FORMAT = 'tool-catalog/v1';
export const TASKS_FORMAT = 'tool-tasks/v1';
export const TRAJECTORIES_FORMAT = 'tool-trajectories/v1';
export const MENUS_FORMAT = 'tool-menus/v1';

export interface Catalog {
  format: typeof CATALOG_FORMAT;
  name: string;
  /** canonical field name → other names meaning the same field. */
  field_aliases?: Record<string, string[]>;
  tools: Tool[];
  [extra: string]: unknown;
}

/** Known-good execution of a task. `chain` is ordered; `tools` is an unordered alternative. */
export interface GoldPath {
  chain?: string[];
  tools?: string[];
  /** producer → consumer dependencies between gold tools. */
  edges?: [string, string][];
  [extra: string]: unknown;
}

export interface Task {
  id: string;
  query: string;
  /** F0(q): the fields the request already exposes. Absent → inferred from the query. */
  state?: string[];
  gold?: GoldPath;
  [extra: string]: unknown;
}

export interface TaskSet {
  format: typeof TASKS_FORMAT;
  catalog?: string;
  tasks: Task[];
  [extra: string]: unknown;
}

export interface Trajectory {
  task_id?: string;
  calls: string[];
  success: boolean;
  [extra: string]: unknown;
}

export interface TrajectorySet {
  format: typeof TRAJECTORIES_FORMAT;
  trajectories: Trajectory[];
  [extra: string]: unknown;
}
