import type { ReactNode } from 'react';
import type { NamedToolView, SRTermsView, WhyNotView } from '../../../worker/views/whyNotView';
import { formatCount, formatScore } from '../../shared/formatNumber';
import { useSelectSlot } from '../../stores/useSelectSlot';
import { useWhyNotStore } from '../../stores/useWhyNotStore';
import { ToolSearchBox } from './ToolSearchBox';
import { useWhyNot } from './useToolQueries';
import { plainText } from '../../shared/toolText';

const f2 = (x: number): string => formatScore(x).replace('-', '−');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold text-slate-600 dark:text-slate-300">{title}</h3>
      <div className="text-xs text-slate-800 dark:text-slate-100">{children}</div>
    </section>
  );
}

/** A tool id that selects its slot when it is on a menu, else plain text; with its places. */
function ToolName({ tool }: { tool: NamedToolView }) {
  const selectSlot = useSelectSlot();
  const method =
    tool.statePathRank !== undefined ? 'state-path' : tool.relevanceMenuRank !== undefined ? 'relevance' : null;
  const places = [
    tool.statePathRank !== undefined ? `State-Path #${tool.statePathRank}` : null,
    tool.relevanceMenuRank !== undefined ? `relevance #${tool.relevanceMenuRank}` : null,
  ].filter(Boolean);
  return (
    <span className="inline-flex min-w-0 flex-wrap items-baseline gap-x-1">
      {method ? (
        <button
          type="button"
          onClick={() => selectSlot({ method, toolId: tool.toolId })}
          className="font-mono break-all text-sky-700 underline decoration-dotted underline-offset-2 hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300 dark:hover:text-sky-100"
        >
          {tool.toolId}
        </button>
      ) : (
        <span className="font-mono break-all">{tool.toolId}</span>
      )}
      <span className="text-slate-600 dark:text-slate-400">
        {places.length > 0
          ? `(${places.join(', ')})`
          : `(off both menus${tool.relevanceRank > 0 ? `, relevance rank ${formatCount(tool.relevanceRank)}` : ''})`}
      </span>
    </span>
  );
}

function TermsRow({ label, terms }: { label: ReactNode; terms: SRTermsView }) {
  return (
    <tr className="border-t border-slate-100 dark:border-slate-800">
      <th scope="row" className="py-0.5 pr-2 text-left font-normal">
        {label}
      </th>
      <td className="px-1 text-right tabular-nums">{f2(terms.M)}</td>
      <td className="px-1 text-right tabular-nums">{terms.link === null ? '·' : f2(terms.link)}</td>
      <td className="px-1 text-right tabular-nums">{terms.lambdaC === null ? '·' : f2(terms.lambdaC)}</td>
      <td className="px-1 text-right tabular-nums">{f2(terms.etaD)}</td>
      <td className="pl-1 text-right font-semibold tabular-nums">{f2(terms.sR)}</td>
    </tr>
  );
}

function WhyNotResult({ view }: { view: WhyNotView }) {
  const onSP = view.statePathRank !== undefined;
  const self: NamedToolView = {
    toolId: view.toolId,
    name: view.name,
    relevanceRank: view.relevance.rank,
    ...(view.statePathRank !== undefined ? { statePathRank: view.statePathRank } : {}),
    ...(view.relevanceMenuRank !== undefined ? { relevanceMenuRank: view.relevanceMenuRank } : {}),
  };
  return (
    <article data-testid="why-not-result" className="flex flex-col gap-3">
      <header className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold">
          <ToolName tool={self} />
        </h2>
        {view.description && (
          <p
            data-testid="why-not-description"
            className="text-xs text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300"
          >
            {plainText(view.description)}
          </p>
        )}
        <p
          data-testid="why-not-headline"
          className={`rounded border px-2 py-1.5 text-xs ${
            onSP
              ? 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50'
              : 'border-amber-200 bg-amber-50 text-slate-900 dark:border-amber-800 dark:bg-amber-950 dark:text-slate-50'
          }`}
        >
          {view.headline}
        </p>
      </header>

      <Section title="Relevance">
        <p data-testid="why-not-relevance">
          {view.relevance.rank > 0 ? (
            <>
              Rank <strong>{formatCount(view.relevance.rank)}</strong> of {formatCount(view.relevance.ranked)} tools the
              request matches ({formatCount(view.relevance.catalogSize)} in the catalog), BM25{' '}
              {f2(view.relevance.score)}
              {view.relevance.matched.length > 0 ? ', matching ' : '.'}
              {view.relevance.matched.map((w, k) => (
                <span key={w}>
                  {k > 0 && ', '}
                  <span className="rounded bg-slate-100 px-1 font-mono dark:bg-slate-800">{w}</span>
                </span>
              ))}
            </>
          ) : (
            <>No word of the request matches it (unranked among {formatCount(view.relevance.catalogSize)} tools).</>
          )}
        </p>
        <p className="text-slate-600 dark:text-slate-300">
          {view.target
            ? view.target.chosen
              ? 'It is the chosen target.'
              : `Likely target #${view.target.rank} (weight ${f2(view.target.weight)}).`
            : 'Not a likely target.'}
        </p>
      </Section>

      <Section title="Candidate pool">
        {view.pool.inPool ? (
          <p data-testid="why-not-pool" data-in-pool="true">
            In the pool ({formatCount(view.pool.size)} tools), {view.pool.note}.
          </p>
        ) : (
          <div data-testid="why-not-pool" data-in-pool="false">
            <p>Not in the pool ({formatCount(view.pool.size)} tools):</p>
            <ul className="ml-4 list-disc">
              {view.pool.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      {view.terms && (
        <Section title="Retriever score sᴿ = M + link + λC − ηD">
          <table data-testid="why-not-terms" className="w-full max-w-md text-xs">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="text-left font-normal">
                  <span className="sr-only">Tool</span>
                </th>
                <th
                  scope="col"
                  className="px-1 text-right font-normal"
                  title="membership: how likely the tool is on the path"
                >
                  M
                </th>
                <th
                  scope="col"
                  className="px-1 text-right font-normal"
                  title="chain links: membership added past the first L slots for making an input of a likely tool or taking its output (· within the first L)"
                >
                  link
                </th>
                <th
                  scope="col"
                  className="px-1 text-right font-normal"
                  title="coverage: inputs of the path it supplies, × λ (· not recomputed)"
                >
                  λC
                </th>
                <th
                  scope="col"
                  className="px-1 text-right font-normal"
                  title="redundancy with tools picked before, × η"
                >
                  −ηD
                </th>
                <th scope="col" className="pl-1 text-right font-normal">
                  sᴿ
                </th>
              </tr>
            </thead>
            <tbody>
              <TermsRow label={onSP ? 'This tool, as picked' : 'This tool'} terms={view.terms} />
              {view.lastAdmitted && !onSP && (
                <TermsRow
                  label={
                    <>
                      Last admitted: <ToolName tool={view.lastAdmitted} />
                    </>
                  }
                  terms={view.lastAdmitted.terms}
                />
              )}
            </tbody>
          </table>
          {!onSP && (
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Compared at the last admitted tool’s greedy step (slot {view.budget} of K = {view.budget}): to get on the
              menu its sᴿ would have to beat that one.
            </p>
          )}
        </Section>
      )}

      {view.displacement && (
        <Section title="Took its place">
          <p data-testid="why-not-displaced">
            {view.displacement.by ? (
              <>
                <ToolName
                  tool={{ ...view.displacement.by, relevanceRank: 0, statePathRank: view.displacement.by.rank }}
                />
                {': '}
                {view.displacement.reason.replace(/^displaced by \S+ \((.*)\)$/, '$1')}
              </>
            ) : (
              view.displacement.reason
            )}
          </p>
        </Section>
      )}
      {!view.displacement && !onSP && view.lastAdmitted && (
        <Section title="Took its place">
          <p data-testid="why-not-displaced">
            No one tool: it is not on the relevance menu, so nothing displaced it from there; the weakest State-Path
            place is <ToolName tool={view.lastAdmitted} />
            ’s.
          </p>
        </Section>
      )}

      <Section title="What it needs">
        {view.inputs.length === 0 ? (
          <p>No required inputs: s0 can call it.</p>
        ) : (
          <ul data-testid="why-not-inputs" className="flex flex-col gap-1.5">
            {view.inputs.map((i) => (
              <li key={i.field}>
                <span className="rounded bg-slate-100 px-1 font-mono dark:bg-slate-800">{i.field}</span>{' '}
                {i.inState ? (
                  <span className="text-emerald-700 dark:text-emerald-300">known from s0</span>
                ) : i.count === 0 ? (
                  <span className="text-rose-700 dark:text-rose-300">nothing in the catalog produces it</span>
                ) : (
                  <span className="text-slate-600 dark:text-slate-300">
                    produced by {formatCount(i.count)} tool{i.count === 1 ? '' : 's'}:
                  </span>
                )}
                {!i.inState && i.producers.length > 0 && (
                  <ul className="mt-0.5 ml-4 list-disc">
                    {i.producers.map((p) => (
                      <li key={p.toolId}>
                        <ToolName tool={p} />
                      </li>
                    ))}
                    {i.count > i.producers.length && (
                      <li className="text-slate-600 dark:text-slate-400">
                        and {formatCount(i.count - i.producers.length)} more
                      </li>
                    )}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}

/**
 * "Why not this tool?": search any tool of the catalog, then see where it ranks by relevance (and
 * the words it matched), whether it reached the candidate pool (or why not), its sᴿ against the
 * last admitted State-Path tool's, what it needs and who produces it, and which tool took its place.
 */
export function WhyNotPanel() {
  const toolId = useWhyNotStore((s) => s.toolId);
  const setToolId = useWhyNotStore((s) => s.setToolId);
  const why = useWhyNot(toolId);
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="why-not-panel">
      <div className="flex flex-col gap-1">
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Why is a tool not on the State-Path menu? Search any tool of the catalog by id or name.
        </p>
        <ToolSearchBox
          label="Why not this tool?"
          placeholder="Tool id or name…"
          testId="why-not-search"
          onChoose={(hit) => setToolId(hit.toolId)}
        />
      </div>
      {toolId === null ? null : why.error ? (
        <p role="alert" className="text-xs text-rose-700 dark:text-rose-300">
          {why.error.message}
        </p>
      ) : why.data ? (
        <div aria-busy={why.isFetching}>
          <WhyNotResult view={why.data} />
        </div>
      ) : (
        <p className="text-xs text-slate-600 italic dark:text-slate-400">Explaining {toolId}…</p>
      )}
    </div>
  );
}
