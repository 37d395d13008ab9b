import type { MenuMethod, MenuParams, MenuSlot } from '../../core/index';
import type { TermGroup, TermView } from './slotViews';

const fmt = (x: number): string => String(Math.round(x * 1000) / 1000);

/**
 * The breakdown of one slot's score as contributions: for State-Path the retriever terms
 * s^R = M (+ link past the first L slots) + λ·C − η·D of every slot and, in the top L, the reranker terms
 * s^O = w_m·m + w_p·φ + w_s·P + [r = 1]·w_e·e + order; for relevance the BM25 score.
 */
export function slotTerms(method: MenuMethod, slot: MenuSlot, params: MenuParams): TermView[] {
  const t = slot.terms;
  if (method === 'relevance') {
    return [
      {
        key: 'bm25',
        group: 'relevance',
        symbol: 'BM25',
        label: 'textual relevance to the request',
        value: t.relevance ?? slot.score,
        total: true,
      },
    ];
  }
  const out: TermView[] = [];
  const add = (
    group: TermGroup,
    key: string,
    symbol: string,
    label: string,
    raw: number | undefined,
    weight: number,
    total = false,
  ): void => {
    if (raw === undefined) return;
    const view: TermView = { key, group, symbol, label, value: raw * weight };
    if (weight !== 1) view.raw = raw;
    if (total) view.total = true;
    out.push(view);
  };
  const w = params.weights;
  add('retriever', 'M', 'M', 'path membership', t.M, 1);
  add('retriever', 'link', 'link', `chain links: membership added past the first ${params.top} slots`, t.link, 1);
  add('retriever', 'lambdaC', 'λC', `marginal coverage (λ = ${fmt(params.lambda)})`, t.C, params.lambda);
  add('retriever', 'etaD', '−ηD', `redundancy with tools already chosen (η = ${fmt(params.eta)})`, t.D, -params.eta);
  add('retriever', 'sR', 'sᴿ', `retriever score M ${t.link === undefined ? '' : '+ link '}+ λC − ηD`, t.sR, 1, true);
  // A slot the retriever left empty, filled from the rest of the catalog (core menuFill).
  add('fill', 'api', 'API', "share of the menu's membership from the tool's API", t.api, 1);
  add('fill', 'supplied', 'supplied', 'share of its required inputs s0 or the menu supplies', t.supplied, 1);
  add('fill', 'similarity', '≈', 'word-vector match with the request', t.similarity, 1);
  add('reranker', 'm', 'w_m·m', `membership (w_m = ${fmt(w.m)})`, t.m, w.m);
  add('reranker', 'phi', 'w_p·φ', `role fit to this position (w_p = ${fmt(w.p)})`, t.phi, w.p);
  add('reranker', 'P', 'w_s·P', `share of inputs already satisfied (w_s = ${fmt(w.s)})`, t.P, w.s);
  add('reranker', 'e', 'w_e·e', `entry: callable from s0, slot 1 only (w_e = ${fmt(w.e)})`, t.e, w.e);
  // The order term arrives already scaled by w_d / max(1, r − 1).
  add('reranker', 'order', 'order', `precedence after the tools above (w_d = ${fmt(w.d)})`, t.order, 1);
  add('reranker', 'sO', 'sᴼ', 'reranker score', t.sO, 1, true);
  return out;
}

/** Largest |contribution| per group over a menu's slots, so bars compare across slots. */
export function termScale(slots: readonly { terms: readonly TermView[] }[]): Record<TermGroup, number> {
  const scale: Record<TermGroup, number> = { retriever: 0, reranker: 0, relevance: 0, fill: 0 };
  for (const s of slots) for (const t of s.terms) scale[t.group] = Math.max(scale[t.group], Math.abs(t.value));
  return scale;
}
