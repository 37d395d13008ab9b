/**
 * The public surface of the core. The UI, the worker and the CLI import from here only
 * (a lint rule enforces it); nothing here touches the DOM, Node or timers.
 */
export type { Catalog, FieldSpec, GoldPath, Task, TaskSet, Tool, ToolEffects, ToolUtility, Trajectory, TrajectorySet } from './catalog/types';
export { CATALOG_FORMAT, MENUS_FORMAT, TASKS_FORMAT, TRAJECTORIES_FORMAT } from './catalog/types';
export { SourceError, formatProblem, type SourceProblem } from './catalog/sourceErrors';
export { parseCatalog, serializeCatalog, validateCatalog } from './catalog/loadCatalog';
export { checkTasksAgainstCatalog, parseTasks } from './catalog/loadTasks';
export { parseTrajectories } from './catalog/loadTrajectories';
export { normalizeFieldName } from './catalog/fieldNames';
export { buildCatalogIndex, type CatalogIndex } from './catalog/catalogIndex';
export { LINK_STRENGTH, type LinkRule } from './catalog/nameLinks';
export { explainLinks, type LinkExplanation } from './catalog/explainLinks';
export type { IndexedTool, ToolField } from './catalog/toolFields';
export { buildTransitionPrior, TransitionPrior } from './state/transitionPrior';
export { inferState } from './state/inferState';
export type { StateField, ResolvedState } from './state/stateFields';
export { ROLES, type Role } from './state/roles';
export { catalogChain } from './state/backwardClosure';
export type { Chain, ChainEdge } from './state/cheapestChains';
export { stateFit, producerOverlap } from './state/fit';
export { rankByRelevance, matchedTerms, type RelevanceRanking } from './relevance/rankByRelevance';
export { createTaskContext, type TaskContext, type TaskInput } from './menu/taskContext';
export { buildMenus, buildRelevanceMenu, buildStatePathMenu, type Menu, type MenuMethod, type MenuPair, type MenuSlot } from './menu/buildMenus';
export { DEFAULT_MENU_PARAMS, menuParams, type MenuParams } from './menu/params';
export type { MembershipOutput, MembershipScorer, ScoringPass } from './menu/membership';
export { structuralScorer } from './menu/structuralScorer';
export type { SetAnalysis } from './menu/setAnalysis';
export { menuResultJson, menusDocument, type MenusDocument, type MenuResultJson } from './menu/menusDocument';
export { diagnoseMenu, type Crowding, type MenuDiagnosis, type MissingBridge, type OrderInversion, type SchemaGap, type TargetStatus, type ToolRef } from './diagnose/diagnoseMenu';
export { evaluateTasks, type EvaluationReport } from './diagnose/evaluate';
export { CHAIN_BUCKETS, type MetricsSummary } from './diagnose/metrics';
export { goldToolIds, goldTargetIds } from './diagnose/goldTargets';
export { splitTasks } from './diagnose/splitTasks';
export { frozenClock, type Clock } from './ports';
export { generateDemo, type GeneratorOptions, type GeneratedDemo } from './generator/generateDemo';
export { FEATURE_VERSION, NODE_FEATURES, RELATION_FEATURES, NODE_FEATURE_COUNT, RELATION_FEATURE_COUNT, ROLE_CLASSES } from './encoder/featureSpec';
export { buildSetFeatures, type SetFeatures } from './encoder/setFeatures';
export { dumpHeader, dumpSample } from './encoder/sampleWriter';
export { taskTrainingChunks } from './encoder/trainingDump';
export { encoderScorer, EncoderUnavailableError, type EncoderTimings } from './encoder/encoderScorer';
export type { EncoderInput, EncoderOutput, ModelBackend, ModelRunner } from './ports';
export { applyEdit, applyEdits, describeEdit, editedToolIds, EditError, EDITS_FORMAT, type CatalogEdit, type EditsDocument, type FieldSide } from './edits/catalogEdits';
export { emptyHistory, pushEdit, redoEdit, undoEdit, type EditHistory } from './edits/editHistory';
