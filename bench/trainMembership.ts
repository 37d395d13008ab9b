/**
 * `npm run train:membership`: fits the structural scorer's membership model
 * (src/core/menu/membershipFeatures.ts) — logistic regression of "the tool is a gold step" on the
 * features of every candidate-pool tool — over the dev sets' tasks with s0 given and inferred,
 * each family of sets (demo, taskbench, nestools, seal, real) weighing the same.
 * Options:
 * - `--every N`: every N-th task of NesTools and Seal-Tools (default 2; the others: every task).
 * - `--write`: writes the fitted weights into FITTED_MEMBERSHIP (membershipFeatures.ts).
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
  MEMBERSHIP_FEATURES,
  membershipFeatures,
  type MembershipModel,
} from '../src/core/menu/membershipFeatures';
import { DEFAULT_MENU_PARAMS } from '../src/core/menu/params';
import { analyzeSet } from '../src/core/menu/setAnalysis';
import { structuralScorerWith } from '../src/core/menu/structuralScorer';
import { createTaskContext } from '../src/core/menu/taskContext';
import { option } from './benchOptions';
import { ROOT, setSources, withoutState, type DevSet } from './qualitySets';

const every = Number(option('every', '2'));
const argv = process.argv.slice(2);
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** One family's rows: features (row-major) and labels. */
interface Rows {
  family: string;
  x: number[];
  y: number[];
}

const familyOf = (id: string): string => (id.startsWith('seal') ? 'seal' : id.startsWith('real') ? 'real' : id);
const strideOf = (id: string): number => (id === 'nestools' || id.startsWith('seal') ? every : 1);
const MODES = ['given', 'inferred'] as const;
const tasksOf = (set: DevSet, mode: (typeof MODES)[number]): TaskSet => {
  const all = mode === 'given' ? set.tasks : withoutState(set.tasks);
  return { ...all, tasks: all.tasks.filter((_, k) => k % strideOf(set.id) === 0) };
};

const sets: DevSet[] = [];
const families = new Map<string, Rows>();
for (const source of setSources()) {
  const set = source.load();
  if (typeof set === 'string') {
    log(`skipped ${set}`);
    continue;
  }
  sets.push(set);
  const family = familyOf(set.id);
  const rows = families.get(family) ?? { family, x: [], y: [] };
  families.set(family, rows);
  for (const mode of MODES) {
    for (const task of tasksOf(set, mode).tasks) {
      const gold = new Set(goldToolIds(task.gold));
      if (gold.size === 0) continue;
      const ctx = createTaskContext(set.index, task, set.prior);
      const pool = buildCandidatePool(ctx, DEFAULT_MENU_PARAMS.pool);
      const a = analyzeSet(ctx, pool.tools, pool.reasons);
      const x = membershipFeatures(a);
      for (let l = 0; l < a.tools.length; l++) {
        for (let f = 0; f < FEATURE_COUNT; f++) rows.x.push(x[l * FEATURE_COUNT + f] ?? 0);
        rows.y.push(gold.has(set.index.tools[a.tools[l] ?? 0]?.tool.id ?? '') ? 1 : 0);
      }
    }
  }
  log(`${set.id}: ${rows.y.length} pool tools so far in ${family}`);
}

const D = FEATURE_COUNT + 1;
const L2 = 1e-3;

/** z = bias + w·x of row r (beta: weights then bias). */
function logit(rows: Rows, beta: readonly number[], r: number): number {
  let z = beta[D - 1] ?? 0;
  for (let f = 0; f < FEATURE_COUNT; f++) z += (beta[f] ?? 0) * (rows.x[r * FEATURE_COUNT + f] ?? 0);
  return z;
}

/** Mean log loss per family, summed over families, plus the L2 penalty on the weights. */
function loss(data: readonly Rows[], beta: readonly number[]): number {
  let total = 0;
  for (const rows of data) {
    let sum = 0;
    for (let r = 0; r < rows.y.length; r++) {
      const z = logit(rows, beta, r);
      sum += rows.y[r] ? Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
    }
    total += sum / Math.max(1, rows.y.length);
  }
  for (let f = 0; f < FEATURE_COUNT; f++) total += 0.5 * L2 * (beta[f] ?? 0) ** 2;
  return total;
}

/** Logistic regression by Newton's method with step halving; each family weighs the same. */
function fit(data: readonly Rows[]): MembershipModel {
  let beta: number[] = Array.from({ length: D }, (_, k) => (k === D - 1 ? -4 : 0));
  const feature = (rows: Rows, r: number, f: number): number =>
    f === D - 1 ? 1 : (rows.x[r * FEATURE_COUNT + f] ?? 0);
  for (let it = 0; it < 30; it++) {
    const g = new Array<number>(D).fill(0);
    const H = Array.from({ length: D }, () => new Array<number>(D).fill(0));
    for (const rows of data) {
      const share = 1 / Math.max(1, rows.y.length);
      for (let r = 0; r < rows.y.length; r++) {
        const p = 1 / (1 + Math.exp(-logit(rows, beta, r)));
        const e = (p - (rows.y[r] ?? 0)) * share;
        const v = p * (1 - p) * share;
        for (let f = 0; f < D; f++) {
          const xf = feature(rows, r, f);
          if (xf === 0) continue;
          g[f] = (g[f] ?? 0) + e * xf;
          const row = H[f] ?? [];
          for (let h = f; h < D; h++) row[h] = (row[h] ?? 0) + v * xf * feature(rows, r, h);
        }
      }
    }
    for (let f = 0; f < D; f++) {
      for (let h = 0; h < f; h++) (H[f] ?? [])[h] = H[h]?.[f] ?? 0;
      if (f < D - 1) {
        g[f] = (g[f] ?? 0) + L2 * (beta[f] ?? 0);
        (H[f] ?? [])[f] = (H[f]?.[f] ?? 0) + L2;
      }
    }
    const step = solve(H, g);
    const before = loss(data, beta);
    let t = 1;
    let next = beta.map((b, k) => b - t * (step[k] ?? 0));
    while (loss(data, next) > before && t > 1e-4) {
      t /= 2;
      next = beta.map((b, k) => b - t * (step[k] ?? 0));
    }
    beta = next;
    if (Math.max(...step.map(Math.abs)) * t < 1e-6) break;
  }
  const round = (v: number): number => Math.round(v * 1e4) / 1e4;
  return {
    weights: beta.slice(0, FEATURE_COUNT).map(round),
    bias: round(beta[D - 1] ?? 0),
    trainedOn: data.map((r) => r.family),
  };
}

/** Solves A·x = b by Gauss–Jordan elimination with partial pivoting. */
function solve(A: readonly number[][], b: readonly number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i] ?? 0]);
  const at = (r: number, c: number): number => M[r]?.[c] ?? 0;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(at(r, c)) > Math.abs(at(p, c))) p = r;
    const pivot = M[p] ?? [];
    M[p] = M[c] ?? [];
    M[c] = pivot;
    if (at(c, c) === 0) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = at(r, c) / at(c, c);
      const row = M[r] ?? [];
      for (let h = c; h <= n; h++) row[h] = (row[h] ?? 0) - k * at(c, h);
    }
  }
  return Array.from({ length: n }, (_, i) => (at(i, i) === 0 ? 0 : at(i, n) / at(i, i)));
}

const all = [...families.values()];
const model = fit(all);
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
    '| left out | set | s0 | tasks | cov@8 rel / SP | cov@32 rel / SP | rec@8 rel / SP | first1 rel / SP |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const family of families.keys()) {
    const held = fit(all.filter((r) => r.family !== family));
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
        const cell = (k: '8' | '32', f: 'coverage' | 'recall' | 'first1'): string =>
          `${pct(rel[k]?.overall[f])} / ${pct(sp[k]?.overall[f])}`;
        lines.push(
          `| ${family} | ${set.id} | ${mode} | ${r.tasks} | ${cell('8', 'coverage')} | ${cell('32', 'coverage')} | ${cell('8', 'recall')} | ${cell('32', 'first1')} |`,
        );
        log(`lodo ${family} ${set.id} ${mode} done`);
      }
    }
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
}
