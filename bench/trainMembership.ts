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
 *   committed (fitOnly): how a feature is tried next to the tuned model.
 * - `--modes given|inferred`: fits on the pools of one state mode only (default both).
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
import { newton, type Objective } from './newton';
import { familyOf, NOT_FITTED, ROOT, setSources, withoutState, type DevSet } from './qualitySets';

const every = Number(option('every', '2'));
const argv = process.argv.slice(2);
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** Weight of the calibration (logistic) loss against the ranking loss: puts the two on a like scale. */
const ALPHA = Number(option('alpha', '20'));
/** L2 penalty on the weights (not the bias). */
const L2 = 1e-3;

/** One task's pool: its tools' features (row-major), how many, and which are gold (local indices). */
interface Pool {
  x: Float32Array;
  n: number;
  gold: number[];
  /** Weight of each gold tool's ranking term (summing to 1); each the same when absent. */
  goldWeights?: number[];
}

/** Temperature of the soft minimum that weighs a task's gold tools in the second fit (see above). */
const TAU = Number(option('tau', '0.25'));

/** One family's pools. */
interface Family {
  family: string;
  pools: Pool[];
}

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

const F = FEATURE_COUNT;
const D = F + 1;

/** Fitted in a second stage, over the others held (see the head of this file). */
const SECOND_STAGE: readonly MembershipFeature[] = ['uptake'];
const secondStage = new Set(SECOND_STAGE.map((name) => MEMBERSHIP_FEATURES.indexOf(name)));
/** Held at a set weight in both stages (RESOLVES_WEIGHT). */
const FIXED = new Map([[MEMBERSHIP_FEATURES.indexOf('resolves'), RESOLVES_WEIGHT]]);

/** Holds the weights `free` leaves out (the bias with them unless `free` has F): zero gradient, unit Hessian row and column. */
function hold(o: Objective, free: (f: number) => boolean): Objective {
  for (let f = 0; f < D; f++) {
    if (free(f)) continue;
    o.g[f] = 0;
    for (let h = 0; h < D; h++) {
      (o.H[f] ?? [])[h] = h === f ? 1 : 0;
      (o.H[h] ?? [])[f] = h === f ? 1 : 0;
    }
  }
  return o;
}

function objective(data: readonly Family[], beta: readonly number[], derivatives: boolean): Objective {
  let loss = 0;
  const g = new Array<number>(D).fill(0);
  const H = Array.from({ length: D }, () => new Array<number>(D).fill(0));
  const x = (p: Pool, l: number, f: number): number => (f === F ? 1 : (p.x[l * F + f] ?? 0));
  const addOuter = (p: Pool, l: number, w: number, upTo: number): void => {
    for (let f = 0; f < upTo; f++) {
      const xf = x(p, l, f);
      if (xf === 0) continue;
      const row = H[f] ?? [];
      for (let h = f; h < upTo; h++) row[h] = (row[h] ?? 0) + w * xf * x(p, l, h);
    }
  };
  for (const family of data) {
    const share = 1 / Math.max(1, family.pools.length);
    for (const p of family.pools) {
      const z = new Float64Array(p.n);
      let top = -Infinity;
      for (let l = 0; l < p.n; l++) {
        let s = 0;
        for (let f = 0; f < F; f++) s += (beta[f] ?? 0) * x(p, l, f);
        z[l] = s;
        top = Math.max(top, s);
      }
      const isGold = new Uint8Array(p.n);
      for (const l of p.gold) isGold[l] = 1;
      // Calibration: logistic loss per pool tool, the pool weighing `share`.
      const wl = (ALPHA * share) / Math.max(1, p.n);
      for (let l = 0; l < p.n; l++) {
        const t = (z[l] ?? 0) + (beta[F] ?? 0);
        const q = 1 / (1 + Math.exp(-t));
        loss += wl * (isGold[l] ? Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t)));
        if (!derivatives) continue;
        const e = (q - (isGold[l] ?? 0)) * wl;
        for (let f = 0; f < D; f++) g[f] = (g[f] ?? 0) + e * x(p, l, f);
        addOuter(p, l, q * (1 - q) * wl, D);
      }
      // Ranking: each gold tool against the pool's other tools.
      let negatives = 0;
      const negMean = new Float64Array(F);
      const negSecond = new Float64Array(F * F);
      for (let l = 0; l < p.n; l++) {
        if (isGold[l]) continue;
        const e = Math.exp((z[l] ?? 0) - top);
        negatives += e;
        if (!derivatives) continue;
        for (let f = 0; f < F; f++) {
          const xf = x(p, l, f);
          if (xf === 0) continue;
          negMean[f] = (negMean[f] ?? 0) + e * xf;
          for (let h = f; h < F; h++) negSecond[f * F + h] = (negSecond[f * F + h] ?? 0) + e * xf * x(p, l, h);
        }
      }
      if (negatives === 0) continue;
      for (const [k, gl] of p.gold.entries()) {
        const wr = share * (p.goldWeights?.[k] ?? 1 / Math.max(1, p.gold.length));
        const eg = Math.exp((z[gl] ?? 0) - top);
        const total = eg + negatives;
        loss -= wr * Math.log(eg / total);
        if (!derivatives) continue;
        const mean = new Float64Array(F);
        for (let f = 0; f < F; f++) mean[f] = (eg * x(p, gl, f) + (negMean[f] ?? 0)) / total;
        for (let f = 0; f < F; f++) {
          g[f] = (g[f] ?? 0) + wr * ((mean[f] ?? 0) - x(p, gl, f));
          const row = H[f] ?? [];
          for (let h = f; h < F; h++) {
            const second = (eg * x(p, gl, f) * x(p, gl, h) + (negSecond[f * F + h] ?? 0)) / total;
            row[h] = (row[h] ?? 0) + wr * (second - (mean[f] ?? 0) * (mean[h] ?? 0));
          }
        }
      }
    }
  }
  for (let f = 0; f < F; f++) {
    loss += 0.5 * L2 * (beta[f] ?? 0) ** 2;
    g[f] = (g[f] ?? 0) + L2 * (beta[f] ?? 0);
    (H[f] ?? [])[f] = (H[f]?.[f] ?? 0) + L2;
  }
  for (let f = 0; f < D; f++) for (let h = 0; h < f; h++) (H[f] ?? [])[h] = H[h]?.[f] ?? 0;
  return { loss, g, H };
}

/** Fits the model on `data` (twice: see the ranking loss), then scale and bias so σ(a·z + b) is a calibrated probability. */
function fit(data: readonly Family[]): MembershipModel {
  const first = fitFirstStage(data);
  const held = [...first.weights, first.bias];
  for (const family of data) for (const p of family.pools) p.goldWeights = softMinWeights(p, held);
  const beta = newton(held, (b, d) => hold(objective(data, b, d), (f) => secondStage.has(f) && !FIXED.has(f)));
  return { weights: beta.slice(0, F).map(round4), bias: round4(beta[F] ?? 0), trainedOn: first.trainedOn };
}

const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;

/** The first stage: every feature but SECOND_STAGE's (held at 0), twice (see the ranking loss), then scale and bias. */
function fitFirstStage(data: readonly Family[]): MembershipModel {
  const firstStage = (f: number): boolean => !secondStage.has(f) && !FIXED.has(f);
  const start = Array.from({ length: D }, (_, k) => (k === F ? -4 : (FIXED.get(k) ?? 0)));
  for (const family of data) for (const p of family.pools) delete p.goldWeights;
  const first = newton(start, (b, d) => hold(objective(data, b, d), firstStage));
  for (const family of data) for (const p of family.pools) p.goldWeights = softMinWeights(p, first);
  const beta = newton(start, (b, d) => hold(objective(data, b, d), firstStage));
  // z per pool tool, as one-feature pools for the last logistic fit of [a, b].
  const scaled = (ab: readonly number[], derivatives: boolean): Objective => {
    let loss = 0;
    const g = [0, 0];
    const H = [
      [0, 0],
      [0, 0],
    ];
    for (const family of data) {
      const share = 1 / Math.max(1, family.pools.length);
      for (const p of family.pools) {
        const isGold = new Uint8Array(p.n);
        for (const l of p.gold) isGold[l] = 1;
        const w = share / Math.max(1, p.n);
        for (let l = 0; l < p.n; l++) {
          let z = 0;
          let held = 0;
          for (let f = 0; f < F; f++) {
            const v = (beta[f] ?? 0) * (p.x[l * F + f] ?? 0);
            if (FIXED.has(f)) held += v;
            else z += v;
          }
          const t = (ab[0] ?? 1) * z + held + (ab[1] ?? 0);
          loss += w * (isGold[l] ? Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t)));
          if (!derivatives) continue;
          const q = 1 / (1 + Math.exp(-t));
          const e = (q - (isGold[l] ?? 0)) * w;
          const v = q * (1 - q) * w;
          g[0] = (g[0] ?? 0) + e * z;
          g[1] = (g[1] ?? 0) + e;
          H[0] = [(H[0]?.[0] ?? 0) + v * z * z, (H[0]?.[1] ?? 0) + v * z];
          H[1] = [(H[1]?.[0] ?? 0) + v * z, (H[1]?.[1] ?? 0) + v];
        }
      }
    }
    return { loss, g, H };
  };
  const [a = 1, b = 0] = newton([1, beta[F] ?? -4], scaled);
  return {
    weights: beta.slice(0, F).map((w, f) => round4(FIXED.has(f) ? w : a * w)),
    bias: round4(b),
    trainedOn: data.map((r) => r.family),
  };
}

/** The soft-minimum share of each gold tool of a pool under weights `beta`: exp(−(z − z_min)/TAU), normalized. */
function softMinWeights(p: Pool, beta: readonly number[]): number[] {
  const z = p.gold.map((l) => {
    let s = 0;
    for (let f = 0; f < F; f++) s += (beta[f] ?? 0) * (p.x[l * F + f] ?? 0);
    return s;
  });
  const least = Math.min(...z);
  const e = z.map((v) => Math.exp(-(v - least) / TAU));
  const total = e.reduce((sum, v) => sum + v, 0);
  return e.map((v) => v / total);
}

/**
 * `--only <feature>`: that feature's weight alone, FITTED_MEMBERSHIP's other weights and bias held
 * (one Newton fit of the full loss, each task's ranking term weighed by its soft minimum under the
 * committed model): a feature added next to a tuned model, without the refit of the other weights
 * moving the menus the reranker's rules were set on.
 */
function fitOnly(data: readonly Family[], only: number): MembershipModel {
  const held = [...FITTED_MEMBERSHIP.weights.map((w, f) => (f === only ? 0 : w)), FITTED_MEMBERSHIP.bias];
  for (const family of data) for (const p of family.pools) p.goldWeights = softMinWeights(p, held);
  const beta = newton(held, (b, d) => hold(objective(data, b, d), (f) => f === only));
  return { weights: beta.slice(0, F).map(round4), bias: FITTED_MEMBERSHIP.bias, trainedOn: data.map((r) => r.family) };
}

const onlyName = option('only', '');
const only = MEMBERSHIP_FEATURES.findIndex((f) => f === onlyName);
if (onlyName !== '' && only < 0)
  throw new Error(`--only ${onlyName}: no such feature (${MEMBERSHIP_FEATURES.join(', ')})`);
const fitWith = (data: readonly Family[]): MembershipModel => (only >= 0 ? fitOnly(data, only) : fit(data));

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
