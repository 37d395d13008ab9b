import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Displacement, RetrieverContributions } from './displacement';
import type { MembershipDriver } from './membershipDrivers';

function f2(x: number): string {
  const s = x.toFixed(2);
  return s === '-0.00' ? '0.00' : s.replace('-', '−');
}

/** What one membership feature says of its subject S (the tool with the higher value). */
function featurePhrase(d: MembershipDriver, subject: string, nameOf: (tool: number) => string): string {
  const via = d.via;
  const relevantTool = via ? nameOf(via.tool) : 'a relevant tool';
  switch (d.feature) {
    case 'rel':
      return `${subject} has the higher BM25 score`;
    case 'rank':
      return `${subject} has the higher relevance rank`;
    case 'top8':
      return `${subject} is in relevance's top 8`;
    case 'top32':
      return `${subject} is in relevance's top 32`;
    case 'feeds':
    case 'feedsXrel':
      return `${subject} feeds ${via?.field ? `${relevantTool}'s ${via.field}` : `an input of ${relevantTool}`}${d.feature === 'feedsXrel' ? ' and is relevant itself' : ''}`;
    case 'fedBy':
    case 'fedByXrel':
      return `${relevantTool}'s output feeds ${via?.field ? `${subject}'s ${via.field}` : subject}${d.feature === 'fedByXrel' ? ` and ${subject} is relevant itself` : ''}`;
    case 'feedsExcl':
      return `${subject} is one of few producers of ${via?.field ? `${relevantTool}'s ${via.field}` : `an input of ${relevantTool}`}`;
    case 'fedByExcl':
      return `${relevantTool} is one of few producers of ${via?.field ? `${subject}'s ${via.field}` : `an input of ${subject}`}`;
    case 'clause':
      return `${subject} has the higher BM25 score in one clause of the request`;
    case 'clauseRank':
      return `${subject} ranks higher in one clause of the request`;
    case 'semClause':
      return `${subject}'s description is closer in meaning to one clause of the request`;
    case 'semName':
      return `${subject}'s name means what the request says${!d.words ? '' : d.words.tool === d.words.request ? ` ("${d.words.tool}")` : ` ("${d.words.tool}" ≈ "${d.words.request}")`}`;
    case 'semRank':
      return `${subject} ranks higher by meaning, against the clause it is closest to`;
    case 'semClauseRank':
      return `${subject} ranks higher by meaning within one clause of the request`;
    case 'target':
      return `${subject} is a likely target`;
    case 'path':
      return `${subject} is on a cheapest chain to a likely target`;
    case 'chi':
      return `s0 supplies ${subject}'s inputs`;
    case 'noInputs':
      return `${subject} needs no inputs`;
    case 'uptake':
      return `${subject} takes s0's ${via?.field || 'data'}, which few tools of the set take`;
    case 'resolves':
      return `${subject} looks up ${via?.field ? `${relevantTool}'s ${via.field}` : `an input of ${relevantTool}`} from the data the user gave`;
    case 'verbOnly':
      return `${subject} matches the request only by a reading verb whose object names another tool`;
    case 'namedRival':
      return `${subject} does what a tool of a service the request names does, from another service`;
    default:
      return `${subject}'s ${d.feature}`;
  }
}

/** Each s^R term in words (the why-not and absent-tool lines). */
export const RETRIEVER_TERM_NAME = {
  M: 'membership M',
  link: 'chain links',
  lambdaC: 'coverage λC',
  etaD: 'redundancy −ηD',
} as const;

function sR(t: RetrieverContributions): string {
  return t.lambdaC === undefined ? `M ${t.link === undefined ? '' : '+ link '}− ηD ${f2(t.sR)}` : f2(t.sR);
}

/**
 * One line on why a relevance top-K tool is not on the State-Path menu, e.g. "not on State-Path:
 * displaced by X (sᴿ 0.41 vs 0.22: membership M 0.45 vs 0.25 — X feeds send_receipt's
 * customer_email)" or "not on State-Path: not in the candidate pool (relevance rank 140 > the
 * pool's relevance top 96)". Tools are named by `nameOf` (default: their ids).
 */
export function displacementLine(
  d: Displacement,
  index: CatalogIndex,
  nameOf: (tool: number) => string = (tool) => index.tools[tool]?.tool.id ?? String(tool),
): string {
  const head = 'not on State-Path: ';
  if (d.kind === 'not-in-pool') {
    return d.relevanceRank > d.relevanceTop
      ? `${head}not in the candidate pool (relevance rank ${d.relevanceRank} > the pool's relevance top ${d.relevanceTop})`
      : `${head}not in the candidate pool (full at ${d.poolSize} of ${d.poolCap} tools before relevance rank ${d.relevanceRank})`;
  }
  if (d.kind === 'not-picked')
    return `${head}in the candidate pool but not picked (M ${f2(d.M)} below the last admitted sᴿ ${f2(d.bar)})`;
  const by = nameOf(d.by.tool);
  const self = nameOf(d.tool);
  const a = d.by.terms[d.term];
  const b = d.missing[d.term];
  let why: string;
  if (d.term === 'M') {
    const phrases = d.drivers.map((x) => {
      const phrase = featurePhrase(x, x.higherIn === 'a' ? by : self, nameOf);
      return x.higherIn === 'a' ? phrase : `${phrase}, which M weighs down`;
    });
    const reading = d.driversExplainScorer ? '' : 'as the fitted structural M reads it: ';
    why = phrases.length > 0 ? ` — ${reading}${phrases.join('; ')}` : '';
  } else if (d.term === 'etaD') {
    why = d.redundantWith ? ` — ${self} repeats ${nameOf(d.redundantWith.tool)}, picked before` : '';
  } else if (d.term === 'link') {
    why = ` — ${by} makes an input of a tool likely on the path, or takes its output`;
  } else {
    why = ` — ${by} supplies inputs the menu still needed`;
  }
  return `${head}displaced by ${by} (sᴿ ${f2(d.by.terms.sR)} vs ${sR(d.missing)}: ${RETRIEVER_TERM_NAME[d.term]} ${f2(a ?? 0)} vs ${f2(b ?? 0)}${why})`;
}
