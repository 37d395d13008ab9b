/**
 * A fitted logistic model over a row-major feature matrix: σ(bias + Σ_f weights_f · x[i·width + f])
 * for each of its n rows (the membership model and the field binding model).
 */
export function logisticRows(
  x: Float32Array,
  n: number,
  width: number,
  weights: readonly number[],
  bias: number,
): Float32Array {
  const p = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let z = bias;
    for (let f = 0; f < width; f++) z += (weights[f] ?? 0) * (x[i * width + f] ?? 0);
    p[i] = 1 / (1 + Math.exp(-z));
  }
  return p;
}
