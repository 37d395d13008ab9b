/** Newton's method for the small convex fits of the benches (trainMembership.ts, trainBinding.ts). */

/** Loss, gradient and Hessian (beta: weights then bias). */
export interface Objective {
  loss: number;
  g: number[];
  H: number[][];
}

/** Minimizes `f` by Newton's method with step halving from `start`. */
export function newton(start: number[], f: (beta: readonly number[], derivatives: boolean) => Objective): number[] {
  let beta = start;
  for (let it = 0; it < 40; it++) {
    const { loss, g, H } = f(beta, true);
    const step = solve(H, g);
    let t = 1;
    let next = beta.map((b, k) => b - t * (step[k] ?? 0));
    while (f(next, false).loss > loss && t > 1e-4) {
      t /= 2;
      next = beta.map((b, k) => b - t * (step[k] ?? 0));
    }
    beta = next;
    if (Math.max(...step.map(Math.abs)) * t < 1e-6) break;
  }
  return beta;
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
