import { buildCatalogIndex } from '../../catalog/catalogIndex';
import type { MenuDiagnosis } from '../../diagnose/diagnoseMenu';
import { encoderScorer } from '../../encoder/encoderScorer';
import { EXPORT_FORMATS } from '../../exporters/exportTypes';
import { importCatalog } from '../../importers/importCatalog';
import { buildMenus } from '../../menu/buildMenus';
import { DEFAULT_MENU_PARAMS } from '../../menu/params';
import { structuralScorer } from '../../menu/structuralScorer';
import { compileMenuProblem } from '../../utility/menuProblem';
import { planMenu } from '../../utility/planMenu';
import { planOptions, PLANNER_NAMES } from '../../utility/planTypes';
import type { GeneratedDocument } from './documentArbitrary';
import {
  check,
  checkDiagnosis,
  checkMenuSize,
  checkReaches,
  checkRelevanceTopK,
  checkRoundTrip,
  checkTopIsFirstPicks,
  EngineDefect,
  isLocatedError,
  menuKey,
  stage,
  type EngineOutcome,
} from './engineCase';
import { shapedRunner } from './shapedRunner';

/**
 * One generated document of a foreign format through the engine: import (a located error is
 * the only other outcome allowed, and the right one for a document nested past the limit) →
 * index → both menus with both scorers → diagnosis (missing bridges; `reaches` as the planner
 * reaches) → planners → export in every format → re-import with the same inputs, outputs and
 * required flags.
 */
export async function runDocumentCase(doc: GeneratedDocument): Promise<EngineOutcome> {
  const outcome: EngineOutcome = { accepted: true, menus: 0, reaching: 0 };
  try {
    await documentStages(doc, outcome);
  } catch (e) {
    if (!isLocatedError(e)) throw e instanceof EngineDefect ? e : new EngineDefect('document', e);
    // Only the document nested past the limit may be refused: the others are valid.
    if (!doc.tooDeep) throw new EngineDefect(`import ${doc.format}`, e);
    outcome.accepted = false;
    outcome.rejected = e.message.slice(0, 300);
  }
  return outcome;
}

async function documentStages(doc: GeneratedDocument, outcome: EngineOutcome): Promise<void> {
  const { catalog } = await stage(`import ${doc.format}`, () => importCatalog(doc.text, doc.file), true);
  await stage('too deep refused', () =>
    check(!doc.tooDeep, () => `${doc.format}: a schema 3,000 levels deep was read instead of refused`),
  );
  const index = await stage('index', () => buildCatalogIndex(catalog));
  const first = catalog.tools[0];
  const query = first ? `${first.name.replace(/[_-]/g, ' ')} then get the order` : 'get the order';
  const params = DEFAULT_MENU_PARAMS;
  for (const scorer of [structuralScorer, encoderScorer(shapedRunner())]) {
    const pair = await stage(`menus (${scorer.name})`, () => buildMenus(index, { query }, { scorer }));
    outcome.menus += 2;
    const again = await stage(`menus (${scorer.name})`, () => buildMenus(index, { query }, { scorer }));
    await stage('invariants', () => {
      checkMenuSize(index, pair.relevance, params);
      checkMenuSize(index, pair.statePath, params);
      checkRelevanceTopK(pair, params);
      checkTopIsFirstPicks(pair.statePath, params);
      check(menuKey(pair) === menuKey(again), () => 'the same input built other menus');
    });
    const diagnoses: MenuDiagnosis[] = [];
    for (const menu of [pair.relevance, pair.statePath]) {
      diagnoses.push(await stage(`diagnosis (${menu.method})`, () => checkDiagnosis(pair, menu, params, {})));
      await stage(`planners (${menu.method})`, () => {
        const problem = compileMenuProblem(
          index,
          pair.context.state,
          menu.slots.map((s) => s.tool),
          pair.context.targets.slice(0, 2).map((t) => t.tool),
        );
        for (const planner of PLANNER_NAMES) planMenu(problem, planner, planOptions({ mcts: { iterations: 60 } }));
      });
    }
    outcome.reaching += await stage(`reaches (${scorer.name})`, () =>
      checkReaches(pair, { query }, params.top, diagnoses as [MenuDiagnosis, MenuDiagnosis]),
    );
  }
  for (const format of EXPORT_FORMATS) {
    for (const strict of format.startsWith('openai') ? [false, true] : [false])
      await stage(`export ${format}`, () => checkRoundTrip(catalog, format, strict));
  }
}
