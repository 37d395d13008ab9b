/**
 * `npm run train:membership`: fits the structural scorer's membership model
 * (src/core/menu/membershipFeatures.ts) on the features of every candidate-pool tool of the dev
 * sets' tasks (s0 given and inferred; each family of sets — demo, taskbench, nestools, seal,
 * real — weighing the same), for "the tool is a gold step". The loss is the sum of two:
 * - ranking: for each gold tool of a task, −log of its softmax share among itself and the
 *   pool's other tools (a conditional logit: only the order of the task's own tools counts, as
 *   the menu takes a task's 32 best). A task counts as covered only when its hardest gold tool
 *   is on the menu, so the fit runs twice: first each gold tool weighing the same, then each
 *   weighing its soft-min share among the task's gold tools under that first fit
 *   (exp(−(z − z_min)/TAU), TAU = 0.25): the ranking term is spent on the step that ranks worst;
 * - calibration: ALPHA × the mean logistic loss per pool tool (M is read as a probability: the
 *   reranker compares shares of it, η weighs redundancy against it).
 * Newton's method with step halving, then a last logistic fit of scale and bias on σ(a·z + b).
 * Options:
 * - `--every N`: every N-th task of NesTools and Seal-Tools (default 2; the others: every task).
 * - `--write`: writes the fitted model into FITTED_MEMBERSHIP (membershipFeatures.ts).
 * - `--only <feature>`: fits that feature's weight alone, every other weight and the bias held as
 *   committed (membershipFit.ts's fitOnly): how a feature is tried next to the tuned model. With
 *   `--lodo` only that weight is left out of the fit: the held ones were fitted on every family.
 * - `--modes given|inferred`: fits on the pools of one state mode only (default both).
 * - `--alpha A`, `--tau T`, `--l2 L`: the calibration weight (20), the soft minimum's temperature
 *   (0.25) and the L2 penalty on the weights (DEFAULT_L2, 10⁻³); with `--lodo`, how a setting
 *   transfers (docs/results.md records the tries).
 * The features of SECOND_STAGE (`uptake`) read what only a given s0 has; fitted with the others,
 * they moved the weights the inferred s0's menus rank by (χ 1.80 → 1.37) and cost those menus
 * (GitHub first1 with s0 inferred −10.5, LiveMCPBench cov@32 −6.9). So the fit has two stages:
 * every other feature as above (SECOND_STAGE's weights held at 0), then SECOND_STAGE's weights
 * alone, every other weight and the bias held (one Newton fit, its ranking term weighed by the
 * soft minimum under the first stage's model).
 * The weight of `resolves` is not fitted: it is held at RESOLVES_WEIGHT in both stages (its
 * doc comment says why).
 * - `--lodo`: leave one family out: for each family, fits on the others and measures relevance and
 *   State-Path (this scorer, defaults otherwise) on that family's sets, s0 given and inferred;
 *   prints a Markdown table (docs/results.md, "Leave one family out").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { join } from 'node:path';
import { evaluateTasks, menuParams, type TaskSet } from '../src/core/index';
import { goldToolIds } from '../src/core/diagnose/goldTargets';
import { buildCandidatePool } from '../src/core/menu/candidatePool';
import {
  FEATURE_COUNT,
  FITTED_MEMBERSHIP,
  MEMBERSHIP_FEATURES,
  membershipFeatures,
  RESOLVES_WEIGHT,
  type MembershipFeature,
  type MembershipModel,
} from '../src/core/menu/membershipFeatures';
import { DEFAULT_MENU_PARAMS } from '../src/core/menu/params';
import { analyzeSet } from '../src/core/menu/setAnalysis';
import { structuralScorerWith } from '../src/core/menu/structuralScorer';
import { createTaskContext } from '../src/core/menu/taskContext';
import { option } from './benchOptions';
import { DEFAULT_L2, membershipFitter, type Family } from './membershipFit';
import { familyOf, NOT_FITTED, ROOT, setSources, withoutState, type DevSet } from './qualitySets';

const every = Number(option('every', '2'));
const argv = process.argv.slice(2);
const log = (line: string): void => void process.stderr.write(`${line}\n`);

const strideOf = (id: string): number => (id === 'nestools' || id.startsWith('seal') ? every : 1);
const MODES = ['given', 'inferred'] as const;
/** `--modes given|inferred`: the pools fitted on (both by default; the LODO table measures both). */
const FIT_MODES = option('modes', MODES.join(','))
  .split(',')
  .map((m) => m.trim());
for (const m of FIT_MODES)
  if (!(MODES as readonly string[]).includes(m)) throw new Error(`--modes: unknown ${m} (known: ${MODES.join(', ')})`);
const tasksOf = (set: DevSet, mode: (typeof MODES)[number]): TaskSet => {
  const all = mode === 'given' ? set.tasks : withoutState(set.tasks);
  return { ...all, tasks: all.tasks.filter((_, k) => k % strideOf(set.id) === 0) };
};

const sets: DevSet[] = [];
const families = new Map<string, Family>();
for (const source of setSources()) {
  const set = source.load();
  if (typeof set === 'string') {
    log(`skipped ${set}`);
    continue;
  }
  if (NOT_FITTED.has(set.id)) {
    log(`${set.id}: not fitted on (NOT_FITTED)`);
    continue;
  }
  sets.push(set);
  const family = familyOf(set.id);
  const rows = families.get(family) ?? { family, pools: [] };
  families.set(family, rows);
  for (const mode of MODES) {
    if (!FIT_MODES.includes(mode)) continue;
    for (const task of tasksOf(set, mode).tasks) {
      const gold = new Set(goldToolIds(task.gold));
      if (gold.size === 0) continue;
      const ctx = createTaskContext(set.index, task, set.prior);
      const pool = buildCandidatePool(ctx, DEFAULT_MENU_PARAMS.pool);
      const a = analyzeSet(ctx, pool.tools, pool.reasons);
      const golds: number[] = [];
      a.tools.forEach((t, l) => {
        if (gold.has(set.index.tools[t]?.tool.id ?? '')) golds.push(l);
      });
      rows.pools.push({ x: membershipFeatures(a), n: a.tools.length, gold: golds });
    }
  }
  log(`${set.id}: ${rows.pools.length} pools so far in ${family}`);
}

/** Fitted in a second stage, over the others held (see the head of this file). */
const SECOND_STAGE: readonly MembershipFeature[] = ['uptake'];

const fitter = membershipFitter({
  features: FEATURE_COUNT,
  /** Weight of the calibration (logistic) loss against the ranking loss: puts the two on a like scale. */
  alpha: Number(option('alpha', '20')),
  /** Temperature of the soft minimum that weighs a task's gold tools in the second fit (see above). */
  tau: Number(option('tau', '0.25')),
  secondStage: new Set(SECOND_STAGE.map((name) => MEMBERSHIP_FEATURES.indexOf(name))),
  /** Held at a set weight in both stages (RESOLVES_WEIGHT). */
  fixed: new Map([[MEMBERSHIP_FEATURES.indexOf('resolves'), RESOLVES_WEIGHT]]),
  l2: Number(option('l2', String(DEFAULT_L2))),
});

const onlyName = option('only', '');
const only = MEMBERSHIP_FEATURES.findIndex((f) => f === onlyName);
if (onlyName !== '' && only < 0)
  throw new Error(`--only ${onlyName}: no such feature (${MEMBERSHIP_FEATURES.join(', ')})`);
const fitWith = (data: readonly Family[]): MembershipModel =>
  only >= 0 ? fitter.fitOnly(data, only, FITTED_MEMBERSHIP) : fitter.fit(data);

const all = [...families.values()];
const model = fitWith(all);
log(`fitted on ${model.trainedOn.join(', ')}: ${JSON.stringify(model)}`);
process.stdout.write(`${JSON.stringify({ features: MEMBERSHIP_FEATURES, ...model }, null, 2)}\n`);

if (argv.includes('--write')) {
  const file = join(ROOT, 'src/core/menu/membershipFeatures.ts');
  const source = readFileSync(file, 'utf8');
  const literal = `export const FITTED_MEMBERSHIP: MembershipModel = {\n  weights: [${model.weights.join(', ')}],\n  bias: ${model.bias},\n  trainedOn: [${model.trainedOn.map((f) => `'${f}'`).join(', ')}],\n};`;
  const next = source.replace(/export const FITTED_MEMBERSHIP: MembershipModel = \{[\s\S]*?\n\};/, literal);
  if (next === source && !source.includes(literal)) throw new Error(`${file}: FITTED_MEMBERSHIP not found`);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  log(`${file}: FITTED_MEMBERSHIP written`);
}

if (argv.includes('--lodo')) {
  const pct = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : (100 * x).toFixed(1));
  const lines = [
    '| left out | set | s0 | tasks | cov@8 rel / SP | cov@32 rel / SP | rec@8 rel / SP | order@8 rel / SP | first1 rel / SP |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const family of families.keys()) {
    const held = fitWith(all.filter((r) => r.family !== family));
    const scorer = structuralScorerWith(held, `structural (without ${family})`);
    for (const set of sets.filter((s) => familyOf(s.id) === family)) {
      for (const mode of MODES) {
        const r = await evaluateTasks(set.index, tasksOf(set, mode), {
          budgets: [8, 32],
          params: menuParams(),
          scorer,
          ...(set.prior ? { prior: set.prior } : {}),
        });
        const rel = r.methods.relevance;
        const sp = r.methods['state-path'];
        const cell = (k: '8' | '32', f: 'coverage' | 'recall' | 'first1' | 'producerBeforeConsumer'): string =>
          `${pct(rel[k]?.overall[f])} / ${pct(sp[k]?.overall[f])}`;
        lines.push(
          `| ${family} | ${set.id} | ${mode} | ${r.tasks} | ${cell('8', 'coverage')} | ${cell('32', 'coverage')} | ${cell('8', 'recall')} | ${cell('8', 'producerBeforeConsumer')} | ${cell('32', 'first1')} |`,
        );
        log(`lodo ${family} ${set.id} ${mode} done`);
      }
    }
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
}
