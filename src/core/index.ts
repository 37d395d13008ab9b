/**
 * The public surface of the core. The UI, the worker and the CLI import from here only
 * (a lint rule enforces it); nothing here touches the DOM, Node or timers.
 */
export type {
  Catalog,
  FieldSpec,
  GoldPath,
  Task,
  TaskSet,
  Tool,
  ToolEffects,
  ToolUtility,
  Trajectory,
  TrajectorySet,
} from './catalog/types';
export { CATALOG_FORMAT, MENUS_FORMAT, TASKS_FORMAT, TRAJECTORIES_FORMAT } from './catalog/types';
export { SourceError, formatProblem, type SourceProblem } from './catalog/sourceErrors';
export { parseCatalog, serializeCatalog, validateCatalog } from './catalog/loadCatalog';
export { checkTasksAgainstCatalog, parseTasks } from './catalog/loadTasks';
export { parseTrajectories } from './catalog/loadTrajectories';
export { fieldTokens, normalizeFieldName, singularToken } from './catalog/fieldNames';
export { FieldVocabulary } from './catalog/fieldVocabulary';
export { GENERIC_FIELD_TOKENS, STOPWORDS, TOOL_NAME_VERBS } from './catalog/lexicon';
export { isIdentifierName, toolNamespace } from './catalog/linkScope';
export { isGenericField, toolEntity } from './catalog/toolEntity';
export { buildCatalogIndex, type CatalogIndex } from './catalog/catalogIndex';
export { LINK_STRENGTH, type LinkRule } from './catalog/nameLinks';
export { explainLinks, type LinkExplanation } from './catalog/explainLinks';
export type { IndexedTool, ToolField } from './catalog/toolFields';
export { buildTransitionPrior, TransitionPrior } from './state/transitionPrior';
export { inferState } from './state/inferState';
export { givenStateFields, resolveState, type StateField, type ResolvedState } from './state/stateFields';
export { ROLES, type Role } from './state/roles';
export { catalogChain } from './state/backwardClosure';
export type { Chain, ChainEdge } from './state/cheapestChains';
export { stateFit, producerOverlap, supplyStrength } from './state/fit';
export { rankByRelevance, matchedTerms, type RelevanceRanking } from './relevance/rankByRelevance';
export { createTaskContext, type TaskContext, type TaskInput } from './menu/taskContext';
export {
  buildMenus,
  buildRelevanceMenu,
  buildStatePathMenu,
  type Menu,
  type MenuMethod,
  type MenuPair,
  type MenuSlot,
} from './menu/buildMenus';
export type { PlacementRule } from './menu/reranker';
export { MenuStageCache, type PoolStage, type ReusedStages } from './menu/stageCache';
export { DEFAULT_MENU_PARAMS, menuParams, type MenuParams } from './menu/params';
export type { MembershipOutput, MembershipScorer, ScoringPass } from './menu/membership';
export { structuralScorer } from './menu/structuralScorer';
export type { SetAnalysis } from './menu/setAnalysis';
export { menuResultJson, menusDocument, type MenusDocument, type MenuResultJson } from './menu/menusDocument';
export {
  diagnoseMenu,
  type Crowding,
  type MenuDiagnosis,
  type MissingBridge,
  type OrderInversion,
  type SchemaGap,
  type TargetStatus,
  type ToolRef,
} from './diagnose/diagnoseMenu';
export { evaluateTasks, type EvaluationReport } from './diagnose/evaluate';
export { CHAIN_BUCKETS, type MetricsSummary } from './diagnose/metrics';
export { goldToolIds, goldTargetIds } from './diagnose/goldTargets';
export { splitTasks } from './diagnose/splitTasks';
export { frozenClock, type Clock } from './ports';
export { createRng, forkRng, hashString, type Rng } from './util/prng';
export {
  FEATURE_VERSION,
  NODE_FEATURES,
  RELATION_FEATURES,
  NODE_FEATURE_COUNT,
  RELATION_FEATURE_COUNT,
  ROLE_CLASSES,
} from './encoder/featureSpec';
export { buildSetFeatures, type FeatureScratch, type SetFeatures } from './encoder/setFeatures';
export { dumpHeader, dumpSample } from './encoder/sampleWriter';
export { taskTrainingChunks } from './encoder/trainingDump';
export { encoderScorer, EncoderUnavailableError, type EncoderTimings } from './encoder/encoderScorer';
export type { EncoderInput, EncoderOutput, ModelBackend, ModelRunner } from './ports';
export type { CatalogSource, CatalogStore, StoredCatalogData, StoredCatalogMeta, StoredEditHistory } from './ports';
export {
  applyEdit,
  applyEdits,
  describeEdit,
  editedToolIds,
  EditError,
  EDITS_FORMAT,
  type CatalogEdit,
  type EditsDocument,
  type FieldSide,
} from './edits/catalogEdits';
export { emptyHistory, pushEdit, redoEdit, undoEdit, type EditHistory } from './edits/editHistory';
export { importCatalog } from './importers/importCatalog';
export { importCatalogFiles, type CatalogFile, type FilesImportResult } from './importers/importCatalogFiles';
export { detectCatalogFormat } from './importers/detectCatalogFormat';
export { CATALOG_FORMATS, type CatalogFormat, type ImportOptions, type ImportResult } from './importers/importTypes';
export { inferOutputs, type InferenceEvidence, type InferredField } from './importers/inference/inferOutputs';
export { inferredOutputEdits, type InferenceDecision } from './importers/inference/inferredOutputEdits';
export { scoreInference, type InferenceCase, type InferenceScore } from './importers/inference/inferenceScore';
export { exportedTokens, exportTools } from './exporters/exportTools';
export {
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportOptions,
  type ExportedName,
  type ToolExport,
} from './exporters/exportTypes';
export { estimateTokens, type TokenEstimate } from './exporters/estimateTokens';
export { countFindings, lintCatalog, type LintOptions } from './lint/lintCatalog';
export { LINT_CODES, formatLintFinding, type LintCode, type LintFinding, type LintSeverity } from './lint/lintTypes';
export {
  toolProfile,
  normalizedLatency,
  normalizedCost,
  DEFAULT_PROFILE,
  LATENCY_REF_MS,
  COST_REF_USD,
  type ToolProfile,
} from './utility/toolProfile';
export {
  utilityWeights,
  expectedUtility,
  WEIGHT_PRESETS,
  WEIGHT_PRESET_NAMES,
  type UtilityWeights,
  type WeightPreset,
} from './utility/utilityWeights';
export { compileMenuProblem, withWeights, type MenuProblem, type ProblemOptions } from './utility/menuProblem';
export { PROGRESS_SHARE, goalValue, informationGain, callUtility } from './utility/informationGain';
export { CONFIRMED, initialState, applyCall, type PlanState } from './utility/planState';
export { planMenu } from './utility/planMenu';
export {
  planOptions,
  DEFAULT_PLAN_OPTIONS,
  PLANNER_NAMES,
  type Fallback,
  type FallbackCode,
  type FieldUse,
  type MctsBudget,
  type Plan,
  type PlannerName,
  type PlanOptions,
  type PlanResult,
  type PlanStep,
  type PlanTotals,
} from './utility/planTypes';
export {
  agentParams,
  attention,
  AGENT_PARAM_NAMES,
  DEFAULT_AGENT,
  SIMULATION_LABEL,
  SIMULATION_NOTE,
  type AgentParams,
} from './utility/agentModel';
export { simulateRun, nearDuplicates, type SimCall, type SimCallKind, type SimRun } from './utility/simulateRun';
export {
  simulateMenu,
  runRng,
  summarizeTally,
  type MonteCarloOptions,
  type SimulationStats,
  type SimulationTally,
} from './utility/simulateMenu';
export {
  simulateTasks,
  type MethodSimulation,
  type SimulateTasksOptions,
  type SimulationReport,
} from './utility/simulateTasks';
export {
  learnFromRuns,
  emaUpdate,
  EMA_ALPHA,
  type MetadataChange,
  type ObservedCall,
  type UtilitySnapshot,
} from './utility/learnFromRuns';
export { parseTraces } from './traces/parseTraces';
export { detectTraceFormat } from './traces/detectTraceFormat';
export { matchTraceTools, observedCalls } from './traces/matchTraceTools';
export { overlayTrace, type OverlayCall, type OverlayOptions, type TraceOverlay } from './traces/overlayTrace';
export type { FailureCause, TraceAttribution } from './traces/traceAttribution';
export {
  TRACE_FORMATS,
  type CallStatus,
  type MatchedCall,
  type MatchedTrace,
  type Trace,
  type TraceCall,
  type TraceDocument,
  type TraceFormat,
} from './traces/traceTypes';
