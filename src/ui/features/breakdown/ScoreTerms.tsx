import type { MenuView } from '../../../worker/views/inspectorViews';
import type { PlacementView, SlotView, TermGroup } from '../../../worker/views/slotViews';
import { DisplacementNote } from './DisplacementNote';
import { TermBar } from './TermBar';

/** Each group's heading in plain words, and its formula (shown beside it, and in full on hover). */
const GROUP_TITLE: Record<TermGroup, { plain: string; formula: string; hover: string }> = {
  retriever: {
    plain: 'Why it was chosen',
    formula: 'sᴿ = M + link + λC − ηD',
    hover:
      'The retriever adds the tool with the best sᴿ = M + λC − ηD until the menu holds K; past the first L slots, chain links add to M for a tool that makes an input of a likely tool or takes its output (Glossary: each term).',
  },
  reranker: {
    plain: 'Why it sits here',
    formula: 'sᴼ = w_m·m + w_p·φ + w_s·P + w_e·e + order',
    hover:
      'The reranker orders the top L: each slot goes to the best sᴼ = w_m·m + w_p·φ + w_s·P + w_e·e + order among the tools not yet placed, unless a rule keeps it for another (Glossary: each term).',
  },
  fill: {
    plain: 'Why it fills this slot',
    formula: 'API share, then inputs supplied, then ≈',
    hover:
      'The retriever found fewer tools than the menu holds; the rest of the catalog fills the empty slots: tools of the menu’s own APIs first (by their share of its membership), then those whose inputs s0 or the menu supplies, then by word-vector match with the request.',
  },
  relevance: {
    plain: 'Text match with the request',
    formula: 'BM25',
    hover: 'The relevance menu ranks tools by BM25: the request’s words in the tool’s name, description and fields.',
  },
};

/** Why the constraint, not sᴼ, decided the slot: what kept the better-scoring tool out (`after`: the tool it waits for, when named). */
function ruleReason(placement: PlacementView): string {
  const after = placement.after
    ? `${placement.after.toolId}${placement.after.rank > 0 ? ` (#${placement.after.rank})` : ''}`
    : null;
  switch (placement.rule) {
    case 'producer-first':
      return after
        ? `it lacks an input that ${after} produces, and producers come before their consumers`
        : 'it lacks an input that a tool not yet placed on the menu produces (producers before consumers)';
    case 'request-order':
      return 'slot 1 goes to the step the request names first (one s0 can call; where s0 is only inferred from the request, callable or not)';
    case 'named-provider':
      return 'slot 1 goes to the step of the service the request names that does what the first pass’s pick does (“Find Wikipedia articles …”: Wikipedia’s search, not another server’s; “… on BigCommerce”: BigCommerce’s refund, not another shop’s)';
    case 'same-provider':
      return 'slot 1 goes to the look-alike from the provider that offers the other leading steps (an agent runs a chain on the server that offers it)';
    case 'existing-lookup':
      return 'slot 1 goes to the lookup of a thing the request speaks of as existing (“the payments team”, “their last call”), not to a step that would make a new one';
    case 'id-producer':
      return 'slot 1 goes to the step that issues an identifier the first pass’s pick needs and s0 does not hold (nobody guesses an id)';
    case 'precedence':
      return `it waits for ${after ?? 'a leading tool'}, which precedes it (the request's order, a chain, a field link, or successful runs)`;
    case 'cycle':
      return 'every open tool waited for another; the wait on the least likely tool gave way to this one';
    case 'callable-first':
      return 'slot 1 must be callable from s0 and it is not';
    default:
      return '';
  }
}

/** How the reranker chose this slot's tool: by the best sᴼ, or by a constraint over a better-scoring tool. */
function PlacementNote({ placement }: { placement: PlacementView }) {
  if (placement.rule === 'score' || !placement.over) {
    return (
      <p data-testid="slot-placement" data-rule="score" className="text-xs text-slate-600 dark:text-slate-300">
        Placed by score: the best sᴼ among the tools not yet placed.
      </p>
    );
  }
  const { over } = placement;
  return (
    <p data-testid="slot-placement" data-rule={placement.rule} className="text-xs text-slate-700 dark:text-slate-200">
      {/* The tool id, not its name: look-alikes of two providers share a name (`lookupContact`). */}
      Placed ahead of <span className="font-mono">{over.toolId}</span>
      {over.rank > 0 ? ` (now #${over.rank})` : ''}, which had the higher sᴼ here: {ruleReason(placement)}.
    </p>
  );
}

/** Which likely tool's chain raised this slot's membership past the top L, and through which input. */
function LinkNote({ link }: { link: NonNullable<SlotView['link']> }) {
  const { tool, makes, field } = link;
  const other = (
    <>
      <span className="font-mono">{tool.toolId}</span>
      {tool.rank > 0 ? ` (#${tool.rank})` : ''}
    </>
  );
  const via = field ? <span className="font-mono">{field}</span> : null;
  return (
    <p data-testid="slot-link" data-makes={makes} className="text-xs text-slate-700 dark:text-slate-200">
      Chain link:{' '}
      {makes ? (
        <>
          it makes {via ?? 'an input'} for {other}
        </>
      ) : (
        <>
          it takes {via ?? 'the output'} from {other}
        </>
      )}
      , a tool likely on the path.
    </p>
  );
}

/** The slot's score terms, grouped (retriever for every slot, reranker in the top L). */
export function ScoreTerms({ slot, menu }: { slot: SlotView; menu: MenuView }) {
  const groups = (['relevance', 'retriever', 'fill', 'reranker'] as const).filter((g) =>
    slot.terms.some((t) => t.group === g),
  );
  return (
    <section aria-label="Score breakdown" className="flex flex-col gap-3">
      {groups.map((group) => {
        const terms = slot.terms.filter((t) => t.group === group);
        const signed = menu.slots.some((s) => s.terms.some((t) => t.group === group && t.value < 0));
        return (
          <div key={group} className="flex flex-col gap-1">
            <h4
              title={GROUP_TITLE[group].hover}
              className="flex flex-wrap items-baseline gap-x-2 text-[11px] font-semibold text-slate-600 dark:text-slate-300"
            >
              {GROUP_TITLE[group].plain}
              <span className="font-mono font-normal text-slate-600 dark:text-slate-400">
                {GROUP_TITLE[group].formula}
              </span>
            </h4>
            <ul className="flex flex-col gap-1">
              {terms.map((t) => (
                <TermBar key={t.key} term={t} scale={menu.termScale[group]} signed={signed} />
              ))}
            </ul>
          </div>
        );
      })}
      {slot.placement && <PlacementNote placement={slot.placement} />}
      {slot.link && <LinkNote link={slot.link} />}
      <DisplacementNote slot={slot} />
      {groups.includes('fill') && (
        <p data-testid="slot-fill" className="text-xs text-slate-700 dark:text-slate-200">
          Fills a slot the retriever left empty: it found fewer tools than the menu holds for this request, so the rest
          of the catalog fills the slots, tools of the menu&apos;s own APIs first, then those whose inputs s0 or the
          menu supplies, then by word-vector match with the request.
        </p>
      )}
      {menu.method === 'state-path' && !groups.includes('reranker') && !groups.includes('fill') && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Below the reranked top L: the slot keeps its retriever order.
        </p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-300">
        Relevance rank {slot.relevanceRank > 0 ? slot.relevanceRank : '— (no query term matched)'}; matched terms:{' '}
        {slot.matchedTerms.length === 0 ? (
          <span className="italic">none</span>
        ) : (
          slot.matchedTerms.map((w) => (
            <span
              key={w}
              className="mr-1 inline-block rounded bg-slate-100 px-1 font-mono text-[11px] dark:bg-slate-800"
            >
              {w}
            </span>
          ))
        )}
      </p>
    </section>
  );
}
