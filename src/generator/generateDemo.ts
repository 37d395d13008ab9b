/**
 * The seeded demo generator: a believable catalog of look-alike APIs across 15 domains,
 * tasks whose gold chains need textually bland bridges, and logged trajectories. Pure and
 * deterministic: the same options give byte-identical JSON.
 */
import { TASKS_FORMAT, type Catalog, type TaskSet, type TrajectorySet } from '../core/index';
import { buildCatalog } from './buildCatalog';
import { buildTasks } from './buildTasks';
import { FieldLinker } from './fieldLinker';
import { ALL_FLOWS, flowRefs } from './flows/allFlows';
import { applyNoise, noiseActive, type NoiseOptions, type NoiseReport } from './noise';
import { buildTrajectories } from './trajectories';

export type { NoiseOptions, NoiseReport } from './noise';

export interface GeneratorOptions {
  seed: number;
  /** total tools wanted; default ~450. Values like 2_500, 16_000, 64_000 switch on scale mode (many more vendor variants / distractor tools). */
  tools?: number;
  /** number of tasks; default 320; 0 allowed (distractor-only catalog). */
  tasks?: number;
  /** catalog name, default 'demo-catalog' */
  name?: string;
  /** id prefix for every tool id, default '' (useful to mix a generated catalog with another without id clashes) */
  idPrefix?: string;
  /**
   * Training-data noise (see noise.ts); absent, `{}` or all-zero options give the plain demo,
   * byte for byte. Deterministic for (seed, options); gold chains and trajectories are kept.
   */
  noise?: NoiseOptions;
}

export interface GeneratedDemo {
  catalog: Catalog;
  tasks: TaskSet;
  trajectories: TrajectorySet;
  /** What the noise did; present only when some noise option is on. */
  noise?: NoiseReport;
}

export const DEFAULT_TOOLS = 450;
export const DEFAULT_TASKS = 320;

/**
 * Generates catalog, tasks and trajectories for a seed. The catalog has exactly `tools`
 * tools, except that while tasks are wanted it keeps every tool the task templates may use
 * (about 350). The tasks, and the tools they use, are the same whatever `tools` is.
 */
export function generateDemo(opts: GeneratorOptions): GeneratedDemo {
  const seed = Math.trunc(opts.seed) >>> 0;
  const toolCount = Math.max(0, Math.round(opts.tools ?? DEFAULT_TOOLS));
  const taskCount = Math.max(0, Math.round(opts.tasks ?? DEFAULT_TASKS));
  const name = opts.name ?? 'demo-catalog';
  const idPrefix = opts.idPrefix ?? '';
  const keepRefs = taskCount > 0 ? flowRefs(ALL_FLOWS) : new Set<string>();
  const { catalog, refs } = buildCatalog({ seed, tools: toolCount, name, idPrefix, keepRefs });
  const linker = new FieldLinker(catalog.field_aliases ?? {});
  const built = buildTasks({ seed, count: taskCount, flows: ALL_FLOWS, refs, linker });
  const trajectories = buildTrajectories(built, catalog.tools, linker, seed);
  const report = noiseActive(opts.noise)
    ? applyNoise({ seed, idPrefix, catalog, built, refs, options: opts.noise ?? {} })
    : undefined;
  const tasks: TaskSet = { format: TASKS_FORMAT, catalog: name, tasks: built.map((b) => b.task) };
  return report === undefined ? { catalog, tasks, trajectories } : { catalog, tasks, trajectories, noise: report };
}
