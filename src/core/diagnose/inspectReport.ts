import type { CatalogIndex } from '../catalog/catalogIndex';
import type { Task } from '../catalog/types';
import { sharedVendorPrefix } from '../catalog/toolIds';
import type { MenuPair, MenuSlot } from '../menu/buildMenus';
import type { Displacement } from '../menu/displacement';
import { displacementLine } from '../menu/displacementText';
import { diagnoseMenu, type MenuDiagnosis } from './diagnoseMenu';
import { clip, table } from './textTable';

const f2 = (x: number | undefined): string => (x === undefined ? '' : x.toFixed(2));

function sideBySide(pair: MenuPair, width: number, short: (id: string) => string): string {
  const other = (tool: number, inRelevance: boolean): string => {
    const menu = inRelevance ? pair.statePath : pair.relevance;
    const slot = menu.slots.find((s) => s.tool === tool);
    return slot ? `${inRelevance ? 'SP' : 'R'}#${slot.rank}` : '—';
  };
  const rows = [['#', 'Relevance-only', 'role', 'score', 'in SP', '│', 'State-Path', 'role', 'score', 'in R']];
  const n = Math.max(pair.relevance.slots.length, pair.statePath.slots.length);
  for (let k = 0; k < n; k++) {
    const r = pair.relevance.slots[k];
    const s = pair.statePath.slots[k];
    rows.push([
      String(k + 1),
      r ? clip(short(r.toolId), width) : '',
      r?.role ?? '',
      r ? f2(r.score) : '',
      r ? other(r.tool, true) : '',
      '│',
      s ? clip(short(s.toolId), width) : '',
      s?.role ?? '',
      s ? f2(s.score) : '',
      s ? other(s.tool, false) : '',
    ]);
  }
  return table(rows);
}

function breakdown(pair: MenuPair, lambda: number, eta: number, top: number, short: (id: string) => string): string {
  const rows = [['#', 'tool', 'M', 'link', 'λC', '−ηD', 's^R', 'm', 'φ', 'P', 'e', 'order', 's^O', 'placed']];
  for (const s of pair.statePath.slots.slice(0, Math.max(top, 12))) {
    const t = s.terms;
    const reranked = t.sO !== undefined;
    rows.push([
      String(s.rank),
      clip(short(s.toolId), 40),
      f2(t.M),
      t.link === undefined ? '' : f2(t.link),
      f2((t.C ?? 0) * lambda),
      f2(-(t.D ?? 0) * eta),
      f2(t.sR),
      reranked ? f2(t.m) : '',
      reranked ? f2(t.phi) : '',
      reranked ? f2(t.P) : '',
      reranked ? f2(t.e) : '',
      reranked ? f2(t.order) : '',
      reranked ? f2(t.sO) : '',
      placed(s.placement, short),
    ]);
  }
  return table(rows);
}

/** The reranker's reason for a top-L slot: `score`, or the rule and the better-scoring tool it kept out. */
function placed(placement: MenuSlot['placement'], short: (id: string) => string): string {
  if (!placement) return '';
  if (placement.over === undefined) return placement.rule;
  return `${placement.rule} over ${clip(short(placement.over), 28)}${placement.after === undefined ? '' : ` (waits for ${clip(short(placement.after), 28)})`}`;
}

function ref(r: { toolId: string; rank?: number; otherRank?: number; relevanceRank: number }): string {
  const parts = [
    r.rank !== undefined ? `slot ${r.rank}` : 'not on this menu',
    r.otherRank !== undefined ? `other menu slot ${r.otherRank}` : '',
    r.relevanceRank > 0 ? `relevance rank ${r.relevanceRank}` : 'no query term',
  ];
  return `${r.toolId} (${parts.filter(Boolean).join(', ')})`;
}

function diagnosisText(d: MenuDiagnosis): string[] {
  const lines = [`  ${d.verdict}`];
  for (const b of d.missingBridges)
    lines.push(
      `    missing bridge: ${b.field} for ${ref(b.consumer)}; producers: ${b.producers.slice(0, 4).map(ref).join('; ')}${b.suggested ? `; cheapest chain uses ${b.suggested.toolId}` : ''}`,
    );
  for (const b of d.blocked)
    lines.push(
      `    blocked: ${ref(b.producer)} cannot run, it lacks ${b.lacks.join(', ')}; it would supply ${b.feeds.map((f) => `${f.field} to ${f.consumer.toolId}`).join(', ')}`,
    );
  for (const i of d.inversions)
    lines.push(
      `    order inversion: ${i.consumer.toolId} (slot ${i.consumer.rank}) needs ${i.field} from ${i.producer.toolId} (slot ${i.producer.rank})`,
    );
  for (const c of d.crowding)
    lines.push(
      `    crowding: ${c.tools.length} near-duplicates (${c.label}) in slots ${c.tools.map((t) => t.rank).join(', ')}`,
    );
  for (const g of d.schemaGaps)
    lines.push(
      `    schema gap: nothing in the catalog produces ${g.field}${g.weak[0] ? ` strongly enough (best link ${g.weak[0].strength.toFixed(2)} from ${g.weak[0].producer.toolId})` : ''} (needed by ${g.consumer.toolId})`,
    );
  return lines;
}

/** Under the breakdown: why each relevance tool State-Path lacks is missing (explainMissingTools). */
function displacementText(index: CatalogIndex, displaced: readonly Displacement[]): string[] {
  if (displaced.length === 0) return [];
  return [
    'Relevance-only tools:',
    ...displaced.map((d) => `  R#${d.relevanceRank} ${d.toolId} ${displacementLine(d, index)}`),
  ];
}

/**
 * The inspect report of one task as text: both menus side by side, the State-Path score
 * breakdown, why relevance tools are missing, both diagnoses and the timings. What `menu-inspector
 * inspect` prints and the app's **Export → inspect report** saves.
 */
export function inspectText(
  index: CatalogIndex,
  task: Task,
  pair: MenuPair,
  top: number,
  lambda: number,
  eta: number,
  displaced: readonly Displacement[] = [],
): string {
  const ctx = pair.context;
  const state = ctx.state.fields.map((f) =>
    f.source === 'given' ? f.name : `${f.name} (inferred from "${f.evidence?.text ?? ''}", ${f.confidence.toFixed(2)})`,
  );
  const targets = ctx.targets.map((t) => `${index.tools[t.tool]?.tool.id} (${t.weight.toFixed(2)})`);
  // One API's tools (every id `twilio_api.` + name) show by name in the tables, the prefix said once.
  const shared = sharedVendorPrefix(
    [...pair.relevance.slots, ...pair.statePath.slots].map((s) => ({
      toolId: s.toolId,
      name: index.tools[s.tool]?.tool.name ?? '',
    })),
  );
  const short = (id: string): string => (shared !== undefined && id.startsWith(shared) ? id.slice(shared.length) : id);
  const rel = diagnoseMenu(ctx, pair.relevance, { gold: task.gold, other: pair.statePath, top });
  const sp = diagnoseMenu(ctx, pair.statePath, { gold: task.gold, other: pair.relevance, top });
  return [
    `Task ${task.id}: ${JSON.stringify(task.query)}`,
    `s0: ${state.length > 0 ? state.join(', ') : '(empty)'}`,
    `likely targets: ${targets.join(', ')}`,
    task.gold?.chain ? `gold chain: ${task.gold.chain.join(' → ')}` : '',
    shared !== undefined ? `tools: every id on both menus is ${shared}<name>; the tables show the names` : '',
    '',
    sideBySide(pair, 38, short),
    '',
    `State-Path score breakdown (λ=${lambda}, η=${eta}; chain links past the top ${top}, reranker terms within it):`,
    breakdown(pair, lambda, eta, top, short),
    '',
    ...displacementText(index, displaced),
    '',
    'Diagnosis',
    ...diagnosisText(rel),
    ...diagnosisText(sp),
    '',
    `timings (ms): ${Object.entries(pair.timingsMs)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}; scorer: ${pair.statePath.scorer}`,
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
}
