import { DEFAULT_MENU_RULES, type MenuRules } from './menuRules';
import { ROLE_ORDER, type MembershipOutput } from './membership';
import { SATISFIED } from '../state/stateFields';
import type { SetAnalysis } from './setAnalysis';
import type { SupplierLists } from './supplierLists';
import { givenFieldUse } from './membershipFeatures';
import { redundancy } from './redundancy';
import { namesProvider } from './providerNames';
import { linkReach, rerankPrecedence } from './rerankPrecedence';
import { mentionOrder, presentedMask, termMask, verbMask } from './stepMentions';
import { toolProvider } from '../catalog/linkScope';
import { ordersSteps } from '../relevance/clauseRelevance';
import { actionMatches } from '../relevance/actionMatch';
import { refersToExisting } from '../relevance/existingMentions';
import { isParticiple, MAKING_VERBS, toolOperation, verbOperations } from '../relevance/operations';
import { requestActions } from '../relevance/requestActions';
import { plainWords, stem } from '../relevance/tokenize';

/** Reranker weights of s^O (SPEC.md §3). */
export interface RerankWeights {
  /** w_m: membership m_i. */
  m: number;
  /** w_p: role-position fit φ. */
  p: number;
  /** w_s: share of inputs already satisfied P_i(s_{r−1}). */
  s: number;
  /** w_e: entry bonus on slot 1. */
  e: number;
  /** w_d: precedence (order) term. */
  d: number;
}

/** Reranker terms of a placed slot. */
export interface RerankTerms {
  m: number;
  phi: number;
  P: number;
  e: number;
  order: number;
  /** s^O_i(r), the weighted sum. */
  sO: number;
}

/**
 * Why a reranked slot holds its tool: `score`, the best s^O among the tools not yet placed; else
 * the constraint that kept the tool with the best s^O (`over`, local index) out of this slot —
 * `producer-first` (it lacks an input that an unplaced menu tool produces), `request-order`
 * (slot 1 goes to the step the request names first: requestOpener), `named-provider` (slot 1 goes
 * to the step of the provider the request names that does what the pick does, or is its
 * alternative: sameProvider under rules.namedProvider), `same-provider` (slot 1 goes to the
 * pick's look-alike from the provider that offers the other leading steps: sameProvider),
 * `existing-lookup` (slot 1 goes
 * to the lookup of an existing thing the request speaks of, not a step that would make a new
 * one: existingLookup), `id-producer` (slot 1 goes to
 * the step that issues an identifier the pick needs and s0 lacks: idProducer), `precedence` (it waits for a
 * leading tool that clearly precedes it), `cycle` (every open tool waited for another and the wait
 * on the least likely tool gave way to this one), `callable-first` (slot 1 must be callable from
 * s0 and it is not).
 */
export type PlacementRule =
  | 'score'
  | 'producer-first'
  | 'request-order'
  | 'named-provider'
  | 'same-provider'
  | 'existing-lookup'
  | 'id-producer'
  | 'precedence'
  | 'cycle'
  | 'callable-first';

export interface Placement {
  rule: PlacementRule;
  /** The tool with the best s^O that the rule kept out of this slot (local index); absent for `score`. */
  over?: number;
  /**
   * For `producer-first` and `precedence`: the unplaced tool `over` waits for (a producer of an
   * input it lacks, or a leading tool that clearly precedes it), this slot's own tool when it is one.
   */
  after?: number;
}

/**
 * φ(role, r): how well a role fits slot r of L (x = (r−1)/(L−1) from 0 to 1). Entries fit the
 * top, bridges the upper middle, targets and terminals further down; off-path tools are
 * neutral-to-late so path tools take the first slots.
 */
export function roleFit(roleIndex: number, r: number, L: number): number {
  const x = L <= 1 ? 0 : (r - 1) / (L - 1);
  switch (ROLE_ORDER[roleIndex]) {
    case 'entry':
      return 1 - x;
    case 'bridge':
      return 1 - Math.abs(x - 0.35);
    case 'target':
      return Math.min(1, 0.4 + x);
    case 'terminal':
      return x;
    default:
      return 0.5 * x;
  }
}

// The constants of the constraints are rules (MenuRules, menuRules.ts): precedenceGap (b_ji − b_ij at
// or above which j must come before i in the second pass, 0.25); waitShare (for slot 1, a tool waits only for
// predecessors the scorer holds at least this share as likely on the path, 0.3: an off-path tool
// the retriever let into the top L must not take slot 1; laterWaitShare, 0, after it); constraintShare (the
// producer-first and callable-first constraints count only tools at least this share as likely as
// the tool they would hold back, 0.5: without it any off-path producer of a generic field held the
// target back, and any callable tool took slot 1; Seal-Tools dev, s0 inferred: first1 28.0 → 38.3 %
// with the orphan-input rule, every fourth task); orphanProducerShare (for P and the constraints, an
// input whose only producers the scorer holds below this share as likely as the consumer counts as
// supplied, 0.2: at 0.5 the demo's low-m bridges stopped ordering their consumers, demo first1
// 42.5 → 28.7 %). Their worth on every dev set: docs/ablation.md.

/**
 * Orders the first L slots. Slot r takes the tool with the best
 *   s^O_i(r) = w_m·m_i + w_p·φ_{i,r} + w_s·P_i(s_{r−1}) + [r = 1]·w_e·e_i
 *              + (w_d / max(1, r−1)) · Σ_{j<r} (b_{π_j,i} − b_{i,π_j})
 * where P_i is the share of i's required input that s0 and the placed tools supply (by link
 * strength), e_i = χ_i (callable from
 * s0; an input announced from an earlier step counts half there and in the constraints, not
 * in P) times, with rules.entryGivenUse, the share of the given s0 the tool takes (entryFits)
 * and b comes from the menu pass where field links orient the two tools or successful
 * runs relate them; between steps the request names that nothing links, or that links of
 * like strength join both ways, the request's order sets it, and between tools that nothing
 * relates it is neutral (rerankPrecedence). Candidates are all menu tools (local to
 * `a`, which analyzes the menu); the rest keep their retriever order. Constraints hold when
 * they can: a tool is not placed while an input it lacks (share < SATISFIED) has a producer on
 * the menu not yet placed, and slot 1 is callable from s0.
 *
 * Two passes: the first picks which L tools lead; the second orders those L again by s^O with
 * one more constraint, that a tool waits while a leading tool that clearly precedes it
 * (b_ji − b_ij ≥ rules.precedenceGap: "First X, then Y" in the request, a chain, ρ) is unplaced,
 * unless, for slot 1, the scorer holds j far less likely on the path (rules.waitShare; after slot
 * 1 rules.laterWaitShare, by default 0: every clear predecessor). When every
 * open tool waits for another (a cycle: the wording names an off-path tool before a step that
 * links into it), the tools whose wait rests on the least likely predecessor go first; the
 * others keep waiting.
 * Looking back only (the sum over j < r), the first pass cannot tell which of two tools that
 * both follow slot 1 comes first; the second knows the whole set. The second pass also lets a
 * full one-way field link, or links and the request's wording where they agree, overrule the
 * scorer's b (rerankPrecedence's `ordering`). Slot 1 is the first pass's unless the request
 * names another step first (requestOpener, which reads onPathLikelihood: the better of m and
 * `poolMembership`, M_i of the pool pass per menu tool, when the caller has it).
 * Each rule named here is a switch or constant of `rules` (MenuRules; docs/ablation.md).
 */
export function rerankTop(
  a: SetAnalysis,
  scored: MembershipOutput,
  retrieverOrder: readonly number[],
  L: number,
  w: RerankWeights,
  poolMembership?: ArrayLike<number>,
  rules: MenuRules = DEFAULT_MENU_RULES,
): { order: number[]; terms: RerankTerms[]; placements: Placement[] } {
  const reach = linkReach(a);
  const out: MembershipOutput = { ...scored, precedence: rerankPrecedence(a, scored, reach, false, rules) };
  // e_i of slot 1, the same in both passes.
  const entry = entryFits(a, rules.entryGivenUse);
  const first = placeGreedily(a, out, retrieverOrder, L, w, null, rules, entry);
  const leading = first.order.slice(0, Math.min(L, first.order.length));
  const ordering: MembershipOutput = { ...scored, precedence: rerankPrecedence(a, scored, reach, true, rules) };
  const { tool: opened, rule: openedBy } = openingStep(a, ordering, leading, poolMembership, rules);
  const lookup =
    rules.existingLookup && (opened ?? leading[0]) !== undefined
      ? existingLookup(a, leading, opened ?? leading[0] ?? -1)
      : undefined;
  const pick = lookup ?? opened ?? leading[0];
  const issuer =
    rules.idProducerFirst && pick !== undefined ? idProducer(a, ordering, leading, pick, rules) : undefined;
  const second = placeGreedily(
    a,
    ordering,
    leading,
    L,
    w,
    {
      among: leading,
      first: issuer ?? lookup ?? opened,
      firstRule: issuer !== undefined ? 'id-producer' : lookup !== undefined ? 'existing-lookup' : openedBy,
    },
    rules,
    entry,
  );
  const inSecond = new Set(second.order);
  const order = [...second.order, ...retrieverOrder.filter((i) => !inSecond.has(i))];
  return { order, terms: second.terms, placements: second.placements };
}

/**
 * Slot 1 of the second pass. The first pass picks slot 1 by m, φ, P and e alone, and when every
 * step is callable from s0 ("do my tax return, then update the tax software, then pay the
 * bill") nothing there says which step comes first; the request does. So slot 1 goes to the
 * leading tool the request names first (mentionOrder, by any query word a tool matches: a step
 * named by one word, "buy an iPhone", is on the menu because the scorer holds it on the path,
 * and that word is where the request names it; not by words that only present what the user
 * has, "I have an audio file … containing a music piece": RelevanceRanking.termPresented; where
 * those words leave two steps unordered, by the clauses their meanings match, rules.clauseOrder:
 * "install the 'example_software' and set an alarm") among those that
 * - s0 can call (slot 1 stays callable); where s0 cannot call the first pass's pick either
 *   (rules.openerWhenUncallable: with s0 inferred the first step's inputs are often unknown;
 *   with rules.openerWhenInferred, wherever the task gives no s0, callable pick or not),
 *   instead are at least rules.constraintShare as likely as the pick and lack no input a leading
 *   tool the scorer holds about as likely feeds them (SetAnalysis.need: that tool comes first);
 *   with rules.sequencedOpener, where the task gives no s0 and the request orders its steps in
 *   words ("…, then …", "Finally, …"), any step at least rules.sequencedShare as likely, callable
 *   or not (the wording outweighs callability read from a guessed s0),
 * - the request names by more than a reading verb whose object names a leading tool (a file
 *   system's `find` is not named by "Find the latest tweet …"),
 * - the scorer holds about as likely on the path (m_j ≥ rules.waitShare · m_first, or
 *   rules.sequencedShare where the wording orders the steps as above, by
 *   onPathLikelihood: the better of the menu and pool passes where the pool's M is given, unless
 *   rules.openerPoolMembership is off),
 * - are not an alternative of the first pass's pick (rules.alternativeRedundancy),
 * - expect none of their inputs from the first pass's pick (SetAnalysis.announced: the request
 *   or successful runs put that producer first; "make a slideshow video from a still extracted
 *   from example.mp4" names the slideshow first and announces its image from the extraction),
 * and only when the first pass's pick feeds no leading step one way (rules.openerProducerKeeps) (a direct field link, κ > 0,
 * with none back): a producer that starts a chain of field links keeps slot 1 however the request
 * words the goal ("Send ana@x.com a message in Teams": find the user by email first), except
 * against a step that feeds it one way an input s0 lacks (SetAnalysis.need; "look up the account
 * of bob@x.com, list its invoices and send him the latest": the lookup heads the chain). Direct
 * links, not linkReach's closure: where generic conversions join every medium to every other
 * (TaskBench's text, image, audio and video tools), a path runs back from any step to any other
 * through the rest of the menu, and "extract the audio from example.mp4, draw its waveform,
 * colorize it" lost slot 1 to the colorizer, which "an image (example.jpg)" names first.
 */
export function requestOpener(
  a: SetAnalysis,
  out: MembershipOutput,
  leading: readonly number[],
  poolMembership?: ArrayLike<number>,
  rules: MenuRules = DEFAULT_MENU_RULES,
): number | undefined {
  const first = leading[0];
  if (first === undefined) return undefined;
  const n = a.tools.length;
  const likely = onPathLikelihood(out, rules.openerPoolMembership ? poolMembership : undefined);
  const share = (j: number): boolean => (likely[j] ?? 0) >= rules.waitShare * (likely[first] ?? 0);
  const oneWay = (from: number, to: number): boolean =>
    (a.kappa[from * n + to] ?? 0) > 0 && (a.kappa[to * n + from] ?? 0) === 0;
  // A pick that feeds a leading step one way starts a chain of field links: it keeps slot 1
  // against every step but one that feeds it one way, with an input it still needs (that step
  // starts the chain before it).
  const keeps = rules.openerProducerKeeps && leading.some((k) => k !== first && oneWay(first, k) && share(k));
  let best = first;
  // Words that only present what the user has name no step ("I have an audio file … containing
  // a music piece, draw its spectrogram": "music" does not open with Audio-to-Audio).
  const presented = presentedMask(a.ctx.relevance);
  // Nor does a reading verb alone whose object names a leading step: "Find the latest tweet …"
  // names the tweet search, not a file system's `find`.
  const masks = leading.map((l) => termMask(a.ctx.index, a.ctx.relevance, a.tools[l] ?? 0));
  const verbs = verbMask(a.ctx.relevance, a.ctx.task.query, (objects) => masks.some((m) => (m & objects) !== 0));
  const verbOnly = (at: number): boolean => verbs !== 0 && ((masks[at] ?? 0) & ~presented & ~verbs) >>> 0 === 0;
  // Nor is a step named first by such a verb where its other words are the pick's too: in "Find
  // the highest common factor of 36 and 24", `highest_grade` matches "find" and "highest", the
  // factor's tool "highest" and the rest; what comes first and only names the grade is the verb.
  const unnamed = (presented | verbs) >>> 0;
  // Where s0 cannot call the first pass's pick either (s0 inferred from the request: the first
  // step's inputs unknown), callability has nothing to keep: a step s0 cannot call may open too
  // if it is at least constraintShare as likely and no leading tool feeds an input it lacks.
  // Nor where the task gives no state (openerWhenInferred): s0 is then read from the request, and
  // what it makes callable is a guess.
  const guessed = rules.openerWhenInferred && a.ctx.task.state === undefined;
  const uncallable = rules.openerWhenUncallable && ((a.startFit[first] ?? 0) < SATISFIED || guessed);
  const fedByLeading = (j: number): boolean => leading.some((k) => k !== j && (a.need[k * n + j] ?? 0) > 0 && share(k));
  // Where s0 is guessed and the request orders its steps in words, the wording says which comes
  // first: the first-named step needs only sequencedShare of the pick's likelihood, callable or not.
  const sequenced = guessed && rules.sequencedOpener && ordersSteps(a.ctx.task.query);
  const opens = (j: number): boolean => {
    if (sequenced) return (likely[j] ?? 0) >= rules.sequencedShare * (likely[first] ?? 0);
    if (!share(j)) return false;
    if ((a.startFit[j] ?? 0) >= SATISFIED) return true;
    return uncallable && (likely[j] ?? 0) >= rules.constraintShare * (likely[first] ?? 0) && !fedByLeading(j);
  };
  for (const [at, j] of leading.entries()) {
    if (j === first || verbOnly(at)) continue;
    if (keeps && !((a.need[j * n + first] ?? 0) > 0 && oneWay(j, first))) continue;
    if (!opens(j)) continue;
    if (redundancy(a.ctx.index, a.tools[first] ?? 0, a.tools[j] ?? 0) >= rules.alternativeRedundancy) continue;
    if (announcedFrom(a, j, first)) continue;
    if (
      mentionOrder(a, j, first, true, unnamed, rules.clauseOrder) === 1 &&
      (best === first || mentionOrder(a, j, best, true, unnamed, rules.clauseOrder) === 1)
    )
      best = j;
  }
  return best;
}

/**
 * Slot 1 of the second pass where a rule sets it, and the rule: requestOpener's pick, then
 * sameProvider's step of it. Undefined (the precedence wait decides) with requestOpener off,
 * unless sameProvider moves the first pass's pick.
 */
function openingStep(
  a: SetAnalysis,
  out: MembershipOutput,
  leading: readonly number[],
  poolMembership: ArrayLike<number> | undefined,
  rules: MenuRules,
): { tool: number | undefined; rule: PlacementRule } {
  const opened = rules.requestOpener ? requestOpener(a, out, leading, poolMembership, rules) : undefined;
  const pick = opened ?? leading[0];
  const moved = providerStep(a, out, leading, pick, rules);
  return moved.rule !== undefined ? { tool: moved.tool, rule: moved.rule } : { tool: opened, rule: 'request-order' };
}

/**
 * For rules.existingLookup: where slot 1's pick makes a new thing (a create whose verb makes its
 * object: MAKING_VERBS), no request action asks for it (actionMatches), and the request speaks of
 * an existing thing its name's object words name (refersToExisting: "for the payments team",
 * "their last call with us", "our number +1555…"), the first leading tool that reads such a
 * thing (a read operation sharing one of those words) and s0 can call; undefined otherwise.
 * `create_team` is no step of "create a project for the payments team": `find_teams` is, before
 * `create_project`; nor `CreateIncomingPhoneNumberLocal` (it buys a number) of "Point the SMS
 * webhook of our number at …": `ListIncomingPhoneNumber` finds it.
 */
export function existingLookup(a: SetAnalysis, leading: readonly number[], pick: number): number | undefined {
  const index = a.ctx.index;
  const tool = index.tools[a.tools[pick] ?? -1]?.tool;
  if (!tool || toolOperation(tool) !== 'create') return undefined;
  const words = plainWords(tool.name);
  const verbs = words.filter((w) => verbOperations(w) !== undefined).map(stem);
  if (!verbs.some((v) => MAKING_VERBS.has(v))) return undefined;
  const { objects } = nameStep(index, a.tools[pick] ?? -1);
  const query = a.ctx.task.query;
  if (!refersToExisting(query, objects, verbs)) return undefined;
  if (actionMatches([tool], requestActions(query))[0] === 1) return undefined;
  for (const j of leading) {
    const other = index.tools[a.tools[j] ?? -1]?.tool;
    if (j === pick || !other || toolOperation(other) !== 'read') continue;
    if ((a.startFit[j] ?? 0) < SATISFIED) continue;
    if (plainWords(other.name).some((w) => objects.has(stem(w)))) return j;
  }
  return undefined;
}

/**
 * The leading tool that issues an identifier slot 1's pick requires and s0 does not hold
 * (CatalogIndex.identifierField: `libraryId`, `cluster_id`, Stripe's `customer`), for
 * rules.idProducerFirst: of the pick's suppliers of such inputs that can open themselves (no input
 * s0 lacks has a likely producer among the other leading tools: readyToOpen), the first in the
 * leading order; undefined where there is none. Nobody guesses an id: "Pull the current docs for TanStack Query's
 * useQuery hook" needs Context7's `resolve-library-id` before `get-library-docs`, and "Set up a
 * Buildkite pipeline in our default cluster" `list_clusters` before `create_pipeline`, however
 * little the scorer holds the lookup on the path (producer-first, in the first pass, asks
 * constraintShare of the pick's membership).
 */
export function idProducer(
  a: SetAnalysis,
  out: MembershipOutput,
  leading: readonly number[],
  pick: number,
  rules: MenuRules = DEFAULT_MENU_RULES,
): number | undefined {
  const index = a.ctx.index;
  let first = -1;
  forEachMissingInput(a, pick, (k, field) => {
    if (index.identifierField[field] !== 1) return;
    const node = (a.suppliers.reqStart[pick] ?? 0) + k;
    for (let p = a.suppliers.start[node] ?? 0, end = a.suppliers.start[node + 1] ?? 0; p < end; p++) {
      const at = leading.indexOf(a.suppliers.producer[p] ?? -1);
      if (at < 0 || leading[at] === pick || (first >= 0 && at >= first)) continue;
      if (readyToOpen(a, out, leading, leading[at] ?? -1, rules)) first = at;
    }
  });
  return first < 0 ? undefined : leading[first];
}

/** Calls `visit` with each requirement k (and its field) of local tool l that s0 does not satisfy. */
function forEachMissingInput(a: SetAnalysis, l: number, visit: (k: number, field: number) => void): void {
  const requirements = a.ctx.index.tools[a.tools[l] ?? -1]?.requirements ?? [];
  for (const [k, requirement] of requirements.entries())
    if ((a.ctx.state.sat[requirement.fieldId] ?? 0) < SATISFIED) visit(k, requirement.fieldId);
}

/**
 * Whether local tool j can open: no input s0 lacks has a producer among the other leading tools
 * at least rules.orphanProducerShare as likely as j (an input none of them produces is the user's).
 */
function readyToOpen(
  a: SetAnalysis,
  out: MembershipOutput,
  leading: readonly number[],
  j: number,
  rules: MenuRules,
): boolean {
  const none = new Uint8Array(a.tools.length);
  const floor = rules.orphanProducerShare * (out.membership[j] ?? 0);
  const counts = (producer: number): boolean => leading.includes(producer) && (out.membership[producer] ?? 0) >= floor;
  let ready = true;
  forEachMissingInput(a, j, (k) => {
    if (hasUnplacedProducer(a.suppliers, j, k, none, counts)) ready = false;
  });
  return ready;
}

/**
 * Slot 1 among look-alikes from different providers (rules.providerCoherence): where a leading
 * tool of another namespace (index.namespaceOf: the tool id up to its last dot, the API or MCP
 * server) is an alternative of `pick` (redundancy ≥ rules.providerAlternative: `mm.Image-to-Text`
 * and `hf.Image-to-Text`, `yfmcp.get_price_history` and `yahoo-finance.get_historical_stock_prices`)
 * and the other leading steps the scorer holds on the path come from that provider (their
 * membership summed by namespace, alternatives of either left out, by at least the rule's margin
 * more than from the pick's), the chain starts with that provider's tool: an agent runs a chain
 * on the server that offers its other steps. Not where the request names the pick's provider
 * ("In Mollie, refund …"), and not for a look-alike that lacks an input a leading tool of its own
 * provider feeds (that provider's chain starts there: Skyscanner's flight search after its
 * airport search, not first).
 */
export function sameProvider(
  a: SetAnalysis,
  out: MembershipOutput,
  leading: readonly number[],
  pick: number | undefined,
  rules: MenuRules = DEFAULT_MENU_RULES,
): number | undefined {
  return providerStep(a, out, leading, pick, rules).tool;
}

/** sameProvider's step, with the rule that moved slot 1 to it (undefined where it stays the pick). */
function providerStep(
  a: SetAnalysis,
  out: MembershipOutput,
  leading: readonly number[],
  pick: number | undefined,
  rules: MenuRules,
): { tool: number | undefined; rule?: 'named-provider' | 'same-provider' } {
  if (pick === undefined || namesProvider(a, pick)) return { tool: pick };
  const index = a.ctx.index;
  const n = a.tools.length;
  const ns = (l: number): number => index.namespaceOf[a.tools[l] ?? 0] ?? -1;
  const m = (l: number): number => out.membership[l] ?? 0;
  const alike = (i: number, j: number): boolean =>
    redundancy(index, a.tools[i] ?? 0, a.tools[j] ?? 0) >= rules.providerAlternative;
  // Membership of the other leading steps in x's namespace (neither the pick nor x, nor an alternative of x).
  const support = (x: number): number => {
    let sum = 0;
    for (const k of leading) if (k !== x && k !== pick && ns(k) === ns(x) && !alike(k, x)) sum += m(k);
    return sum;
  };
  // j lacks an input a leading tool of its own provider feeds: that provider's chain starts there.
  const waits = (j: number): boolean => leading.some((k) => k !== j && ns(k) === ns(j) && (a.need[k * n + j] ?? 0) > 0);
  // The request names a leading step's provider and not the pick's: the user asked for that
  // service, so its step that does what the pick does (the same verb opens both names: biomcp's
  // `search` and `search_wikipedia` for "Find Wikipedia articles about …") opens, if s0 can call it.
  if (rules.namedProvider) {
    const step = nameStep(index, a.tools[pick] ?? 0, true);
    const picked = index.tools[a.tools[pick] ?? 0]?.tool;
    const pickWords = new Set(plainWords(`${picked?.name ?? ''} ${picked?.description ?? ''}`));
    for (const j of leading) {
      if (j === pick || ns(j) === ns(pick) || !namesProvider(a, j) || waits(j)) continue;
      // A provider the pick's own words name too ("the Hilton Hotel": `hotel.book` against
      // `book_hotel`; "the CRM": `crm.find_company` against HubSpot's) names the thing, not a service.
      if (pickWords.has(toolProvider(index.tools[a.tools[j] ?? 0]?.tool.id ?? ''))) continue;
      if ((a.startFit[j] ?? 0) < SATISFIED) continue;
      // The same step by its name, or an alternative of the pick (`bigcommerce.issueRefund` for
      // `shop.issue_refund`, whose name's verb, "issue", the lexicon does not know).
      if ((step.verb !== undefined && sameNameStep(step, nameStep(index, a.tools[j] ?? 0, true))) || alike(pick, j))
        return { tool: j, rule: 'named-provider' };
    }
  }
  let best = pick;
  let bestSupport = support(pick);
  for (const j of leading) {
    if (j === pick || ns(j) === ns(pick) || !alike(pick, j)) continue;
    if (waits(j)) continue;
    const s = support(j);
    if (s >= bestSupport + rules.providerCoherence) {
      best = j;
      bestSupport = s;
    }
  }
  return best === pick ? { tool: pick } : { tool: best, rule: 'same-provider' };
}

/** What a tool's name says it does: its verb and the object words. */
interface NameStep {
  verb: string | undefined;
  objects: Set<string>;
}

/**
 * A tool name's verb, stemmed (its first verb word, participles aside, as toolOperation reads
 * names; undefined where it has none), and its other words of three letters or more, stemmed,
 * verbs or not (`create_build`), less the provider's name with `withoutProvider`
 * (`search_wikipedia`: search, {}).
 */
function nameStep(index: SetAnalysis['ctx']['index'], tool: number, withoutProvider = false): NameStep {
  const t = index.tools[tool]?.tool;
  const words = plainWords(t?.name ?? '');
  const at = words.findIndex((w) => !isParticiple(w) && verbOperations(w) !== undefined);
  const provider = withoutProvider ? toolProvider(t?.id ?? '') : '';
  const objects = new Set(words.filter((w, k) => k !== at && w !== provider && w.length > 2).map(stem));
  return { verb: at < 0 ? undefined : stem(words[at] ?? ''), objects };
}

/** Whether two name steps are one step: the same verb, and one's objects all among the other's (`search` and `search_wikipedia`, not `lookupEmployee` and `lookup_user_by_email`). */
function sameNameStep(x: NameStep, y: NameStep): boolean {
  if (x.verb === undefined || x.verb !== y.verb) return false;
  const within = (p: Set<string>, q: Set<string>): boolean => [...p].every((w) => q.has(w));
  return within(x.objects, y.objects) || within(y.objects, x.objects);
}

/**
 * How likely the scorer holds each menu tool on the path, for requestOpener's "about as likely"
 * check (rules.waitShare): the better of the menu pass's m and, where the caller has
 * it, the pool pass's M. The menu pass sees the 32 menu tools without the rest of the pool and
 * can drop a step the pool pass held on the path ("complete my 2022 tax return, then consult
 * lawyer Alice Smith about it": m = 0.05 for the tax return after M = 0.90); one pass's
 * confidence is enough for the step the request names first to open the menu. The precedence
 * wait and the s^O terms read m: with the better of the two there, tools the pool pass holds at
 * 0.2–0.4 held path steps back (on the demo, off-path tools above a gold tool in the top 8
 * 913 → 1,042).
 */
export function onPathLikelihood(out: MembershipOutput, poolMembership?: ArrayLike<number>): Float32Array {
  return Float32Array.from(out.membership, (m, i) => Math.max(m, poolMembership?.[i] ?? 0));
}

/** Whether the request announces one of j's inputs from `producer` (SetAnalysis.announced). */
function announcedFrom(a: SetAnalysis, j: number, producer: number): boolean {
  for (let k = 0; k < a.stride; k++) if (a.announced.get(j * a.stride + k)?.includes(producer)) return true;
  return false;
}

/** The greedy of rerankTop over `candidates` (in retriever order), optionally with the precedence wait; `rules` switch its constraints. */
function placeGreedily(
  a: SetAnalysis,
  out: MembershipOutput,
  candidates: readonly number[],
  L: number,
  w: RerankWeights,
  wait: { among: readonly number[]; first: number | undefined; firstRule: PlacementRule } | null,
  rules: MenuRules,
  entry: Float32Array,
): { order: number[]; terms: RerankTerms[]; placements: Placement[] } {
  const n = a.tools.length;
  const index = a.ctx.index;
  const state = a.ctx.state;
  const placed = new Uint8Array(n);
  const order: number[] = [];
  const terms: RerankTerms[] = [];
  const placements: Placement[] = [];
  // Per requirement, the best strength supplied so far by s0 and the placed tools (P).
  const supplied: Float32Array[] = a.tools.map((t) => stateSupplied(index.tools[t]?.requirements ?? [], state.sat));
  // An input no other candidate produces is not a question of order: s0 or the user gives it,
  // or nothing does (a missing bridge, the diagnosis's to name). It counts as supplied, so with
  // s0 inferred from the request (the targets' inputs unknown) P does not favour the few tools
  // that happen to need nothing unknown.
  if (rules.orphanInputs) supplyOrphanInputs(a, candidates, supplied, out.membership, rules.orphanProducerShare);
  // The same for the constraints, where an input the request announces from an earlier step
  // counts half (rules.announcedHalf) until that step is placed.
  const have: Float32Array[] = supplied.map((row, j) =>
    row.map((v, k) => (a.announced.has(j * a.stride + k) ? v * rules.announcedHalf : v)),
  );
  const orderSum = new Float32Array(n);

  // A tool waits while an input it lacks has an unplaced producer on the menu (topological
  // order wherever one exists), and slot 1 goes to a tool s0 can call whenever there is one.
  const likelyAs = (j: number, i: number): boolean =>
    (out.membership[j] ?? 0) >= rules.constraintShare * (out.membership[i] ?? 0);
  const missingWithProducer = (i: number): boolean =>
    rules.producerFirst &&
    (have[i] ?? []).some(
      (v, k) => v < SATISFIED && hasUnplacedProducer(a.suppliers, i, k, placed, (j) => likelyAs(j, i)),
    );
  // i waits for j: j precedes it (b_ji − b_ij ≥ precedenceGap) and the scorer holds j likely
  // enough on the path: rules.waitShare of m_i for slot 1, rules.laterWaitShare after it.
  let share = rules.waitShare;
  const waitsOn = (j: number, i: number): boolean =>
    (out.membership[j] ?? 0) >= share * (out.membership[i] ?? 0) &&
    (out.precedence[j * n + i] ?? 0) - (out.precedence[i * n + j] ?? 0) >= rules.precedenceGap;
  const waitsForPredecessor = (i: number): boolean =>
    wait !== null && rules.precedenceWait && wait.among.some((j) => j !== i && !placed[j] && waitsOn(j, i));
  const callable = (i: number): boolean => (have[i] ?? []).every((v) => v >= SATISFIED);
  for (let r = 1; r <= Math.min(L, candidates.length); r++) {
    share = r === 1 ? rules.waitShare : rules.laterWaitShare;
    let best = -1;
    let bestTerms: RerankTerms | undefined;
    const open = candidates.filter((i) => !placed[i]);
    const ready = open.filter((i) => !missingWithProducer(i));
    let eligible = ready.length > 0 ? ready : open;
    // What each constraint left, to say which one kept the best-scoring tool out (Placement).
    const afterProducers = eligible;
    let afterWaits = eligible;
    let cycle = false;
    const openerTool = r === 1 ? wait?.first : undefined;
    // requestOpener returns the first pass's pick (candidates[0]) unless the request names another step first.
    const opener = openerTool !== undefined && openerTool !== candidates[0];
    if (openerTool !== undefined) eligible = [openerTool];
    else if (wait) {
      const patient = eligible.filter((i) => !waitsForPredecessor(i));
      if (patient.length > 0) eligible = patient;
      else if (eligible.length > 1 && rules.cycleGiveWay) {
        cycle = true;
        // Every candidate waits for another (a cycle: the wording puts an off-path tool before a
        // step that links into it). The wait that rests on the least likely path tool gives way.
        const blockedBy = (i: number): number => {
          let most = 0;
          for (const j of wait.among)
            if (j !== i && !placed[j] && waitsOn(j, i)) most = Math.max(most, out.membership[j] ?? 0);
          return most;
        };
        const least = Math.min(...eligible.map(blockedBy));
        eligible = eligible.filter((i) => blockedBy(i) === least);
      }
      afterWaits = eligible;
    }
    if (r === 1 && rules.callableFirst) {
      let top = 0;
      for (const i of eligible) top = Math.max(top, out.membership[i] ?? 0);
      const likelyCallable = eligible.filter(
        (i) => callable(i) && (out.membership[i] ?? 0) >= rules.constraintShare * top,
      );
      if (likelyCallable.length > 0) eligible = likelyCallable;
    }
    const scratch = noTerms();
    for (const i of eligible) {
      const t = slotTerms(scratch, entry, out, w, i, r, L, supplied[i], orderSum[i] ?? 0);
      if (!bestTerms || t.sO > bestTerms.sO) {
        best = i;
        bestTerms = { ...t };
      }
    }
    if (best < 0 || !bestTerms) break;
    // Why this tool (Placement), for the second pass: the one whose order rerankTop returns.
    if (wait) {
      const placement = placementOf(best, bestTerms.sO, bestOpen(entry, out, w, open, r, L, supplied, orderSum), {
        afterProducers,
        opener: opener ? wait.firstRule : undefined,
        afterWaits,
        cycle,
      });
      if (placement.over !== undefined && (placement.rule === 'producer-first' || placement.rule === 'precedence')) {
        const over = placement.over;
        const waitsFor = (j: number): boolean =>
          j !== over &&
          !placed[j] &&
          (placement.rule === 'precedence' ? waitsOn(j, over) : suppliesMissing(a, have, over, j));
        const after = waitsFor(best) ? best : open.find(waitsFor);
        if (after !== undefined) placement.after = after;
      }
      placements.push(placement);
    }
    placed[best] = 1;
    order.push(best);
    terms.push(bestTerms);
    for (let i = 0; i < n; i++) {
      orderSum[i] = (orderSum[i] ?? 0) + (out.precedence[best * n + i] ?? 0) - (out.precedence[i * n + best] ?? 0);
    }
    recordSupplies(a, best, supplied, have);
  }
  return { order, terms, placements };
}

/** The open tool with the best s^O in slot r, with no constraint, and its s^O. */
function bestOpen(
  entry: Float32Array,
  out: MembershipOutput,
  w: RerankWeights,
  open: readonly number[],
  r: number,
  L: number,
  supplied: Float32Array[],
  orderSum: Float32Array,
): { tool: number; sO: number } {
  let tool = -1;
  let sO = -Infinity;
  const scratch = noTerms();
  for (const i of open) {
    const s = slotTerms(scratch, entry, out, w, i, r, L, supplied[i], orderSum[i] ?? 0).sO;
    if (s > sO) {
      tool = i;
      sO = s;
    }
  }
  return { tool, sO };
}

/** Which constraint (the candidate lists each left) put `placed` in the slot instead of the best-scoring open tool. */
function placementOf(
  placed: number,
  placedSO: number,
  best: { tool: number; sO: number },
  left: {
    afterProducers: readonly number[];
    /** The rule that set slot 1 where it is not the first pass's pick. */
    opener: PlacementRule | undefined;
    afterWaits: readonly number[];
    cycle: boolean;
  },
): Placement {
  if (best.tool < 0 || best.tool === placed || placedSO >= best.sO) return { rule: 'score' };
  const over = best.tool;
  if (!left.afterProducers.includes(over)) return { rule: 'producer-first', over };
  if (left.opener) return { rule: left.opener, over };
  if (!left.afterWaits.includes(over)) return { rule: left.cycle ? 'cycle' : 'precedence', over };
  return { rule: 'callable-first', over };
}

/**
 * s^O_i(r) and its terms for candidate i in slot r, written into `into` (`supplied`: i's requirements' best supplied
 * strengths; `orderSum`: Σ_{j<r} b_{π_j,i} − b_{i,π_j}). Its own function, as recordSupplies:
 * V8 optimizes small functions early and quickly, where placeGreedily as one body took ~180 ms
 * of TurboFan on a background thread during the first 16,000-tool rebuilds (bench/deopts.ts).
 */
function slotTerms(
  into: RerankTerms,
  entry: Float32Array,
  out: MembershipOutput,
  w: RerankWeights,
  i: number,
  r: number,
  L: number,
  supplied: Float32Array | undefined,
  orderSum: number,
): RerankTerms {
  // P reads what is supplied, announced or not: the announcement orders a step after its
  // announcer through the constraints and e, and halving P as well kept a path's consumer
  // out of the top L whenever its announcer was placed late (TaskBench entry-first 65.5 →
  // 74.6 % and gold share of the top 8 74.4 → 80.7 % without it). A link's strength counts as
  // it is, in slot 1 too: counting a link at SATISFIED as whole there (for a 0.7 `origin_city` →
  // `city` link against an off-path exact match) helped the demo alone once the orphan inputs
  // counted as supplied, and cost TaskBench and Seal-Tools dev (docs/ablation.md).
  let P = 1;
  if (supplied && supplied.length > 0) {
    P = 0;
    for (const v of supplied) P += v;
    P /= supplied.length;
  }
  let phi = 0;
  for (let k = 0; k < ROLE_ORDER.length; k++) phi += (out.roles[i * ROLE_ORDER.length + k] ?? 0) * roleFit(k, r, L);
  const m = out.membership[i] ?? 0;
  const e = r === 1 ? (entry[i] ?? 0) : 0;
  const order = (w.d / Math.max(1, r - 1)) * orderSum;
  into.m = m;
  into.phi = phi;
  into.P = P;
  into.e = e;
  into.order = order;
  into.sO = w.m * m + w.p * phi + w.s * P + w.e * e + order;
  return into;
}

/**
 * e_i of slot 1 per tool of the set: χ_i (startFit) × (1 − α + α · the share of the given s0's
 * fields it takes), α = rules.entryGivenUse (MenuRules; givenFieldUse).
 */
function entryFits(a: SetAnalysis, alpha: number): Float32Array {
  const e = Float32Array.from(a.tools, (_, i) => a.startFit[i] ?? 0);
  if (alpha === 0) return e;
  const use = givenFieldUse(a);
  for (let i = 0; i < e.length; i++) e[i] = (e[i] ?? 0) * (1 - alpha + alpha * (use[i] ?? 0));
  return e;
}

/** A RerankTerms to fill (slotTerms writes into it: the candidates of a slot share one, and only the best is copied). */
function noTerms(): RerankTerms {
  return { m: 0, phi: 0, P: 0, e: 0, order: 0, sO: 0 };
}

/**
 * What the placed tool supplies now counts as available to its consumers (`supplied`, for P);
 * for the constraints (`have`), an announced input only once one of its announced producers is placed.
 */
function recordSupplies(a: SetAnalysis, placedTool: number, supplied: Float32Array[], have: Float32Array[]): void {
  const { reqStart, start, producer, strength } = a.suppliers;
  for (let j = 0; j < a.tools.length; j++) {
    for (let k = 0; k < (reqStart[j + 1] ?? 0) - (reqStart[j] ?? 0); k++) {
      const node = (reqStart[j] ?? 0) + k;
      const announcers = a.announced.get(j * a.stride + k);
      const counts = !announcers || announcers.includes(placedTool);
      for (let p = start[node] ?? 0, end = start[node + 1] ?? 0; p < end; p++) {
        if (producer[p] !== placedTool) continue;
        const s = strength[p] ?? 0;
        const row = supplied[j];
        if (row && s > (row[k] ?? 0)) row[k] = s;
        const gate = have[j];
        if (counts && gate && s > (gate[k] ?? 0)) gate[k] = s;
      }
    }
  }
}

/** Whether local tool j produces an input that local tool i lacks (for the constraints: `have` below SATISFIED). */
function suppliesMissing(a: SetAnalysis, have: readonly Float32Array[], i: number, j: number): boolean {
  const { reqStart, start, producer } = a.suppliers;
  const row = have[i] ?? new Float32Array(0);
  for (let k = 0; k < row.length; k++) {
    if ((row[k] ?? 0) >= SATISFIED) continue;
    const node = (reqStart[i] ?? 0) + k;
    for (let p = start[node] ?? 0, end = start[node + 1] ?? 0; p < end; p++) if (producer[p] === j) return true;
  }
  return false;
}

/**
 * Marks every requirement of the candidates that no other candidate produces as supplied
 * (strength 1), counting as producers only candidates the scorer holds at least
 * `share` (rules.orphanProducerShare) as likely as the consumer.
 */
function supplyOrphanInputs(
  a: SetAnalysis,
  candidates: readonly number[],
  supplied: Float32Array[],
  membership: ArrayLike<number>,
  share: number,
): void {
  const inSet = new Uint8Array(a.tools.length);
  for (const c of candidates) inSet[c] = 1;
  for (const j of candidates) {
    const row = supplied[j];
    if (!row) continue;
    for (let k = 0; k < row.length; k++) {
      const node = (a.suppliers.reqStart[j] ?? 0) + k;
      let produced = false;
      for (let p = a.suppliers.start[node] ?? 0, end = a.suppliers.start[node + 1] ?? 0; p < end; p++) {
        const q = a.suppliers.producer[p] ?? 0;
        if (q !== j && inSet[q] && (membership[q] ?? 0) >= share * (membership[j] ?? 0)) produced = true;
      }
      if (!produced) row[k] = 1;
    }
  }
}

/** What s0 supplies of each requirement (filled by a loop: `Float32Array.from(list, mapper)` goes through the iterator protocol). */
function stateSupplied(requirements: readonly { fieldId: number }[], sat: ArrayLike<number>): Float32Array {
  const row = new Float32Array(requirements.length);
  for (let k = 0; k < requirements.length; k++) row[k] = sat[requirements[k]?.fieldId ?? -1] ?? 0;
  return row;
}

/** Whether requirement k of local tool i has a producer `counts` accepts among the candidates other than i, not placed yet. */
function hasUnplacedProducer(
  suppliers: SupplierLists,
  i: number,
  k: number,
  placed: Uint8Array,
  counts: (producer: number) => boolean,
): boolean {
  const node = (suppliers.reqStart[i] ?? 0) + k;
  for (let p = suppliers.start[node] ?? 0, end = suppliers.start[node + 1] ?? 0; p < end; p++) {
    const producer = suppliers.producer[p] ?? 0;
    if (!placed[producer] && producer !== i && counts(producer)) return true;
  }
  return false;
}
