/**
 * `npm run train:binding [-- --write]`: fits the field binding model
 * (src/core/state/fieldBinding.ts) for "s0 supplies this input": over the required inputs of
 * each task's relevance top tools, on every dev set task with a given state (its label: the
 * given state satisfies the input), each family of sets weighing the same. Logistic loss, L2
 * 1e-3 on the weights, Newton's method. Prints precision and recall at BIND_THRESHOLD per set,
 * in sample and with the set's family left out of the fit, and how many of the gold steps' inputs
 * the inferred s0 supplies as the given s0 does, by the literal rules alone and with the committed
 * FITTED_BINDING.
 * `--only <feature>`: fits that feature's weight alone, every other weight and the bias held at
 * the committed FITTED_BINDING (a feature added to a model whose other weights stay as they are;
 * `--write` then writes that one weight). Its "family left out" figures leave out only that
 * weight's fit: the held ones were fitted on every family.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { rankByRelevance } from '../src/core/relevance/rankByRelevance';
import {
  BIND_THRESHOLD,
  BINDING_FEATURE_COUNT,
  BINDING_FEATURES,
  bindingCandidates,
  FITTED_BINDING,
  type BindingModel,
} from '../src/core/state/fieldBinding';
import { goldToolIds } from '../src/core/diagnose/goldTargets';
import { inferState, literalState } from '../src/core/state/inferState';
import { logisticRows } from '../src/core/util/logistic';
import { givenStateFields, resolveState, SATISFIED } from '../src/core/state/stateFields';
import { newton, type Objective } from './newton';
import { familyOf, NOT_FITTED, ROOT, setSources } from './qualitySets';

const log = (line: string): void => void process.stderr.write(`${line}\n`);
const F = BINDING_FEATURE_COUNT;
const D = F + 1;
const L2 = 1e-3;

interface Rows {
  set: string;
  family: string;
  x: number[];
  y: number[];
  /** The gold steps' inputs the given s0 supplies, and how many the inferred s0 supplies too (literal rules / with FITTED_BINDING), and those it supplies that the given s0 does not. */
  agree: { given: number; literal: number; bound: number; extraLiteral: number; extraBound: number };
}
const data: Rows[] = [];
for (const source of setSources()) {
  const set = source.load();
  if (typeof set === 'string' || NOT_FITTED.has(set.id)) continue;
  const agree = { given: 0, literal: 0, bound: 0, extraLiteral: 0, extraBound: 0 };
  const rows: Rows = { set: set.id, family: familyOf(set.id), x: [], y: [], agree };
  for (const task of set.tasks.tasks) {
    if (!task.state) continue;
    const given = resolveState(set.index, givenStateFields(set.index, task.state));
    const literals = literalState(set.index, task.query);
    const ranking = rankByRelevance(set.index, task.query);
    const byRules = resolveState(set.index, literals);
    const inferred = resolveState(set.index, inferState(set.index, task.query, ranking));
    for (const id of goldToolIds(task.gold)) {
      for (const r of set.index.tools[set.index.byId.get(id) ?? -1]?.requirements ?? []) {
        const supplied = (s: { sat: Float32Array }): boolean => (s.sat[r.fieldId] ?? 0) >= SATISFIED;
        if (supplied(given)) {
          agree.given++;
          if (supplied(byRules)) agree.literal++;
          if (supplied(inferred)) agree.bound++;
        } else {
          if (supplied(byRules)) agree.extraLiteral++;
          if (supplied(inferred)) agree.extraBound++;
        }
      }
    }
    const c = bindingCandidates(set.index, task.query, ranking, literals);
    c.fields.forEach((fieldId, i) => {
      for (let f = 0; f < F; f++) rows.x.push(c.x[i * F + f] ?? 0);
      rows.y.push((given.sat[fieldId] ?? 0) >= SATISFIED ? 1 : 0);
    });
  }
  data.push(rows);
  log(`${set.id}: ${rows.y.length} candidates, ${rows.y.filter(Boolean).length} supplied`);
}

/** Candidates per family (each family weighs the same: a row counts 1 / its family's size). */
function familySizes(train: readonly Rows[]): Map<string, number> {
  const families = new Map<string, number>();
  for (const r of train) families.set(r.family, (families.get(r.family) ?? 0) + r.y.length);
  return families;
}

function fit(train: readonly Rows[]): BindingModel {
  const families = familySizes(train);
  let beta: number[] = Array.from({ length: D }, (_, k) => (k === F ? -2 : 0));
  const objective = (b: readonly number[], derivatives: boolean): Objective => {
    let loss = 0;
    const g = new Array<number>(D).fill(0);
    const H = Array.from({ length: D }, () => new Array<number>(D).fill(0));
    for (const r of train) {
      const w = 1 / (families.get(r.family) ?? 1);
      for (let i = 0; i < r.y.length; i++) {
        const xi = (f: number): number => (f === F ? 1 : (r.x[i * F + f] ?? 0));
        let z = 0;
        for (let f = 0; f < D; f++) z += (b[f] ?? 0) * xi(f);
        const y = r.y[i] ?? 0;
        loss += w * (y ? Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)));
        if (!derivatives) continue;
        const p = 1 / (1 + Math.exp(-z));
        for (let f = 0; f < D; f++) {
          const a = xi(f);
          if (a === 0) continue;
          g[f] = (g[f] ?? 0) + w * (p - y) * a;
          const row = H[f] ?? [];
          for (let h = 0; h < D; h++) row[h] = (row[h] ?? 0) + w * p * (1 - p) * a * xi(h);
        }
      }
    }
    for (let f = 0; f < F; f++) {
      loss += 0.5 * L2 * (b[f] ?? 0) ** 2;
      g[f] = (g[f] ?? 0) + L2 * (b[f] ?? 0);
      (H[f] ?? [])[f] = (H[f]?.[f] ?? 0) + L2;
    }
    return { loss, g, H };
  };
  beta = newton(beta, objective);
  const round = (v: number): number => Math.round(v * 1e4) / 1e4;
  return { weights: beta.slice(0, F).map(round), bias: round(beta[F] ?? 0) };
}

/** Fits feature `only`'s weight alone on `train`, FITTED_BINDING's other weights and bias held (logistic loss, L2). */
function fitOne(train: readonly Rows[], only: number): BindingModel {
  const families = familySizes(train);
  const held = FITTED_BINDING.weights.map((w, f) => (f === only ? 0 : w));
  const objective = (b: readonly number[], derivatives: boolean): Objective => {
    const v = b[0] ?? 0;
    let loss = 0.5 * L2 * v * v;
    let g = L2 * v;
    let h = L2;
    for (const r of train) {
      const w = 1 / (families.get(r.family) ?? 1);
      for (let i = 0; i < r.y.length; i++) {
        let z = FITTED_BINDING.bias;
        for (let f = 0; f < F; f++) z += (held[f] ?? 0) * (r.x[i * F + f] ?? 0);
        const a = r.x[i * F + only] ?? 0;
        z += v * a;
        const y = r.y[i] ?? 0;
        loss += w * (y ? Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)));
        if (!derivatives || a === 0) continue;
        const p = 1 / (1 + Math.exp(-z));
        g += w * (p - y) * a;
        h += w * p * (1 - p) * a * a;
      }
    }
    return { loss, g: [g], H: [[h]] };
  };
  const [v = 0] = newton([0], objective);
  return { weights: held.map((w, f) => (f === only ? Math.round(v * 1e4) / 1e4 : w)), bias: FITTED_BINDING.bias };
}

function score(model: BindingModel, r: Rows): string {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const n = r.y.length;
  const x = Float32Array.from(r.x);
  const p = logisticRows(x, n, F, model.weights, model.bias);
  for (let i = 0; i < n; i++) {
    const on = (p[i] ?? 0) >= BIND_THRESHOLD;
    if (on && r.y[i]) tp++;
    else if (on) fp++;
    else if (r.y[i]) fn++;
  }
  return `precision ${((100 * tp) / Math.max(1, tp + fp)).toFixed(1)} recall ${((100 * tp) / Math.max(1, tp + fn)).toFixed(1)}`;
}

const onlyName = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const only = BINDING_FEATURES.findIndex((f) => f === onlyName);
if (onlyName !== undefined && only < 0)
  throw new Error(`--only ${onlyName}: no such feature (${BINDING_FEATURES.join(', ')})`);
const fitWith = (train: readonly Rows[]): BindingModel => (only >= 0 ? fitOne(train, only) : fit(train));
const model = fitWith(data);
log(`model: ${JSON.stringify(model)} (${BINDING_FEATURES.join(', ')})`);
const held = new Map<string, BindingModel>();
for (const family of new Set(data.map((r) => r.family)))
  held.set(family, fitWith(data.filter((r) => r.family !== family)));
for (const r of data) {
  const a = r.agree;
  log(
    `${r.set.padEnd(12)} in sample: ${score(model, r)} | family left out: ${score(held.get(r.family) ?? model, r)} | gold inputs the given s0 supplies: ${a.given}, the inferred s0 too: ${a.literal} by the literal rules, ${a.bound} with the binding; inferred, not given: ${a.extraLiteral} → ${a.extraBound}`,
  );
}
process.stdout.write(`${JSON.stringify({ features: BINDING_FEATURES, ...model }, null, 2)}\n`);

if (process.argv.includes('--write')) {
  const file = join(ROOT, 'src/core/state/fieldBinding.ts');
  const source = readFileSync(file, 'utf8');
  const literal = `export const FITTED_BINDING: BindingModel = {\n  weights: [${model.weights.join(', ')}],\n  bias: ${model.bias},\n};`;
  const next = source.replace(/export const FITTED_BINDING: BindingModel = \{[\s\S]*?\n\};/, literal);
  if (next === source && !source.includes(literal)) throw new Error(`${file}: FITTED_BINDING not found`);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  log(`${file}: FITTED_BINDING written`);
}
