import type { MembershipOutput } from './membership';
import { DEFAULT_MENU_RULES, type MenuRules } from './menuRules';
import { redundancy } from './redundancy';
import type { SetAnalysis } from './setAnalysis';
import { mentionOrder } from './stepMentions';

// The constants are rules (MenuRules): alternativeRedundancy (tools at or above it are
// alternatives to each other, not steps to order, 0.5); kappaOrients (two tools linked both ways
// orient each other only when their direct links differ by this much, 0.25: an `image` in and out
// of both is no order, a `lat`/`lng` one way and a weak `address` back is); fullLinkKappa (κ_ij
// from which i supplies all of j's required input by exact or alias links, 0.99: 1 less the
// rounding of the shares). Each bullet below is a switch of its own (docs/ablation.md).

/**
 * Which tools of the set a chain of field links (κ > 0, any strength, through any tools of the
 * set) leads from which: reach[i * n + j] = 1 when i's outputs can reach j's inputs.
 */
export function linkReach(a: SetAnalysis): Uint8Array {
  const n = a.tools.length;
  const words = (n + 31) >>> 5;
  // One bit row per tool. Warshall's closure over bit rows runs n² row tests and ORs a row of
  // n / 32 words where a test passes; over one byte per pair it ran up to n³ steps, and V8
  // compiled that loop on stack at every call (the reranker calls this once per menu) and
  // dropped the compiled code when the loop ended, on the worker's thread and the
  // compiler's, in Chromium traces of the 16,000-tool rebuilds.
  const rows = new Uint32Array(n * words);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++)
      if (i !== j && (a.kappa[i * n + j] ?? 0) > 0)
        rows[i * words + (j >>> 5)] = ((rows[i * words + (j >>> 5)] ?? 0) | (1 << (j & 31))) >>> 0;
  }
  for (let k = 0; k < n; k++) {
    const word = k >>> 5;
    const bit = 1 << (k & 31);
    for (let i = 0; i < n; i++)
      if (((rows[i * words + word] ?? 0) & bit) !== 0) orRow(rows, i * words, k * words, words);
  }
  const reach = new Uint8Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) if (((rows[i * words + (j >>> 5)] ?? 0) & (1 << (j & 31))) !== 0) reach[i * n + j] = 1;
  return reach;
}

/** rows[into … into + words) |= rows[from … from + words). */
function orRow(rows: Uint32Array, into: number, from: number, words: number): void {
  for (let w = 0; w < words; w++) rows[into + w] = ((rows[into + w] ?? 0) | (rows[from + w] ?? 0)) >>> 0;
}

/**
 * The precedence the reranker orders by: the scorer's b_ij, except where nothing but the scorer
 * relates two tools.
 * - Linked in a way that orients them (a chain of field links inside the menu from one to the
 *   other and not back, or links both ways whose direct strengths differ by rules.kappaOrients): the
 *   scorer's b_ij. For `ordering` (the reranker's second pass, which orders the leading tools
 *   and does not choose them), evidence the scorer may have missed comes first, b = 1 for the
 *   first step and 0 for the other:
 *   - (rules.fullLink) one supplies every required input of the other at full strength (κ_ij ≥ rules.fullLinkKappa) and
 *     nothing links back directly (κ_ji = 0): "stitch the extracted frame with example2.jpg
 *     into a panorama, then make a slideshow of it", the stitcher's `image` is all the
 *     slideshow takes;
 *   Otherwise the scorer's b: the links and the wording where they agree once overruled it as
 *   well, which changed no dev set's metrics by half a point (docs/ablation.md).
 * - (rules.wordingOrder) Otherwise, both named by the request, at least MENTION_GAP apart by their
 *   distinctive words, and not near-duplicates (redundancy ≥ rules.alternativeRedundancy):
 *   the request's order, b = 1 for the step named first and 0 for the other. "Apply for the
 *   job, clean the house, book the restaurant" has no field that orders the three; the wording
 *   does. Nor does `text` in and out of both order "translate it, check the grammar,
 *   summarize". Other pairs the request names both keep the scorer's b.
 * - (rules.bothWaysWording) For `ordering` only, two tools linked directly both ways (κ_ij > 0 and κ_ji > 0, like
 *   strengths) that the request names by any of their words (mentionOrder's `anyWords`, as
 *   requestOpener reads them), at least MENTION_GAP apart and not alternatives: the request's
 *   order. The second pass orders tools already chosen to lead, so a step need not be among the
 *   most relevant to be placed where the request names it: "colorize that representation, and
 *   combine it with the given image to create a collage" names the colorizer (under 30 % of the
 *   best match) before the stitcher, and `image` runs both ways between them.
 * - (rules.unlinkedWording) For `ordering` only, two tools no field link joins, either named by
 *   words under the requested share (mentionOrder's `anyWords`), at least MENTION_GAP apart and
 *   not alternatives: the request's order. "Watch the movie 'Inception' and then make a video
 *   call": one word names the movie step, and nothing but the wording orders the two.
 * - (rules.clauseOrder) In the three wording rules above, where the words leave the two
 *   unordered (either not named by them, or too close), the clauses of the request their meanings
 *   match order them (stepMentions' clauseOrder: each tool's best clause in word vectors, by at
 *   least rules.clauseOrder over its next best, the user's presented data blanked).
 * - Otherwise, linked both ways: the scorer's b_ij.
 * - Otherwise, seen together in successful runs (ρ has counts): the scorer's b_ij.
 * - (rules.neutralPrecedence; off: the scorer's b_ij) Otherwise b_ij = b_ji = 0.5, neutral. The learned encoder is trained on precedence pairs of
 *   gold chains only, so its b for two unrelated tools is extrapolation, and an off-path tool
 *   in slot 1 would steer the order term of every later slot. The structural scorer's b is 0
 *   both ways for such pairs, which orders the same.
 */
export function rerankPrecedence(
  a: SetAnalysis,
  out: MembershipOutput,
  reach: Uint8Array = linkReach(a),
  ordering = false,
  rules: MenuRules = DEFAULT_MENU_RULES,
): Float32Array {
  const n = a.tools.length;
  const named = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (!Number.isNaN(a.mention[i] ?? NaN)) named[i] = 1;
  const precedence = Float32Array.from(out.precedence);
  // Module functions only in this loop: a closure made here is new at every call, and V8's code
  // for one call's closure was thrown away at the next ("wrong call target").
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const linked = reach[i * n + j] === 1 || reach[j * n + i] === 1;
      const unoriented =
        reach[i * n + j] === 1 &&
        reach[j * n + i] === 1 &&
        Math.abs((a.kappa[i * n + j] ?? 0) - (a.kappa[j * n + i] ?? 0)) < rules.kappaOrients;
      if (linked && !unoriented) {
        if (ordering) orderLinked(a, precedence, i, j, rules);
        continue;
      }
      if (named[i] && named[j] && rules.wordingOrder) {
        const order = wordingOrder(a, i, j, rules);
        if (order !== 0) setFirst(precedence, n, order, i, j);
        continue;
      }
      if (ordering && rules.unlinkedWording && !linked) {
        const order = wordingOrder(a, i, j, rules, true);
        if (order !== 0) {
          setFirst(precedence, n, order, i, j);
          continue;
        }
      }
      if (ordering && rules.bothWaysWording && (a.kappa[i * n + j] ?? 0) > 0 && (a.kappa[j * n + i] ?? 0) > 0) {
        const order = wordingOrder(a, i, j, rules, true);
        if (order !== 0) setFirst(precedence, n, order, i, j);
        continue;
      }
      if (linked || seenTogether(a, i, j) || !rules.neutralPrecedence) continue;
      precedence[i * n + j] = 0.5;
      precedence[j * n + i] = 0.5;
    }
  }
  return precedence;
}

/**
 * The request's order of two steps (0: none, or they are alternatives, redundancy ≥
 * rules.alternativeRedundancy, not steps): by their words, else by the clauses their meaning
 * matches (rules.clauseOrder); `anyWords` as in mentionOrder.
 */
function wordingOrder(a: SetAnalysis, i: number, j: number, rules: MenuRules, anyWords = false): -1 | 0 | 1 {
  if (redundancy(a.ctx.index, a.tools[i] ?? 0, a.tools[j] ?? 0) >= rules.alternativeRedundancy) return 0;
  return mentionOrder(a, i, j, anyWords, 0, rules.clauseOrder);
}

/** b = 1 for the step that comes first (i when order > 0), 0 for the other. */
function setFirst(precedence: Float32Array, n: number, order: -1 | 1, i: number, j: number): void {
  const first = order > 0 ? i : j;
  const then = order > 0 ? j : i;
  precedence[first * n + then] = 1;
  precedence[then * n + first] = 0;
}

/** Whether successful runs saw the two tools together (ρ has counts). */
function seenTogether(a: SetAnalysis, i: number, j: number): boolean {
  const prior = a.ctx.prior;
  return (
    !prior.isEmpty && prior.count(a.tools[i] ?? 0, a.tools[j] ?? 0) + prior.count(a.tools[j] ?? 0, a.tools[i] ?? 0) > 0
  );
}

/** The second pass's rule for two tools the links orient: a full one-way link (see rerankPrecedence). */
function orderLinked(a: SetAnalysis, precedence: Float32Array, i: number, j: number, rules: MenuRules): void {
  const n = a.tools.length;
  const kij = a.kappa[i * n + j] ?? 0;
  const kji = a.kappa[j * n + i] ?? 0;
  if (rules.fullLink && kij >= rules.fullLinkKappa && kji === 0) return setFirst(precedence, n, 1, i, j);
  if (rules.fullLink && kji >= rules.fullLinkKappa && kij === 0) return setFirst(precedence, n, -1, i, j);
}
