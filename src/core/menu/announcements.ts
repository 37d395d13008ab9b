import { redundancy } from './redundancy';
import type { SupplierLists } from './supplierLists';
import { namedOrder, presentedMask } from './stepMentions';
import type { TaskContext } from './taskContext';

/** The producers the request announces for each input (SetAnalysis's part from findAnnouncements). */
export interface AnnouncedProducers {
  /** announced.get(j * stride + k): local producers the request names before tool j for its requirement k. */
  announced: Map<number, number[]>;
  /** Key stride of `announced` (max requirements per tool). */
  stride: number;
}

/** Announced producers kept per input: the nearest earlier mentions. */
export const ANNOUNCERS_PER_INPUT = 2;

/**
 * Whether the request names `producer` only as part of `consumer`'s step: the clause that names
 * the consumer best (ClauseRelevance.home, over the clauses that ask for something) is the
 * producer's too, and the consumer is that clause's best match. "I have a text file and I would
 * like to analyze this text to identify the named entities …" names one step, Token
 * Classification, whose clause also matches a sentiment analysis's `analyze`; "extract the text
 * from the image, then translate it" names two, in two clauses. Needs a request of two clauses or
 * more (TaskContext.stepClauses).
 */
export function sameStep(ctx: TaskContext, producer: number, consumer: number): boolean {
  const { home, top } = ctx.stepClauses;
  const clause = home[consumer] ?? -1;
  return clause >= 0 && home[producer] === clause && top[clause]?.[0] === consumer;
}

/**
 * Announced producers: when a request names a step that produces a field before the step
 * that consumes it ("classify the image, generate a sentence from it, then draw a new image"),
 * the consumer's input is expected from that step even if s0 has a field of that name. Both
 * tools must be requested (relevance ≥ 30% of the best) and not near-duplicates of each other,
 * and the producer's distinctive words must come at least MENTION_GAP earlier (namedOrder, read
 * as `mean`; words that only present what the user has, "I have an audio file … containing a
 * music piece", name no step: tokenize.ts's dataClauseRanges), nor does a producer named in the
 * clause the consumer is the best match of ("I would like to analyze this text to identify the
 * named entities": `analyze` is a word of the entity step, not a sentiment step before it;
 * sameStep).
 * Only the wording announces. Successful runs (ρ) did too until sp-features/4: a producer the
 * runs often put first was announced for every request, so "I have example.wav; draw its
 * spectrogram" expected the audio from Audio-to-Audio, which then took slot 1 (TaskBench: the
 * gold first step at slot 1 for 4.3 % more tasks without, docs/results.md). The runs still order
 * the steps (the precedence's ρ term) and halve e_i where they put a requested tool first.
 */
export function findAnnouncements(
  ctx: TaskContext,
  tools: readonly number[],
  mention: Float32Array,
  termMasks: Uint32Array,
  suppliers: SupplierLists,
  stride: number,
): Map<number, number[]> {
  const announced = new Map<number, number[]>();
  const { index, state } = ctx;
  // Words that only present what the user has name no step here: "I have an audio file …
  // containing a music piece" does not announce the spectrogram's audio from Audio-to-Audio.
  const asked = ~presentedMask(ctx.relevance) >>> 0;
  tools.forEach((tool, j) => {
    const pj = mention[j] ?? NaN;
    if (Number.isNaN(pj)) return;
    index.tools[tool]?.requirements.forEach((r, k) => {
      if ((state.sat[r.fieldId] ?? 0) <= 0) return;
      const found: { producer: number; gap: number }[] = [];
      const node = (suppliers.reqStart[j] ?? 0) + k;
      for (let p = suppliers.start[node] ?? 0, end = suppliers.start[node + 1] ?? 0; p < end; p++) {
        const local = suppliers.producer[p] ?? 0;
        const pi = mention[local] ?? NaN;
        if (Number.isNaN(pi)) continue;
        const producer = tools[local] ?? 0;
        const maskP = ((termMasks[local] ?? 0) & asked) >>> 0;
        if (namedOrder(ctx.relevance, maskP, ((termMasks[j] ?? 0) & asked) >>> 0, 'mean') !== 1) continue;
        if (sameStep(ctx, producer, tool)) continue;
        if (redundancy(index, producer, tool) >= 0.5) continue;
        // The step mentioned just before is the likeliest source.
        found.push({ producer: local, gap: pj - pi });
      }
      found.sort((x, y) => x.gap - y.gap || x.producer - y.producer);
      if (found.length === 0) return;
      announced.set(
        j * stride + k,
        found.slice(0, ANNOUNCERS_PER_INPUT).map((f) => f.producer),
      );
    });
  });
  return announced;
}
