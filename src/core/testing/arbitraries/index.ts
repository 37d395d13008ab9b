/**
 * fast-check arbitraries of valid inputs (catalogs, tasks, trajectories, documents of every
 * import format) and the runners that take them through every stage of the engine with the
 * invariants of docs/reliability.md. Test support: imported by tests and `bench/fuzz.ts` only.
 */
export {
  catalogArbitrary,
  catalogFromRecipe,
  catalogRecipeArbitrary,
  type CatalogRecipe,
  type CatalogShape,
} from './catalogArbitrary';
export {
  documentArbitrary,
  documentFromRecipe,
  documentRecipeArbitrary,
  DOCUMENT_FORMATS,
  type DocumentFormat,
  type DocumentRecipe,
  type GeneratedDocument,
} from './documentArbitrary';
export { runDocumentCase } from './documentCase';
export {
  checkDiagnosis,
  checkReaches,
  checkRoundTrip,
  EngineDefect,
  engineCaseArbitrary,
  InvariantError,
  isLocatedError,
  runEngineCase,
  type EngineCase,
  type EngineOutcome,
  type EngineRunOptions,
} from './engineCase';
export { shapedRunner } from './shapedRunner';
export {
  goldArbitrary,
  requestArbitrary,
  taskArbitrary,
  taskSetArbitrary,
  trajectoriesArbitrary,
} from './taskArbitrary';
