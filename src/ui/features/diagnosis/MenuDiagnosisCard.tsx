import { Fragment } from 'react';
import type { MenuMethod, ToolRef } from '../../../core/index';
import { graphNodeId } from '../../../worker/views/graphNodeIds';
import type { MenuView } from '../../../worker/views/inspectorViews';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { VerdictLine } from '../../shared/VerdictLine';
import { FindingList } from './FindingList';
import { ShowInGraphButton } from './ShowInGraphButton';
import { ToolRefButton } from './ToolRefButton';

function ToolRefs({ tools, method }: { tools: readonly ToolRef[]; method: MenuMethod }) {
  return tools.map((t, k) => (
    <Fragment key={t.tool}>
      {k > 0 && ', '}
      <ToolRefButton tool={t} method={method} />
    </Fragment>
  ));
}

/** Graph nodes of the tools of a finding that are on the menu. */
const toolNodes = (tools: readonly ToolRef[]): string[] =>
  tools.filter((t) => t.rank !== undefined).map((t) => graphNodeId.tool(t.toolId));

/** One menu's diagnosis: verdict, targets, missing bridges, blocked producers, inversions, crowding, schema gaps; each finding can be shown in the graph. */
export function MenuDiagnosisCard({ menu }: { menu: MenuView }) {
  const d = menu.diagnosis;
  const m = menu.method;
  return (
    <section
      aria-label={`${METHOD_TITLE[m]} diagnosis`}
      data-testid={`diagnosis-${m}`}
      className="flex min-w-0 flex-col gap-2 rounded-md border [overflow-wrap:anywhere] border-slate-200 p-2.5 dark:border-slate-700"
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{METHOD_TITLE[m]}</h3>
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <VerdictLine diagnosis={d} />
        </div>
        <ShowInGraphButton
          method={m}
          nodeIds={[
            ...toolNodes(d.targets.map((t) => t.target)),
            ...d.missingBridges.map((b) => graphNodeId.missing(b.field)),
            ...d.schemaGaps.map((g) => graphNodeId.missing(g.field)),
          ]}
          label={`${METHOD_TITLE[m]} verdict`}
        />
      </div>
      <FindingList
        title="Targets"
        items={d.targets}
        render={(t) => (
          <>
            <ToolRefButton tool={t.target} method={m} />{' '}
            <span className="text-slate-600 dark:text-slate-400">({t.source})</span>{' '}
            {t.reachable ? (
              <span>reachable: {t.chain.join(' → ')}</span>
            ) : (
              <span className="text-rose-700 dark:text-rose-300">{t.onMenu ? 'not reachable' : 'not on the menu'}</span>
            )}
          </>
        )}
      />
      <FindingList
        title="Missing bridges"
        items={d.missingBridges}
        render={(b) => (
          <>
            <span className="font-mono">{b.field}</span> for <ToolRefButton tool={b.consumer} method={m} />; produced by{' '}
            <ToolRefs tools={b.suggested ? [b.suggested] : b.producers.slice(0, 3)} method={m} />
            <ShowInGraphButton
              method={m}
              nodeIds={[graphNodeId.missing(b.field), ...toolNodes([b.consumer])]}
              label={`missing ${b.field} for ${b.consumer.toolId}`}
            />
          </>
        )}
      />
      <FindingList
        title="Blocked producers"
        items={d.blocked}
        render={(b) => (
          <>
            <ToolRefButton tool={b.producer} method={m} /> cannot run: it lacks{' '}
            <span className="font-mono">{b.lacks.join(', ')}</span>
            <ShowInGraphButton
              method={m}
              nodeIds={toolNodes([b.producer])}
              label={`${b.producer.toolId} blocked (lacks ${b.lacks.join(', ')})`}
            />
          </>
        )}
      />
      <FindingList
        title="Inversions"
        items={d.inversions}
        render={(x) => (
          <>
            <ToolRefButton tool={x.consumer} method={m} /> listed before its producer{' '}
            <ToolRefButton tool={x.producer} method={m} /> of <span className="font-mono">{x.field}</span>
            <ShowInGraphButton
              method={m}
              nodeIds={toolNodes([x.consumer, x.producer])}
              label={`${x.consumer.toolId} before ${x.producer.toolId} (${x.field})`}
            />
          </>
        )}
      />
      <FindingList
        title="Crowding"
        items={d.crowding}
        render={(c) => (
          <>
            “{c.label}”: <ToolRefs tools={c.tools} method={m} />
            <ShowInGraphButton method={m} nodeIds={toolNodes(c.tools)} label={`crowding “${c.label}”`} />
          </>
        )}
      />
      <FindingList
        title="Schema gaps"
        items={d.schemaGaps}
        render={(g) => (
          <>
            no catalog tool produces <span className="font-mono">{g.field}</span>, needed by{' '}
            <ToolRefButton tool={g.consumer} method={m} />
            <ShowInGraphButton
              method={m}
              nodeIds={[graphNodeId.missing(g.field), ...toolNodes([g.consumer])]}
              label={`schema gap ${g.field}`}
            />
          </>
        )}
      />
    </section>
  );
}
