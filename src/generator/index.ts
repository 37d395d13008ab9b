/**
 * The public surface of the generator: seeded, realistic catalogs, tasks and trajectories
 * (the demo, scale catalogs, noisy training catalogs). The CLI, the benches and the training
 * script import from here only. Like the core it is pure (no DOM, Node or timers), and it
 * uses the core only through src/core/index.ts.
 */
export {
  generateDemo,
  type GeneratedDemo,
  type GeneratorOptions,
  type NoiseOptions,
  type NoiseReport,
} from './generateDemo';
