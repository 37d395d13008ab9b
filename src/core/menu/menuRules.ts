/**
 * The hand rules of the State-Path menu, as parameters (MenuParams.rules): every special case
 * of the retriever (retriever.ts), the reranker (reranker.ts) and the precedence it orders by
 * (rerankPrecedence.ts), each with an on/off switch or a neutral value and its constants. The
 * defaults are the method as measured; docs/ablation.md gives each rule's worth on every dev
 * set (`npm run bench:ablation`). The constants the encoder's features read (stepMentions,
 * announcements, taskContext, candidatePool) are not here: they belong to the feature contract
 * (encoder/featureSpec.ts featureConstants), and a model refuses features computed with others.
 */
export interface MenuRules {
  // ── Retriever, s^R = M + λ·C − η·D (the coverage rules act only when λ > 0: the default λ is 0) ──
  /**
   * ν decay: a chosen supplier demands its own inputs at this share of the strongest demand it
   * filled (demands follow the path back to s0). 0 turns the decay off (a supplier demands its
   * inputs only with its own target or path weight). Default 0.9.
   */
  demandDecay: number;
  /** Weight, in C_i, of filling a role (entry, bridge, target) the menu still lacks (× M_i). 0: off. Default 0.5. */
  roleFill: number;
  /** Cap on C_i, so one tool producing many fields cannot dwarf membership. 1e9: no cap. Default 1.5. */
  coverageCap: number;
  /**
   * Chain links (retriever.ts chainLinks): past the first L picks, M_i is raised in
   * log-odds by this × the most a likely tool needs from i (max_j need_ij · M_j). 0: off.
   * Default 2 (bench/fitLinks.ts).
   */
  linkFeeds: number;
  /** Chain links: the same, × the most a likely tool's output feeds i (max_j κ_ji · M_j). 0: off. Default 1. */
  linkFedBy: number;

  // ── Reranker, the constraints on the greedy over s^O ──
  /** producer-first: a tool waits while an input it lacks has an unplaced producer among the candidates. Default on. */
  producerFirst: boolean;
  /** callable-first: slot 1 goes to a tool s0 can call whenever one is about as likely on the path. Default on. */
  callableFirst: boolean;
  /**
   * Share of membership a producer (producer-first) or a callable tool (callable-first) needs
   * against the tool it would hold back, for the constraint to count it; also the share of the
   * first pass's pick an uncallable step needs to open (openerWhenUncallable). 0: every tool
   * counts. Default 0.5.
   */
  constraintShare: number;
  /**
   * Given-data entry: slot 1's entry bonus e_i = χ_i × (1 − α + α · use_i), use_i the share of
   * the given s0's fields tool i takes (required or optional; membershipFeatures' givenFieldUse).
   * The data a user gives is there for a step: a tool s0 can call that takes none of it (Slack's
   * `chat_meMessage`, which requires nothing, for "Add priya@acme.io to #design-review" with s0
   * = {email}) starts nothing the user asked. An inferred s0 is a guess and leaves e as it is.
   * With s0 given, every task: first1 up or level on every set (LiveMCPBench +3.4, Seal-Tools
   * +0.6 to +1.7, NesTools +0.7, TaskBench +0.7 points), no coverage moved. 0: off. Default 1.
   */
  entryGivenUse: number;
  /**
   * Orphan inputs: an input no likely candidate produces counts as supplied (s0 or the user
   * gives it), in P and the constraints. Default on.
   */
  orphanInputs: boolean;
  /** A producer counts against an orphan input only at this share of the consumer's membership. Default 0.2. */
  orphanProducerShare: number;
  /**
   * announced-half: for the constraints (producer-first, callable-first), an input the request
   * announces from an earlier step counts at this share of its s0 fit until that step is placed
   * (e_i halves it too, but e_i is a feature of the set analysis: startFits). 1: off. Default 0.5.
   */
  announcedHalf: number;
  /**
   * precedence wait (second pass): a tool waits while a leading tool that precedes it
   * (b_ji − b_ij ≥ precedenceGap) and, for slot 1, is about as likely on the path (waitShare;
   * laterWaitShare after it) is unplaced. Default on.
   */
  precedenceWait: boolean;
  /**
   * b_ji − b_ij at or above which j must come before i in the precedence wait. Default 0.25: a
   * partial field link orders two leading tools too (at 0.5 only a strong link, a chain or the
   * wording did; 0.1 ordered more on TaskBench and GitHub but cost the demo: docs/method.md).
   */
  precedenceGap: number;
  /** For slot 1, a tool waits only for predecessors at least this share as likely (m_j ≥ share · m_i); also requestOpener's "about as likely". Default 0.3. */
  waitShare: number;
  /**
   * The same share for slots 2 to L. The second pass only orders the leading tools, so a wait
   * after slot 1 moves no tool off them: it costs no coverage and no first slot, and a clear
   * predecessor the scorer holds unlikely (a lookup before the step the request is about) still
   * comes first. 0: every clear predecessor. Default 0 (0.3, waitShare's, was the default:
   * docs/ablation.md).
   */
  laterWaitShare: number;
  /**
   * cycle give-way: when every open tool waits for another, those whose wait rests on the least
   * likely predecessor go first. Off: the waits are dropped for that slot. Default on.
   */
  cycleGiveWay: boolean;
  /** requestOpener: slot 1 of the second pass goes to the leading step the request names first (with its guards). Default on. */
  requestOpener: boolean;
  /**
   * requestOpener where s0 cannot call the first pass's pick: a step s0 cannot call either may
   * open too, if at least constraintShare as likely as the pick and fed by no leading tool about
   * as likely (with s0 inferred, NesTools first1 42.8 → 46.3 %, Seal-Tools +1.5 to +2.7 points,
   * no set lower: docs/ablation.md). Off: only callable steps open. Default on.
   */
  openerWhenUncallable: boolean;
  /**
   * openerWhenUncallable's opening also where the first pass's pick is callable, when the task
   * gives no s0 (it is inferred from the request): callability read from a guessed s0 keeps
   * nothing (with s0 inferred, NesTools first1 46.3 → 49.3 %, Seal-Tools +3.9 to +5.4 points,
   * LiveMCPBench +6.9; costs Seal-Tools in-domain order@8 (77.8 → 72.2 % when added):
   * docs/ablation.md).
   * Off: only as openerWhenUncallable says. Default on.
   */
  openerWhenInferred: boolean;
  /**
   * openerWhenInferred's opening, further: with s0 inferred (the task gives none), where the
   * request orders its steps in words ("…, then …", "After that, …", "Finally, …":
   * clauseRelevance's ordersSteps), the step it names first opens if the scorer holds it at
   * least sequencedShare as likely as the first pass's pick: the wording outweighs callability
   * read from a guessed s0, which makes a later step look like an entry ("the financial data of
   * Apple … then analyze the financial ratios": the binding gives the analysis its input).
   * waitShare, constraintShare and the check for a leading producer are waived;
   * openerProducerKeeps still holds. With s0 inferred (npm run bench:quality): first1 TaskBench
   * 50.0 → 53.5 %, NesTools 49.4 → 52.4 %, Seal-Tools +4.3 to +7.5 points; order@8 NesTools
   * 88.6 → 91.0 %; no coverage moves; Seal-Tools dev order@8 84.8 → 78.8 % (docs/results.md).
   * With s0 given it cost first1 (NesTools −7.8 points): off there. Default on.
   */
  sequencedOpener: boolean;
  /** The share of the pick's likelihood the first-named step needs under sequencedOpener (0.05, 0.15, 0.2 tried: docs/results.md). Default 0.1. */
  sequencedShare: number;
  /**
   * requestOpener's guard: a first-pass pick that feeds a leading step one way (κ > 0, none back)
   * keeps slot 1, except against a step named before it that feeds it one way an input s0 does
   * not supply (that step heads the chain: TaskBench first1 +0.7, order@8 +0.8 points, NesTools
   * +0.3, no set lower). Default on.
   */
  openerProducerKeeps: boolean;
  /**
   * provider coherence: slot 1 goes to the alternative of the pick (a look-alike of another
   * namespace, reranker's sameProvider) whose provider offers the other leading steps, when
   * their membership there exceeds the pick's provider's by at least this. 1e9: off.
   * Default 0.1.
   */
  providerCoherence: number;
  /** Redundancy at or above which two tools of different namespaces count as the same step (providerCoherence). 1: none. Default 0.5. */
  providerAlternative: number;
  /**
   * named provider: where the request names a leading step's provider ("Find Wikipedia articles
   * about …") and not slot 1's pick's, that provider's step whose name opens with the pick's verb
   * (its `search_wikipedia` for biomcp's `search`), or its alternative of the pick (redundancy ≥
   * providerAlternative: `bigcommerce.issueRefund` for `shop.issue_refund`), opens, if s0 can call
   * it: the user asked for that service. Default on.
   */
  namedProvider: boolean;
  /**
   * id producer first: where slot 1's pick (after requestOpener and providerCoherence) requires an
   * identifier s0 does not hold (CatalogIndex.identifierField: `libraryId`, `cluster_id`, Stripe's
   * `customer`) and a leading tool produces it, that producer opens, however unlikely the scorer
   * holds it (producer-first asks constraintShare of the pick's membership): nobody guesses an id,
   * so the step that issues it comes first. Default on.
   */
  idProducerFirst: boolean;
  /**
   * existing lookup: where slot 1's pick (after requestOpener and providerCoherence) makes a new
   * thing no request action asks for, and the request speaks of an existing one its name names
   * ("create a project for the payments team": `create_team`; "their last call": `CreateCall`),
   * the leading lookup of that thing s0 can call opens (`find_teams`, `ListCall`): the user
   * refers to what is there. Before idProducerFirst, which then reads the lookup's inputs. Default on.
   */
  existingLookup: boolean;
  /** max(m, M): requestOpener's "about as likely" reads the better of the menu pass's m and the pool pass's M. Off: m only. Default off (docs/ablation.md: it cost Seal-Tools dev order@8 with the structural scorer and Seal-Tools first1 with the encoder). */
  openerPoolMembership: boolean;

  // ── Precedence the reranker orders by (rerankPrecedence) ──
  /** neutral 0.5: b_ij = b_ji = 0.5 between tools that nothing relates (no link, wording or runs). Off: the scorer's b. Default on. */
  neutralPrecedence: boolean;
  /** wording order: two requested, unlinked, non-alternative tools are ordered as the request names them (b = 1 / 0). Default on. */
  wordingOrder: boolean;
  /** full link (second pass): a one-way link supplying all of the other's input (κ ≥ fullLinkKappa, none back) orders the two. Default on. */
  fullLink: boolean;
  /** κ from which a link counts as supplying all of the input (fullLink). Default 0.99. */
  fullLinkKappa: number;
  /** both-ways wording (second pass): two tools linked directly both ways, named by any words, are ordered as the request names them. Default off (it helped TaskBench alone: docs/ablation.md). */
  bothWaysWording: boolean;
  /**
   * unlinked wording (second pass): two leading tools that no field link joins, the request
   * naming them by any of their words (not only the most relevant: "watch the movie 'Inception'
   * and then make a video call", where one word names the movie), MENTION_GAP apart and not
   * alternatives, are ordered as the request names them. Default on.
   */
  unlinkedWording: boolean;
  /** κ orients: two tools linked both ways are oriented only when |κ_ij − κ_ji| ≥ this. 0: every link orients. Default 0.25 (docs/ablation.md: it orders TaskBench and the real APIs). */
  kappaOrients: number;
  /** Redundancy at or above which two tools are alternatives, not steps (wording order, requestOpener). 1: none. Default 1 (0.5 cost the real APIs' order@8: docs/ablation.md). */
  alternativeRedundancy: number;
  /**
   * clause order: where the request's words do not order two steps (wording order, unlinked
   * wording, requestOpener), the clauses their meanings match do (stepMentions' clauseOrder):
   * each tool's best clause in word vectors must beat its next best by at least this cosine.
   * "Install the 'example_software' and set an alarm at 08:00": `install` is no word of
   * `software_management`, the quoted name is what the user has. 1e9: off. Default 0.01.
   */
  clauseOrder: number;
}

/** The rules as measured (docs/ablation.md): the menus these build are the method's. */
export const DEFAULT_MENU_RULES: Readonly<MenuRules> = Object.freeze({
  demandDecay: 0.9,
  roleFill: 0.5,
  coverageCap: 1.5,
  linkFeeds: 2,
  linkFedBy: 1,
  producerFirst: true,
  callableFirst: true,
  constraintShare: 0.5,
  entryGivenUse: 1,
  orphanInputs: true,
  orphanProducerShare: 0.2,
  announcedHalf: 0.5,
  precedenceWait: true,
  precedenceGap: 0.25,
  waitShare: 0.3,
  laterWaitShare: 0,
  cycleGiveWay: true,
  requestOpener: true,
  openerWhenUncallable: true,
  openerWhenInferred: true,
  sequencedOpener: true,
  sequencedShare: 0.1,
  openerProducerKeeps: true,
  openerPoolMembership: false,
  providerCoherence: 0.1,
  providerAlternative: 0.5,
  namedProvider: true,
  idProducerFirst: true,
  existingLookup: true,
  neutralPrecedence: true,
  wordingOrder: true,
  fullLink: true,
  fullLinkKappa: 0.99,
  bothWaysWording: false,
  unlinkedWording: true,
  kappaOrients: 0.25,
  alternativeRedundancy: 1,
  clauseOrder: 0.01,
});

/**
 * Rules off (at their neutral value) by default since docs/ablation.md judged them, with the
 * value that engages them (their former default): the ablation measures them turned on, and
 * their tests show them at work.
 */
export const ENGAGED_MENU_RULES: Readonly<Partial<MenuRules>> = Object.freeze({
  laterWaitShare: 0.3,
  openerPoolMembership: true,
  bothWaysWording: true,
  alternativeRedundancy: 0.5,
});

export type MenuRuleName = keyof MenuRules;

/** The rule names in their documented order. */
export const MENU_RULE_NAMES = Object.keys(DEFAULT_MENU_RULES) as MenuRuleName[];

/** Where each rule acts (the docs' and the app's grouping). */
export function ruleStage(name: MenuRuleName): 'retriever' | 'reranker' | 'precedence' {
  const k = MENU_RULE_NAMES.indexOf(name);
  return k < MENU_RULE_NAMES.indexOf('producerFirst')
    ? 'retriever'
    : k < MENU_RULE_NAMES.indexOf('neutralPrecedence')
      ? 'reranker'
      : 'precedence';
}

/** Numeric rules that are shares (in [0, 1]); the others are ≥ 0. */
const SHARES: ReadonlySet<MenuRuleName> = new Set<MenuRuleName>([
  'demandDecay',
  'constraintShare',
  'entryGivenUse',
  'orphanProducerShare',
  'announcedHalf',
  'waitShare',
  'laterWaitShare',
  'sequencedShare',
  'alternativeRedundancy',
  'providerAlternative',
]);

/** The range a numeric rule accepts, for messages and the app's inputs. */
export function ruleRange(name: MenuRuleName): { min: number; max: number } {
  return SHARES.has(name) ? { min: 0, max: 1 } : { min: 0, max: Number.MAX_VALUE };
}

/** A rule value that cannot be used, located (`at`: where it came from, e.g. `rules.waitShare` or `--rule waitShare=x`). */
export class MenuRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MenuRuleError';
  }
}

/**
 * Checks one rule's value: a boolean for a switch, a finite number in range for a constant;
 * throws a MenuRuleError naming `at` otherwise. Unknown names are refused with the known ones.
 */
export function checkRule(name: string, value: unknown, at = `rules.${name}`): void {
  if (!(MENU_RULE_NAMES as readonly string[]).includes(name))
    throw new MenuRuleError(`${at}: unknown rule "${name}" (known: ${MENU_RULE_NAMES.join(', ')})`);
  const rule = name as MenuRuleName;
  if (typeof DEFAULT_MENU_RULES[rule] === 'boolean') {
    if (typeof value !== 'boolean')
      throw new MenuRuleError(`${at} must be true or false, got ${JSON.stringify(value)}`);
    return;
  }
  const { min, max } = ruleRange(rule);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new MenuRuleError(
      `${at} must be a number ${max === 1 ? `in [${min}, ${max}]` : `≥ ${min}`}, got ${JSON.stringify(value)}`,
    );
}

/** The defaults with `overrides` applied, each checked (checkRule). */
export function menuRules(overrides: Partial<Record<string, unknown>> = {}): MenuRules {
  for (const [name, value] of Object.entries(overrides)) if (value !== undefined) checkRule(name, value);
  return { ...DEFAULT_MENU_RULES, ...(overrides as Partial<MenuRules>) };
}

/**
 * A rule's value from text (`--rule name=value`, a share link): `on`/`off`/`true`/`false` for a
 * switch, a number for a constant; checked (checkRule) and located by `at`.
 */
export function parseRuleValue(name: string, text: string, at: string): boolean | number {
  if (!(MENU_RULE_NAMES as readonly string[]).includes(name)) checkRule(name, undefined, at);
  const rule = name as MenuRuleName;
  let value: unknown = text;
  if (typeof DEFAULT_MENU_RULES[rule] === 'boolean') {
    if (text === 'on' || text === 'true') value = true;
    else if (text === 'off' || text === 'false') value = false;
  } else if (text.trim() !== '' && Number.isFinite(Number(text))) value = Number(text);
  checkRule(name, value, at);
  return value as boolean | number;
}

/** The rules that differ from DEFAULT_MENU_RULES (empty when all are default). */
export function changedRules(rules: MenuRules): Partial<MenuRules> {
  const out: Partial<Record<MenuRuleName, boolean | number>> = {};
  for (const name of MENU_RULE_NAMES) if (rules[name] !== DEFAULT_MENU_RULES[name]) out[name] = rules[name];
  return out as Partial<MenuRules>;
}
