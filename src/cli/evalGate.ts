import { InputError } from '../adapters/node/readInputFile';
import type { EvaluationReport, MetricsSummary } from '../core/index';

/** What `eval --min` can hold the State-Path menu to (the report's column names). */
const METRICS = ['cov', 'rec', 'order', 'gold', 'first1', 'entry-first'] as const;
type Metric = (typeof METRICS)[number];

/** One floor of `eval --min`: a metric of the State-Path menu, at or above a number or relevance's figure (+ a margin). */
export interface GateFloor {
  /** As written: `cov@32`, `first1`, … */
  name: string;
  metric: Metric;
  /** The budget it is read at (cov@K, rec@K), or the report's main budget. */
  budget: number;
  /** A share in [0, 1]; with `relevance`, the margin over relevance's figure. */
  value: number;
  relevance: boolean;
}

/** One floor checked: the State-Path figure, the floor it had to reach, and whether it did (null: nothing to measure). */
export interface GateCheck {
  name: string;
  statePath: number | null;
  floor: number | null;
  pass: boolean;
}

/** A share written as 0.85 or 85%. */
function share(text: string, where: string): number {
  const percent = text.endsWith('%');
  const n = Number(percent ? text.slice(0, -1) : text);
  const value = percent ? n / 100 : n;
  if (text.trim() === '' || !Number.isFinite(value) || value < -1 || value > 1)
    throw new InputError(`${where}: "${text}" is no share (write 0.85 or 85%)`);
  return value;
}

/**
 * Parses `--min cov@32=0.85,first1=relevance+0.2,order@8=90%`: each floor a metric of the report
 * (cov@K and rec@K at a budget `--budgets` asks for; order@L and gold@L at `--top`; first1 and
 * entry-first at the main budget), and a share or `relevance` (relevance's own figure) with an
 * optional margin. The floors hold the State-Path menu.
 */
export function parseGate(text: string, budgets: readonly number[], top: number, main: number): GateFloor[] {
  const floors: GateFloor[] = [];
  for (const part of text.split(',')) {
    const where = `--min ${part.trim()}`;
    const m = /^\s*([a-z1-]+)(?:@(\d+))?\s*=\s*(\S+)\s*$/.exec(part);
    if (!m) throw new InputError(`${where}: write METRIC=VALUE, e.g. cov@32=0.85 or first1=relevance+0.2`);
    const [, name = '', at, valueText = ''] = m;
    if (!(METRICS as readonly string[]).includes(name))
      throw new InputError(`${where}: unknown metric "${name}" (${METRICS.join(', ')})`);
    const metric = name as Metric;
    let budget = main;
    if (metric === 'cov' || metric === 'rec') {
      if (at === undefined) throw new InputError(`${where}: ${metric} needs a budget, e.g. ${metric}@32`);
      budget = Number(at);
      if (!budgets.includes(budget))
        throw new InputError(`${where}: --budgets ${budgets.join(',')} does not measure ${metric}@${at}`);
    } else if (metric === 'order' || metric === 'gold') {
      if (at !== undefined && Number(at) !== top)
        throw new InputError(`${where}: ${metric} is measured in the top ${top} (--top), not @${at}`);
    } else if (at !== undefined) throw new InputError(`${where}: ${metric} takes no @budget`);
    const rel = /^relevance(?:([+-])(.+))?$/.exec(valueText);
    const value = rel
      ? rel[2] === undefined
        ? 0
        : (rel[1] === '-' ? -1 : 1) * share(rel[2], where)
      : share(valueText, where);
    const shown =
      metric === 'order' || metric === 'gold' ? `${metric}@${top}` : at === undefined ? metric : `${metric}@${at}`;
    floors.push({ name: shown, metric, budget, value, relevance: rel !== null });
  }
  return floors;
}

function figure(s: MetricsSummary | undefined, metric: Metric): number | null {
  if (!s) return null;
  switch (metric) {
    case 'cov':
      return s.coverage;
    case 'rec':
      return s.recall;
    case 'order':
      return s.producerBeforeConsumer;
    case 'gold':
      return s.goldTop;
    case 'first1':
      return s.first1;
    case 'entry-first':
      return s.entryFirst;
  }
}

/** Checks each floor on the report. A floor with nothing to measure (no gold pair in the top L) passes, shown as n/a. */
export function checkGate(report: EvaluationReport, floors: readonly GateFloor[]): GateCheck[] {
  return floors.map((f) => {
    const at = String(f.budget);
    const statePath = figure(report.methods['state-path'][at]?.overall, f.metric);
    const base = f.relevance ? figure(report.methods.relevance[at]?.overall, f.metric) : 0;
    const floor = base === null ? null : base + f.value;
    const pass = statePath === null || floor === null || statePath >= floor - 1e-12;
    return { name: f.name, statePath, floor, pass };
  });
}

const pct = (x: number | null): string => (x === null ? 'n/a' : `${(100 * x).toFixed(1)}%`);

/** The checks as lines under the report, the failed ones first word FAIL. */
export function formatGate(checks: readonly GateCheck[], floors: readonly GateFloor[]): string {
  return checks
    .map((c, k) => {
      const f = floors[k];
      const against = f?.relevance
        ? `relevance's${f.value === 0 ? '' : ` ${f.value > 0 ? '+' : '−'} ${(100 * Math.abs(f.value)).toFixed(1)} points`}, ${pct(c.floor)}`
        : pct(c.floor);
      return `${c.pass ? 'ok  ' : 'FAIL'} State-Path ${c.name} ${pct(c.statePath)} ${c.pass ? '≥' : '<'} ${against}`;
    })
    .join('\n');
}
