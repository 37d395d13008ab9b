import type { CatalogIndex } from '../catalog/catalogIndex';

function jaccard(a: ArrayLike<number>, b: ArrayLike<number>): number {
  // Both sorted ascending.
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  const union = a.length + b.length - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Redundancy of two tools in [0, 1]: 0.35 × signature overlap (same inputs and outputs) +
 * 0.65 × text overlap (Jaccard of name/description/field terms). Text weighs more because
 * type-level schemas (text → text) make unrelated tools share a signature. Near-duplicates
 * (eight weather APIs) score high; a tool and its bridge score low.
 */
export function redundancy(index: CatalogIndex, a: number, b: number): number {
  const sigs = index.signatures;
  const sa = sigs[a];
  const sb = sigs[b];
  const ta = index.bm25.docTerms[a];
  const tb = index.bm25.docTerms[b];
  if (!sa || !sb || !ta || !tb) return 0;
  return 0.35 * jaccard(sa, sb) + 0.65 * jaccard(ta, tb);
}
