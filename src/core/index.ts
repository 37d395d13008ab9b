/**
 * The public surface of the core: what the worker, the UI, the CLI, the adapters and the
 * generator use (lint rules make them import the core from here only). Nothing here touches
 * the DOM, Node or timers. Every export is `@public` except the last group's, which are
 * `@internal`: exported only for benches, e2e specs or other layers' tests, each with its
 * reason. The core's own tests import its modules directly, so nothing is exported for them.
 */

// The catalog model and its formats (tool-catalog/v1, tasks, trajectories).
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
export { CATALOG_FORMAT, TASKS_FORMAT, TRAJECTORIES_FORMAT } from './catalog/types';

// Loading catalogs, tasks and trajectories, with located errors.
export { SourceError, formatProblem } from './catalog/sourceErrors';
export { parseCatalog, serializeCatalog } from './catalog/loadCatalog';
export { mergeCatalogs, type CatalogPart } from './catalog/mergeCatalogs';
export { checkTasksAgainstCatalog, parseTasks, withoutState } from './catalog/loadTasks';
export { parseTrajectories } from './catalog/loadTrajectories';
export { descriptionText } from './catalog/descriptionText';
export { sharedVendorPrefix, vendorPrefixLength } from './catalog/toolIds';

// The catalog index and the field links it explains.
export { buildCatalogIndex, type CatalogIndex } from './catalog/catalogIndex';
export { explainLinks, type LinkExplanation } from './catalog/explainLinks';
export type { ToolField } from './catalog/toolFields';

// State: the transition prior ρ, state fields F0(q), roles.
export { buildTransitionPrior, TransitionPrior } from './state/transitionPrior';
export type { StateField } from './state/stateFields';
export { ROLES, type Role } from './state/roles';

// Relevance: BM25 ranking.
export { rankByRelevance, matchedTerms, type RelevanceRanking } from './relevance/rankByRelevance';

// Menus: the pipeline (task context, pool, retriever, reranker), its parameters, membership
// scorers and stage cache, the tool-menus/v1 document, and why relevance tools are missing
// from State-Path (displacement), and where any one tool stands (whyNot).
export type { LikelyTarget, TaskContext, TaskInput } from './menu/taskContext';
export { buildMenus, type Menu, type MenuMethod, type MenuPair, type MenuSlot } from './menu/buildMenus';
export type { PlacementRule } from './menu/reranker';
export { MenuStageCache, type ReusedStages } from './menu/stageCache';
export { DEFAULT_MENU_PARAMS, menuParams, type MenuParams } from './menu/params';
export {
  ENGAGED_MENU_RULES,
  changedRules,
  checkRule,
  DEFAULT_MENU_RULES,
  MENU_RULE_NAMES,
  MenuRuleError,
  menuRules,
  parseRuleValue,
  ruleRange,
  ruleStage,
  type MenuRuleName,
  type MenuRules,
} from './menu/menuRules';
export type { MembershipScorer, ScoringPass } from './menu/membership';
export { structuralScorer } from './menu/structuralScorer';
export type { SetAnalysis } from './menu/setAnalysis';
export { menuResultJson, menusDocument, type MenuResultJson } from './menu/menusDocument';
export { menuMoves, type MenuMoves, type SlotMove } from './menu/menuMoves';
export {
  diffMenus,
  menuChanged,
  parseMenusDocument,
  type MenuChange,
  type MenusDiff,
  type ReadMenus,
} from './menu/menusDiff';
export {
  explainMissingTools,
  type Displacement,
  type RetrieverContributions,
  type RetrieverTerm,
} from './menu/displacement';
export { displacementLine } from './menu/displacementText';
export type { MembershipDriver } from './menu/membershipDrivers';
export {
  explainTool,
  type InputProducers,
  type LastAdmitted,
  type PoolMiss,
  type ToolExplanation,
} from './menu/whyNot';
export { searchTools } from './catalog/toolSearch';
export type { PoolReason } from './menu/candidatePool';

// Diagnosis, metrics and evaluation against gold paths.
export { diagnoseMenu, type MenuDiagnosis, type ToolRef } from './diagnose/diagnoseMenu';
export { inspectText } from './diagnose/inspectReport';
export { clip, table } from './diagnose/textTable';
export { ABSENT_REASONS, explainAbsentTools, type AbsentReason, type AbsentTool } from './diagnose/absentTools';
export { DIAGNOSIS_FORMAT, diagnosisRecord } from './diagnose/diagnosisDocument';
export { evaluateTasks, evaluateVariants, type EvaluationReport, type TaskEvaluation } from './diagnose/evaluate';
export { taskMisses, type TaskMiss } from './diagnose/taskMisses';
export { CHAIN_BUCKETS, type ChainBucket, type MetricsSummary, type TaskMetrics } from './diagnose/metrics';
export { goldToolIds, goldTargetIds } from './diagnose/goldTargets';
export { splitTasks } from './diagnose/splitTasks';

// Ports: the interfaces the adapters implement.
export type { Clock, EncoderInput, EncoderOutput, ModelBackend, ModelRunner } from './ports';
export type { CatalogSource, CatalogStore, StoredCatalogData, StoredCatalogMeta, StoredEditHistory } from './ports';

// The learned encoder: the feature contract, the scorer, the training dump.
export {
  featureFingerprintOfBuild,
  FEATURE_VERSION,
  NODE_FEATURE_COUNT,
  RELATION_FEATURE_COUNT,
  ROLE_CLASSES,
} from './encoder/featureSpec';
export type { FeatureScratch } from './encoder/setFeatures';
export { dumpHeader } from './encoder/sampleWriter';
export { taskTrainingChunks } from './encoder/trainingDump';
export { encoderScorer, EncoderUnavailableError, type EncoderTimings } from './encoder/encoderScorer';

// Schema edits (tool-catalog-edits/v1) and their undo/redo history.
export {
  applyEdit,
  applyEdits,
  describeEdit,
  editedToolIds,
  EDITS_FORMAT,
  type CatalogEdit,
  type EditsDocument,
  type FieldSide,
} from './edits/catalogEdits';
export { pushEdit, redoEdit, undoEdit, type EditHistory } from './edits/editHistory';

// Importers (→ tool-catalog/v1), output inference, exporters (→ MCP, OpenAI, Anthropic).
export { importCatalog } from './importers/importCatalog';
export {
  CATALOG_FILE_EXTENSIONS,
  importCatalogFiles,
  isCatalogFileName,
  type CatalogFile,
} from './importers/importCatalogFiles';
export { CATALOG_FORMATS, type CatalogFormat } from './importers/importTypes';
export { inferredOutputEdits, type InferenceDecision } from './importers/inference/inferredOutputEdits';
export { exportedTokens, exportTools } from './exporters/exportTools';
export { EXPORT_FORMATS, type ExportFormat, type ExportOptions } from './exporters/exportTypes';
export { exportMapping, renameCounts, renameSummary, type ExportMappingDocument } from './exporters/exportMapping';

// Schema lint.
export { countFindings, lintCatalog } from './lint/lintCatalog';
export {
  LINT_CODES,
  formatLintFinding,
  type LintCode,
  type LintFinding,
  type LintFix,
  type LintSeverity,
} from './lint/lintTypes';

// Utility: weights, planners, the simulated agent, learning from runs.
export { utilityWeights, WEIGHT_PRESET_NAMES, type UtilityWeights, type WeightPreset } from './utility/utilityWeights';
export { compileMenuProblem, type MenuProblem } from './utility/menuProblem';
export { callUtility } from './utility/informationGain';
export { initialState } from './utility/planState';
export { planMenu } from './utility/planMenu';
export {
  planOptions,
  PLANNER_NAMES,
  type FallbackCode,
  type PlannerName,
  type PlanOptions,
  type PlanResult,
} from './utility/planTypes';
export {
  agentParams,
  AGENT_PARAM_NAMES,
  DEFAULT_AGENT,
  SIMULATION_LABEL,
  SIMULATION_NOTE,
  type AgentParams,
} from './utility/agentModel';
export { simulateRun, type SimCallKind } from './utility/simulateRun';
export { simulateMenu, runRng, type SimulationStats } from './utility/simulateMenu';
export { simulateTasks, type SimulationReport } from './utility/simulateTasks';
export { learnFromRuns, EMA_ALPHA } from './utility/learnFromRuns';

// Traces: import, matching to a catalog, overlay on a menu.
export { parseTraces } from './traces/parseTraces';
export { matchTraceTools, observedCalls } from './traces/matchTraceTools';
export { overlayTrace, type TraceOverlay } from './traces/overlayTrace';
export type { FailureCause } from './traces/traceAttribution';

// For the generator (src/generator): the field-name rules and word lists the linker reads, so
// that generated names link as intended; state resolution and supply strength for its gold
// chain check; the seeded PRNG.
export { fieldTokens, normalizeFieldName, singularToken } from './catalog/fieldNames';
export { FieldVocabulary } from './catalog/fieldVocabulary';
export { GENERIC_FIELD_TOKENS, STOPWORDS, TOOL_NAME_VERBS } from './catalog/lexicon';
export { isIdentifierName, toolNamespace } from './catalog/linkScope';
export { isGenericField, toolEntity } from './catalog/toolEntity';
export { givenStateFields, resolveState } from './state/stateFields';
export { supplyStrength } from './state/fit';
export { forkRng, type Rng } from './util/prng';

// @internal: not used by the app's layers.
/** @internal A fixed Clock for the worker's tests (which may import the core from here only) and bench/mcts.ts. */
export { frozenClock } from './ports';
/**
 * @internal The pipeline's stages one at a time: bench/goldRank.ts builds the State-Path menu
 * alone, e2e/largeCatalog.spec.ts the relevance menu that identifies the task on screen.
 */
export { createTaskContext } from './menu/taskContext';
export { buildRelevanceMenu, buildStatePathMenu } from './menu/buildMenus';
/** @internal bench/mcts.ts reads MCTS's default budget. */
export { DEFAULT_PLAN_OPTIONS } from './utility/planTypes';
