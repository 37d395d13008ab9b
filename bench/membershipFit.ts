/**
 * The membership model's fit (bench/trainMembership.ts reads the pools of the dev sets and calls
 * it; its head says what the loss is and why it has two stages). A module of its own so that the
 * fit can be tested on made-up pools (membershipFit.test.ts).
 */
import type { MembershipModel } from '../src/core/menu/membershipFeatures';
import { newton, type Objective } from './newton';

/** L2 penalty on the weights (not the bias), unless FitSettings.l2 says otherwise. */
export const DEFAULT_L2 = 1e-3;

/** One task's pool: its tools' features (row-major), how many, and which are gold (local indices). */
export interface Pool {
  x: Float32Array;
  n: number;
  gold: number[];
  /** Weight of each gold tool's ranking term (summing to 1); each the same when absent. */
  goldWeights?: number[];
}

/** One family's pools. */
export interface Family {
  family: string;
  pools: Pool[];
}

export interface FitSettings {
  /** Features per tool (the model has as many weights, then a bias). */
  features: number;
  /** Weight of the calibration (logistic) loss against the ranking loss: puts the two on a like scale. */
  alpha: number;
  /** Temperature of the soft minimum that weighs a task's gold tools in the second fit. */
  tau: number;
  /** Features fitted in a second stage, over the others held. */
  secondStage: ReadonlySet<number>;
  /** Features held at a set weight in both stages. */
  fixed: ReadonlyMap<number, number>;
  /** L2 penalty on the weights (not the bias); DEFAULT_L2 when absent. */
  l2?: number;
}

/** The fits over `settings`: `fit` (both stages, then scale and bias) and `fitOnly` (one weight next to `base`). */
export function membershipFitter(settings: FitSettings): {
  fit: (data: readonly Family[]) => MembershipModel;
  fitOnly: (data: readonly Family[], only: number, base: MembershipModel) => MembershipModel;
} {
  const F = settings.features;
  const D = F + 1;
  const ALPHA = settings.alpha;
  const TAU = settings.tau;
  const secondStage = settings.secondStage;
  const FIXED = settings.fixed;
  const L2 = settings.l2 ?? DEFAULT_L2;

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
   * `--only <feature>`: that feature's weight alone, `base`'s other weights and bias held
   * (one Newton fit of the full loss, each task's ranking term weighed by its soft minimum under the
   * committed model): a feature added next to a tuned model, without the refit of the other weights
   * moving the menus the reranker's rules were set on.
   */
  function fitOnly(data: readonly Family[], only: number, base: MembershipModel): MembershipModel {
    const held = [...base.weights.map((w, f) => (f === only ? 0 : w)), base.bias];
    for (const family of data) for (const p of family.pools) p.goldWeights = softMinWeights(p, held);
    const beta = newton(held, (b, d) => hold(objective(data, b, d), (f) => f === only));
    return { weights: beta.slice(0, F).map(round4), bias: base.bias, trainedOn: data.map((r) => r.family) };
  }

  return { fit, fitOnly };
}
