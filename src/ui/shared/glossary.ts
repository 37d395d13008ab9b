/**
 * Every term the inspector shows, in plain words: the glossary panel lists them, the score
 * breakdown labels its bars with `plain` and shows `formula` on hover. docs/glossary.md says the
 * same for readers of the docs and the CLI's output.
 */
export interface GlossaryEntry {
  /** Stable id (the breakdown's term keys where one exists: M, link, lambdaC, etaD, sR, m, phi, P, e, order, sO, bm25). */
  id: string;
  /** As the app writes it. */
  symbol: string;
  /** A short plain-language label (a breakdown bar's name). */
  plain: string;
  /** The formula or definition, shown on hover. */
  formula?: string;
  /** One or two sentences. */
  meaning: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'menu',
    symbol: 'menu',
    plain: 'tool menu',
    meaning: 'The K tools an agent is shown for one request, in order. The app builds two and compares them.',
  },
  {
    id: 'relevance-menu',
    symbol: 'Relevance-only',
    plain: 'best text matches',
    formula: 'top K of the BM25 ranking',
    meaning: 'The baseline menu: the K tools whose descriptions best match the request’s words.',
  },
  {
    id: 'state-path-menu',
    symbol: 'State-Path',
    plain: 'tools that can finish the task',
    formula: 'greedy sᴿ over the pool, then sᴼ orders the top L',
    meaning:
      'The menu built to reach the target: the tools on a path of calls from what the request knows (s0) to the target, each tool’s inputs produced by an earlier one.',
  },
  {
    id: 'K',
    symbol: 'K',
    plain: 'menu size',
    meaning: 'How many tools each menu lists (1–128 in the app).',
  },
  {
    id: 'L',
    symbol: 'L',
    plain: 'ordered top',
    meaning:
      'How many of the State-Path menu’s first tools the reranker puts in calling order; the rest keep the retriever’s order.',
  },
  {
    id: 's0',
    symbol: 's0',
    plain: 'what the request already knows',
    formula: 'F0(q)',
    meaning:
      'The fields the request gives (an email, a city, an order id): given with the task, or inferred from its words (dashed chips).',
  },
  {
    id: 'target',
    symbol: 'target',
    plain: 'the tool that finishes the task',
    meaning:
      'The gold path’s last tool when the task has one, else the best predicted target (the Target button says why it was predicted).',
  },
  {
    id: 'gold',
    symbol: '★ gold',
    plain: 'a known right answer',
    meaning: 'A tool on the task’s gold chain: the calls a correct agent made. Not every task has one.',
  },
  {
    id: 'verdict',
    symbol: 'verdict',
    plain: 'can this menu finish the task?',
    meaning:
      'One line per menu: ✓ it reaches the target from s0, ! it reaches it but something is off (order, crowding), ✗ it cannot, and which field is missing.',
  },
  {
    id: 'bridge-missing',
    symbol: 'missing bridge',
    plain: 'a field nothing on the menu produces',
    meaning:
      'A tool needs an input that neither s0 nor any tool on the menu can supply; the graph draws it as a red node with the catalog’s producers.',
  },
  {
    id: 'blocked',
    symbol: 'blocked',
    plain: 'on the menu but cannot run',
    meaning: 'A menu tool that would supply an input on the way but itself lacks an input nobody on the menu produces.',
  },
  {
    id: 'roles',
    symbol: 'entry · bridge · target · terminal',
    plain: 'a tool’s part in the path',
    meaning:
      'Entry: callable from s0 alone. Bridge: produces what a later tool needs. Target: finishes the task. Terminal: a final action after the target. None: no part found.',
  },
  {
    id: 'pool',
    symbol: 'pool',
    plain: 'the candidates considered',
    formula: 'targets + their producers + relevance top + entries, ≤ 256',
    meaning:
      'The tools the State-Path menu is chosen from (the Why not? tab says whether a tool reached it, and why not). A tool outside it can never be picked.',
  },
  {
    id: 'bm25',
    symbol: 'BM25',
    plain: 'text match with the request',
    formula: 'BM25 over name, description and fields',
    meaning: 'The search-engine score of a tool’s text against the request: the relevance menu’s only score.',
  },
  {
    id: 'M',
    symbol: 'M',
    plain: 'likely on the path',
    formula: 'M: membership, a logistic model over relevance and field links (or the learned encoder)',
    meaning: 'How likely the tool belongs to the path from s0 to the target (0–1).',
  },
  {
    id: 'link',
    symbol: 'link',
    plain: 'linked to likely tools',
    formula:
      'σ(logit M + linkFeeds·max_j need_ij·M_j + linkFedBy·max_j κ_ji·M_j) − M past the first L slots (defaults 2, 1)',
    meaning:
      'Chain links: after the first L (8) slots, a tool that makes an input a likely tool still needs, or takes a likely tool’s output, gains membership. The menu’s later slots go to the other steps of the chains its first slots start.',
  },
  {
    id: 'lambdaC',
    symbol: 'λC',
    plain: 'new inputs it covers',
    formula: 'λ × C, C = share of still-unsupplied inputs this tool supplies',
    meaning: 'Marginal coverage: what the tool adds that the tools already chosen do not. Off (0) with the default λ.',
  },
  {
    id: 'etaD',
    symbol: '−ηD',
    plain: 'repeats a chosen tool',
    formula: '−η × D, D = redundancy with the tools already chosen',
    meaning: 'A penalty for near-duplicates of tools already on the menu (crowding).',
  },
  {
    id: 'sR',
    symbol: 'sᴿ',
    plain: 'choice score',
    formula: 'sᴿ = M (+ link past the first L slots) + λC − ηD',
    meaning: 'The retriever’s score: it adds the best-scoring tool, one at a time, until the menu holds K.',
  },
  {
    id: 'm',
    symbol: 'w_m·m',
    plain: 'likely on the path',
    formula: 'w_m × m, m = membership within the chosen menu',
    meaning: 'Membership again, read over the menu itself rather than the pool.',
  },
  {
    id: 'phi',
    symbol: 'w_p·φ',
    plain: 'fits this position',
    formula: 'w_p × φ, φ = role fit: entries early, bridges before what they feed, targets after',
    meaning: 'How well the tool’s role suits the slot being filled.',
  },
  {
    id: 'P',
    symbol: 'w_s·P',
    plain: 'inputs ready here',
    formula: 'w_s × P, P = share of its inputs supplied by s0 or the tools above',
    meaning: 'Whether the agent could call it at this point.',
  },
  {
    id: 'e',
    symbol: 'w_e·e',
    plain: 'callable first',
    formula: 'w_e × e, e = 1 when callable from s0 alone (slot 1 only)',
    meaning: 'A bonus for opening the menu with a tool that needs nothing the request lacks.',
  },
  {
    id: 'order',
    symbol: 'order',
    plain: 'comes after the tools above',
    formula: 'w_d × precedence after the tools above / max(1, r − 1)',
    meaning:
      'Precedence: field links, the request’s order of steps, and successful runs (ρ) say this tool follows those already placed.',
  },
  {
    id: 'sO',
    symbol: 'sᴼ',
    plain: 'order score',
    formula: 'sᴼ = w_m·m + w_p·φ + w_s·P + w_e·e + order',
    meaning:
      'The reranker’s score: each of the top L slots goes to the best sᴼ among the tools not yet placed, unless a rule (producers first, the request’s order) keeps it for another.',
  },
  {
    id: 'rho',
    symbol: 'ρ',
    plain: 'learned from past runs',
    formula: 'transition prior from tool-trajectories/v1',
    meaning:
      'How often one tool followed another in successful runs; it feeds the order term when trajectories are attached.',
  },
  {
    id: 'chi-kappa',
    symbol: 'χ, κ',
    plain: 'who supplies what',
    formula: 'χ: fields a set can reach from s0; κ: cheapest producer chains',
    meaning: 'The set analysis behind reachability, suppliers and roles.',
  },
  {
    id: 'crowding',
    symbol: 'crowding',
    plain: 'too many look-alikes',
    meaning: 'Several near-duplicate tools on one menu, which make an agent pick the wrong one.',
  },
  {
    id: 'inversion',
    symbol: '⚠ order inversion',
    plain: 'listed before its producer',
    meaning: 'A tool appears above the tool that produces its input, inviting a premature call.',
  },
  {
    id: 'tokens',
    symbol: '≈ tokens',
    plain: 'prompt size',
    meaning: 'What the menu costs in the agent’s prompt, as an OpenAI tools array (about ±20 %).',
  },
  {
    id: 'moved',
    symbol: '▲3 · ▼1 · new',
    plain: 'moved since the kept menus',
    meaning:
      'After Keep as baseline: how many slots higher (▲) or lower (▼) a tool sits than in the menus you kept, or new on the menu; each verdict lists the tools that left.',
  },
];

const BY_ID = new Map(GLOSSARY.map((e) => [e.id, e]));

/** The glossary entry of a breakdown term key or glossary id. */
export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return BY_ID.get(id);
}
