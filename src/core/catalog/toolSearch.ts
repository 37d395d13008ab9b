import type { CatalogIndex } from './catalogIndex';

/** Each tool's id and name in lower case, kept per index (an edit's new index starts fresh). */
const lowered = new WeakMap<CatalogIndex, { ids: string[]; names: string[] }>();

function loweredOf(index: CatalogIndex): { ids: string[]; names: string[] } {
  let l = lowered.get(index);
  if (!l) {
    l = {
      ids: index.tools.map((t) => t.tool.id.toLowerCase()),
      names: index.tools.map((t) => t.tool.name.toLowerCase()),
    };
    lowered.set(index, l);
  }
  return l;
}

const SEPARATORS = /[._\-/:\s]/;

/**
 * How well `q` names a tool: 0 exact id or name, 1 a prefix of either, 2 the start of a part of
 * the id or name (after . _ - / :), 3 a substring, 4 every word of `q` a substring, 5–6 its
 * letters in order (the tighter, the better); undefined when none.
 */
function matchScore(q: string, words: readonly string[], id: string, name: string): number | undefined {
  if (id === q || name === q) return 0;
  if (id.startsWith(q) || name.startsWith(q)) return 1;
  const atId = id.indexOf(q);
  const atName = name.indexOf(q);
  if (atId >= 0 || atName >= 0) {
    const partStart = (s: string, k: number): boolean => k > 0 && SEPARATORS.test(s[k - 1] ?? '');
    return (atId >= 0 && partStart(id, atId)) || (atName >= 0 && partStart(name, atName)) ? 2 : 3;
  }
  if (words.length > 1 && words.every((w) => id.includes(w) || name.includes(w))) return 4;
  const span = Math.min(subsequenceSpan(q, id), subsequenceSpan(q, name));
  return Number.isFinite(span) ? 5 + Math.min(1, (span - q.length) / Math.max(1, span)) : undefined;
}

/** The length of the shortest window of `s`, starting at a match of q's first letter, holding q's letters in order (greedy); Infinity when there is none. */
function subsequenceSpan(q: string, s: string): number {
  let best = Infinity;
  const first = q[0] ?? '';
  for (let start = s.indexOf(first); start >= 0; start = s.indexOf(first, start + 1)) {
    let k = 1;
    let j = start + 1;
    for (; j < s.length && k < q.length; j++) if (s[j] === q[k]) k++;
    if (k < q.length) break;
    best = Math.min(best, j - start);
  }
  return best;
}

/**
 * The catalog's tools whose id or name best match `query` (case-insensitive): exact, prefix,
 * part prefix, substring, every word, then letters in order; ties by the shorter id, then
 * catalog order. At most `limit`. One pass over the catalog's lowered ids and names (a
 * 16,000-tool catalog in a few milliseconds), for a search box that asks on every keystroke.
 */
export function searchTools(index: CatalogIndex, query: string, limit = 20): number[] {
  const q = query.trim().toLowerCase();
  if (q === '' || limit <= 0) return [];
  const words = q.split(/\s+/).filter(Boolean);
  const { ids, names } = loweredOf(index);
  const hits: { tool: number; score: number }[] = [];
  for (let t = 0; t < ids.length; t++) {
    const score = matchScore(q, words, ids[t] ?? '', names[t] ?? '');
    if (score !== undefined) hits.push({ tool: t, score });
  }
  hits.sort((a, b) =>
    a.score !== b.score
      ? a.score < b.score
        ? -1
        : 1
      : (ids[a.tool]?.length ?? 0) - (ids[b.tool]?.length ?? 0) || a.tool - b.tool,
  );
  return hits.slice(0, limit).map((h) => h.tool);
}
