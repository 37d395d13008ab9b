/**
 * Markdown of `npm run bench:quality`: the "All dev sets" section of docs/results.md (one
 * overall table, set × s0 mode; a chain-length table per set) and the older per-set tables of
 * the demo and TaskBench. Every cell holds relevance-only / State-Path structural / State-Path
 * encoder (the encoder left out under --no-encoder).
 */
import { CHAIN_BUCKETS, type EvaluationReport, type MetricsSummary } from '../src/core/index';

export const STATE_MODES = ['given', 'inferred'] as const;
export type StateMode = (typeof STATE_MODES)[number];

/** The reports of one set in one s0 mode: the structural run (which carries relevance) and the encoder's. */
export interface ModeReports {
  structural: EvaluationReport;
  encoder?: EvaluationReport;
}

/** One measured set (or a pool of sets), as written to quality.json. */
export interface SetResult {
  id: string;
  title: string;
  description: string;
  tools: number;
  tasks: number;
  /** Tasks naming a gold tool id the catalog lacks (0 when the ids match). */
  tasksWithUnknownGold: number;
  /** Tasks that come with a `state`, of `tasks`. */
  tasksWithState: number;
  modes: Partial<Record<StateMode, ModeReports>>;
}

const count = (n: number): string => n.toLocaleString('en-US');

const pct = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : (100 * x).toFixed(1));

type Pick = (r: EvaluationReport, method: 'relevance' | 'state-path') => MetricsSummary | undefined;

/** The metric columns: name, budget, value (bench/ablation.ts reads them too). */
export const COLUMNS: readonly { name: string; budget: number; value: (s: MetricsSummary) => number | null }[] = [
  { name: 'cov@8', budget: 8, value: (s) => s.coverage },
  { name: 'cov@32', budget: 32, value: (s) => s.coverage },
  { name: 'cov@128', budget: 128, value: (s) => s.coverage },
  { name: 'rec@8', budget: 8, value: (s) => s.recall },
  { name: 'order@8', budget: 32, value: (s) => s.producerBeforeConsumer },
  { name: 'first1', budget: 32, value: (s) => s.first1 },
];

/** "relevance / structural / encoder" for one column. */
function cell(m: ModeReports, column: (typeof COLUMNS)[number], pick: (b: string) => Pick): string {
  const b = String(column.budget);
  const value = (r: EvaluationReport | undefined, method: 'relevance' | 'state-path'): string => {
    const s = r ? pick(b)(r, method) : undefined;
    return s && s.tasks > 0 ? pct(column.value(s)) : '—';
  };
  const parts = [value(m.structural, 'relevance'), value(m.structural, 'state-path')];
  if (m.encoder) parts.push(value(m.encoder, 'state-path'));
  return parts.join(' / ');
}

const overallPick =
  (b: string): Pick =>
  (r, method) =>
    r.methods[method][b]?.overall;

const HEADER = `| ${COLUMNS.map((c) => c.name).join(' | ')} |`;
const RULE = COLUMNS.map(() => '---').join('|');

/** Overall: one row per set × s0 mode. */
export function overallTable(results: readonly SetResult[]): string {
  const rows = [`| set | s0 | tasks ${HEADER}`, `|---|---|---|${RULE}|`];
  for (const r of results) {
    for (const mode of STATE_MODES) {
      const m = r.modes[mode];
      if (!m) continue;
      rows.push(
        `| ${r.title} | ${mode} | ${count(r.tasks)} | ${COLUMNS.map((c) => cell(m, c, overallPick)).join(' | ')} |`,
      );
    }
  }
  return rows.join('\n');
}

/** A chain-length bucket as the docs write it (1–2, ≥ 7). */
const bucketLabel = (b: string): string => (b === '7+' ? '≥ 7' : b.replace('-', '–'));

/** By chain length (distinct gold tools), for each s0 mode; empty buckets left out. */
export function bucketTable(r: SetResult): string {
  const rows = [`| s0 | chain length | tasks ${HEADER}`, `|---|---|---|${RULE}|`];
  for (const mode of STATE_MODES) {
    const m = r.modes[mode];
    if (!m) continue;
    for (const bucket of CHAIN_BUCKETS) {
      const tasks = m.structural.methods.relevance['32']?.buckets[bucket]?.tasks ?? 0;
      if (tasks === 0) continue;
      const pick =
        (b: string): Pick =>
        (rep, method) =>
          rep.methods[method][b]?.buckets[bucket];
      rows.push(
        `| ${mode} | ${bucketLabel(bucket)} | ${tasks} | ${COLUMNS.map((c) => cell(m, c, pick)).join(' | ')} |`,
      );
    }
  }
  return rows.join('\n');
}

/** Pools summaries exactly: task means weighted by tasks, order pooled over its edges. */
export function mergeSummaries(list: readonly MetricsSummary[]): MetricsSummary {
  const tasks = list.reduce((s, m) => s + m.tasks, 0);
  const edges = list.reduce((s, m) => s + m.orderEdges, 0);
  const mean = (f: (m: MetricsSummary) => number): number =>
    tasks === 0 ? 0 : list.reduce((s, m) => s + f(m) * m.tasks, 0) / tasks;
  return {
    tasks,
    coverage: mean((m) => m.coverage),
    recall: mean((m) => m.recall),
    producerBeforeConsumer:
      edges === 0 ? null : list.reduce((s, m) => s + (m.producerBeforeConsumer ?? 0) * m.orderEdges, 0) / edges,
    orderEdges: edges,
    entryFirst: mean((m) => m.entryFirst),
    goldTop: mean((m) => m.goldTop),
    first1: mean((m) => m.first1),
  };
}

/** Reports of several sets (same budgets and top) as one. */
export function mergeReports(list: readonly EvaluationReport[]): EvaluationReport {
  const first = list[0];
  if (!first) throw new Error('mergeReports: nothing to merge');
  const methods = {} as EvaluationReport['methods'];
  for (const method of ['relevance', 'state-path'] as const) {
    methods[method] = {};
    for (const b of Object.keys(first.methods[method])) {
      const budgets = list.map((r) => r.methods[method][b]).filter((x) => x !== undefined);
      const buckets = {} as (typeof first.methods)['relevance'][string]['buckets'];
      for (const k of CHAIN_BUCKETS) buckets[k] = mergeSummaries(budgets.map((x) => x.buckets[k]));
      methods[method][b] = { overall: mergeSummaries(budgets.map((x) => x.overall)), buckets };
    }
  }
  return {
    tasks: list.reduce((s, r) => s + r.tasks, 0),
    skippedWithoutGold: list.reduce((s, r) => s + r.skippedWithoutGold, 0),
    top: first.top,
    scorer: first.scorer,
    methods,
  };
}

/** The sets in `results` pooled into one row (the real-API files). */
export function poolResults(id: string, title: string, results: readonly SetResult[]): SetResult {
  const modes: SetResult['modes'] = {};
  for (const mode of STATE_MODES) {
    const present = results.map((r) => r.modes[mode]).filter((m) => m !== undefined);
    if (present.length === 0 || present.length !== results.length) continue;
    const encoders = present.map((m) => m.encoder).filter((e) => e !== undefined);
    modes[mode] = {
      structural: mergeReports(present.map((m) => m.structural)),
      ...(encoders.length === present.length ? { encoder: mergeReports(encoders) } : {}),
    };
  }
  return {
    id,
    title,
    description: `the ${results.length} real-API sets above, pooled (${results.map((r) => r.title.replace(/^real API: /, '')).join(', ')})`,
    tools: results.reduce((s, r) => s + r.tools, 0),
    tasks: results.reduce((s, r) => s + r.tasks, 0),
    tasksWithUnknownGold: results.reduce((s, r) => s + r.tasksWithUnknownGold, 0),
    tasksWithState: results.reduce((s, r) => s + r.tasksWithState, 0),
    modes,
  };
}

export interface SectionMeta {
  /** "commit `abc1234`" or what stands for it. */
  measuredAt: string;
  /** The command line that produced it. */
  command: string;
  encoder: boolean;
  skipped: readonly string[];
}

/** The "All dev sets" section of docs/results.md (level-2 heading first). */
export function allSetsSection(
  results: readonly SetResult[],
  chainTables: readonly SetResult[],
  meta: SectionMeta,
): string {
  const cellOrder = meta.encoder
    ? 'relevance-only / State-Path with the structural scorer / State-Path with the encoder'
    : 'relevance-only / State-Path with the structural scorer (the encoder was not run)';
  const lines = [
    '## All dev sets',
    '',
    `Every dev set at once, each with s0 **given** (the task's \`state\`: for the shared sets the`,
    `arguments given as literals in the gold calls, the ideal F0(q); a task without one gets it`,
    `inferred) and **inferred** (\`state\` dropped, so the core infers F0 from the request:`,
    '`createTaskContext` → `inferState`).',
    '',
    `Each cell: ${cellOrder}, in %.`,
    '',
    '- **cov@K**: the whole gold chain is on the K-slot menu (K = 8, 32, 128).',
    '- **rec@8**: share of the gold tools on the 8-slot menu (means over tasks).',
    '- **order@8**: gold producer → consumer pairs (gold edges; where a task lists none, one-way',
    '  field links between gold tools) with both tools in the top 8 of the 32-slot menu that list',
    '  the producer first, pooled over pairs ("—": no such pair).',
    "- **first1**: slot 1 of the 32-slot menu is the gold chain's first step, `gold.chain[0]`",
    '  (for a task with only an unordered `gold.tools` set: a gold tool that no order edge',
    '  reaches, i.e. no gold producer feeds; `firstStepTools` in src/core/diagnose/metrics.ts). A',
    '  callable tool, or a later gold step, in slot 1 does not count.',
    '- Chain length: distinct gold tools. The encoder never trained on any of these tasks',
    '  ([models/README.md](../models/README.md#training-data)).',
    '',
    `Measured with \`${meta.command}\` at ${meta.measuredAt}. The command prints this`,
    "section and the demo's and TaskBench's older tables, writes every number (both methods at",
    'budgets 8, 32 and 128, overall and by chain length, gold@8 and entry-first too) to',
    '`bench/out/quality.json`, and with `--write-docs` rewrites this section. Deterministic: seeded',
    'split and distractors, a fixed model. Options: `--sets demo,nestools,…` (the ids below; `seal`',
    'and `real` name groups), `--no-encoder`, `--given-only`, `--inferred-only`, `--out FILE` (the',
    'numbers elsewhere than `bench/out/quality.json`: a change and its baseline side by side),',
    "`--no-outputs` (every tool's outputs guessed from its name and description, as for a catalog",
    'that declares none: [Catalogs without output schemas](#catalogs-without-output-schemas)).',
    '',
    '| set | id | tasks with a `state` | what is measured |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.title} | \`${r.id}\` | ${count(r.tasksWithState)} of ${count(r.tasks)} | ${r.description.replace(/\|/g, '\\|')} |`,
    ),
    '',
  ];
  if (meta.skipped.length > 0) lines.push(...meta.skipped.map((s) => `- skipped: ${s}`), '');
  const notes = results.filter((r) => r.tasksWithUnknownGold > 0);
  if (notes.length > 0)
    lines.push(
      ...notes.map(
        (r) =>
          `- ${r.title}: ${r.tasksWithUnknownGold} of ${r.tasks} tasks name a gold tool the catalog does not have (it cannot be on any menu).`,
      ),
      '',
    );
  lines.push(overallTable(results), '', '### All dev sets by chain length', '');
  for (const r of chainTables) lines.push(`#### ${r.title} (${count(r.tasks)} tasks)`, '', bucketTable(r), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * `doc` with its "## All dev sets" section replaced by `section` (up to the next level-2
 * heading), or `section` inserted before "## Demo catalog" (else appended) when it has none.
 */
export function replaceSection(doc: string, section: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === '## All dev sets');
  if (start >= 0) {
    let end = lines.findIndex((l, k) => k > start && /^## /.test(l));
    if (end < 0) end = lines.length;
    const tail = lines.slice(end).join('\n');
    return `${[...lines.slice(0, start), ...section.trimEnd().split('\n')].join('\n')}\n${tail ? `\n${tail}` : ''}`;
  }
  const before = lines.findIndex((l) => l.trim() === '## Demo catalog');
  if (before < 0) return `${doc.trimEnd()}\n\n${section}`;
  return `${[...lines.slice(0, before), ...section.trimEnd().split('\n'), '', ...lines.slice(before)].join('\n')}`;
}

/** The older tables of one set (s0 given): K = 32 rec, order with its edges, gold@8, entry-first, first1. */
export function legacyTables(m: ModeReports): string {
  const rows = [
    '| method | cov@8 | cov@32 | cov@128 | rec@32 | order@8 (edges) | gold@8 | entry-first | first1 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const row = (label: string, r: EvaluationReport, method: 'relevance' | 'state-path'): string => {
    const at = (b: number) => r.methods[method][String(b)]?.overall;
    const s = at(32);
    return `| ${label} | ${pct(at(8)?.coverage)} | ${pct(s?.coverage)} | ${pct(at(128)?.coverage)} | ${pct(s?.recall)} | ${pct(s?.producerBeforeConsumer)} (${s?.orderEdges ?? 0}) | ${pct(s?.goldTop)} | ${pct(s?.entryFirst)} | ${pct(s?.first1)} |`;
  };
  rows.push(
    row('relevance-only', m.structural, 'relevance'),
    row('State-Path, structural scorer', m.structural, 'state-path'),
  );
  if (m.encoder) rows.push(row('State-Path, encoder', m.encoder, 'state-path'));
  const buckets = [
    '| chain length | tasks | relevance cov@32 / @128 | structural cov@32 | encoder cov@32 | relevance order@8 | structural order@8 | encoder order@8 |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const b of CHAIN_BUCKETS) {
    const rel32 = m.structural.methods.relevance['32']?.buckets[b];
    const rel128 = m.structural.methods.relevance['128']?.buckets[b];
    const st = m.structural.methods['state-path']['32']?.buckets[b];
    const en = m.encoder?.methods['state-path']['32']?.buckets[b];
    buckets.push(
      `| ${bucketLabel(b)} | ${rel32?.tasks ?? 0} | ${pct(rel32?.coverage)} / ${pct(rel128?.coverage)} | ${pct(st?.coverage)} | ${pct(en?.coverage)} | ${pct(rel32?.producerBeforeConsumer)} | ${pct(st?.producerBeforeConsumer)} | ${pct(en?.producerBeforeConsumer)} |`,
    );
  }
  return `${rows.join('\n')}\n\n${buckets.join('\n')}`;
}
