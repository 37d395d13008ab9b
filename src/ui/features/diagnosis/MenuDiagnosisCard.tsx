import { Fragment } from 'react';
import type { MenuMethod, ToolRef } from '../../../core/index';
import type { MenuView } from '../../../worker/views/inspectorViews';
import { METHOD_TITLE } from '../../shared/methodLabels';
import { VerdictLine } from '../../shared/VerdictLine';
import { FindingList } from './FindingList';
import { ToolRefButton } from './ToolRefButton';



function ToolRefs({ tools, method }: { tools: readonly ToolRef[]; method: MenuMethod }) {
  return tools.map((t, k) => (
    <Fragment key={t.tool}>
      {k > 0 && ', '}
      <ToolRefButton tool={t} method={method} />
    </Fragment>
  ));
}

/** One menu's diagnosis: verdict, targets, missing bridges, inversions, crowding, schema gaps. */
export function MenuDiagnosisCard({ menu }: { menu: MenuView }) {
  const d = menu.diagnosis;
  const m = menu.method;
  return (
    <section aria-label={`${METHOD_TITLE[m]} diagnosis`} data-testid={`diagnosis-${m}`} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2.5 dark:border-slate-700">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{METHOD_TITLE[m]}</h3>
      <VerdictLine diagnosis={d} />
      <FindingList title="Targets" items={d.targets} render={(t) => (
        <>
          <ToolRefButton tool={t.target} method={m} /> <span className="text-slate-500">({t.source})</span>{' '}
          {t.reachable ? <span>reachable: {t.chain.join(' → ')}</span> : <span className="text-rose-700 dark:text-rose-300">{t.onMenu ? 'not reachable' : 'not on the menu'}</span>}
        </>
      )} />
      <FindingList title="Missing bridges" items={d.missingBridges} render={(b) => (
        <>
          <span className="font-mono">{b.field}</span> for <ToolRefButton tool={b.consumer} method={m} />; produced by{' '}
          <ToolRefs tools={b.suggested ? [b.suggested] : b.producers.slice(0, 3)} method={m} />
        </>
      )} />
      <FindingList title="Inversions" items={d.inversions} render={(x) => (
        <>
          <ToolRefButton tool={x.consumer} method={m} /> listed before its producer <ToolRefButton tool={x.producer} method={m} /> of <span className="font-mono">{x.field}</span>
        </>
      )} />
      <FindingList title="Crowding" items={d.crowding} render={(c) => (
        <>
          “{c.label}”: <ToolRefs tools={c.tools} method={m} />
        </>
      )} />
      <FindingList title="Schema gaps" items={d.schemaGaps} render={(g) => (
        <>
          no catalog tool produces <span className="font-mono">{g.field}</span>, needed by <ToolRefButton tool={g.consumer} method={m} />
        </>
      )} />
    </section>
  );
}
