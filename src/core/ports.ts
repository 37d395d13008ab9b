/**
 * Interfaces to the platform. The core reaches time, storage and models only through these;
 * the adapters (src/adapters) implement them for the browser and Node, and tests use fakes.
 */
import type { Catalog, TaskSet, TrajectorySet } from './catalog/types';
import type { CatalogEdit } from './edits/catalogEdits';

/** Milliseconds from an arbitrary origin (performance.now in the adapters). */
export interface Clock {
  now(): number;
}

/** A clock that never moves: deterministic timings (all 0) for tests and reproducible output. */
export const frozenClock: Clock = { now: () => 0 };

/** Encoder input: one set of n tools (see encoder/featureSpec.ts for the feature order). */
export interface EncoderInput {
  n: number;
  /** [n × NODE_FEATURE_COUNT] */
  nodes: Float32Array;
  /** [RELATION_FEATURE_COUNT × n × n], channel-major (featureSpec.ts: relationAt) */
  relations: Float32Array;
}

/** Encoder output for the same set. */
export interface EncoderOutput {
  /** [n] path membership m_i in [0, 1]. */
  membership: Float32Array;
  /** [n × 5] role probabilities (entry, bridge, target, terminal, none). */
  roles: Float32Array;
  /** [n × n] precedence b_ij in [0, 1]. */
  precedence: Float32Array;
}

/** Which execution backend ran the model. */
export type ModelBackend = 'webgpu' | 'wasm' | 'node-wasm' | 'node-native';

/**
 * Runs the learned encoder (onnxruntime-web in the browser, onnxruntime in Node). The adapters
 * implement it; tests use a fake. `run` resolves with the outputs and the time the model took.
 */
export interface ModelRunner {
  readonly backend: ModelBackend;
  /** Feature version the loaded model was trained on (from models/manifest.json). */
  readonly featureVersion: string;
  run(input: EncoderInput): Promise<{ output: EncoderOutput; ms: number }>;
}

/** Where a catalog the user loaded came from. */
export interface CatalogSource {
  kind: 'file' | 'url' | 'builtin';
  /** File name(s), or the last path segment of the URL. */
  name: string;
  url?: string;
}

/** What the list of loaded catalogs shows about one (small: all are read at launch). */
export interface StoredCatalogMeta {
  id: string;
  name: string;
  /** The format the catalog was imported from (`tool-catalog/v1`, `mcp`, `openapi`, …). */
  format: string;
  source: CatalogSource;
  /** Milliseconds since the epoch. */
  loadedAt: number;
  toolCount: number;
  taskCount: number;
  trajectoryCount: number;
  tasksFile?: string;
  trajectoriesFile?: string;
  /** Import notes, one line each (file, line, JSON path). */
  warnings: string[];
}

/** The data of a stored catalog (large: read when it is opened). `catalog` is absent for the built-in demo. */
export interface StoredCatalogData {
  id: string;
  catalog?: Catalog;
  tasks?: TaskSet;
  trajectories?: TrajectorySet;
}

/** A catalog's schema edits and its redo stack, as saved after every change. */
export interface StoredEditHistory {
  catalogId: string;
  edits: CatalogEdit[];
  redo: CatalogEdit[];
}

/**
 * Keeps loaded catalogs, their tasks and trajectories and their edit histories between visits
 * (IndexedDB in the browser, memory in tests). Every write resolves once it is stored, and
 * rejects with a readable error (quota, storage unavailable) otherwise.
 */
export interface CatalogStore {
  /** What persists across reloads: false for the in-memory fallback. */
  readonly durable: boolean;
  listCatalogs(): Promise<StoredCatalogMeta[]>;
  readCatalog(id: string): Promise<StoredCatalogData | undefined>;
  /** Writes the listing and the data of one catalog together. */
  saveCatalog(meta: StoredCatalogMeta, data: StoredCatalogData): Promise<void>;
  /** Removes a catalog's listing, data and edit history. */
  deleteCatalog(id: string): Promise<void>;
  readHistory(catalogId: string): Promise<StoredEditHistory | undefined>;
  saveHistory(history: StoredEditHistory): Promise<void>;
  readSetting(key: string): Promise<string | undefined>;
  writeSetting(key: string, value: string): Promise<void>;
}
