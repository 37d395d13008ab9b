/**
 * `npm run bench:state-names`: how much of the State-Path menus' lead with s0 given comes from
 * field names the request never says. The shared sets' given s0 is the names of the arguments
 * the gold calls were given as literals (the ideal F0(q)): names like `performance_date`,
 * `crop_type` or `neurons_per_layer` that belong to the gold tools themselves. Each chosen set
 * is measured with three states per task:
 * - given: the task's `state`;
 * - named: only the given fields whose every content word (generic words like `id` and `type`
 *   aside, singular) the request uses, by stem ("the crop quota" names `crop_quota`; "wheat" does
 *   not name `crop_type`): the part of the given s0 a reader of the request could write down by
 *   name;
 * - inferred: no `state`, F0 inferred from the request (createTaskContext → inferState);
 * - bound@16, bound@64: the inferred s0 plus the given fields that are required inputs of the
 *   relevance top 16 (or 64) tools, as inferred fields at BOUND_CONFIDENCE: what a perfect field
 *   binding (fieldBinding.ts reads the inputs of the top 16) would add, read with an inferred
 *   s0's caution (no `uptake`, no `resolves`, no entry use: they read given fields only).
 * Prints, per set and state, the structural scorer's State-Path cov@8 / cov@32 / first1 (every
 * task with a gold path, budgets 8 and 32, as bench:quality measures them) and the share of
 * given fields the request names; writes the numbers as JSON (`--out`, default
 * bench/out/state-names.json). Options: `--sets nestools,taskbench,…` (bench:quality's ids;
 * default nestools,taskbench,seal-dev).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildStatePathMenu, menuParams, structuralScorer, type TaskSet } from '../src/core/index';
import { goldToolIds } from '../src/core/diagnose/goldTargets';
import { menuTaskMetrics, summarizeMetrics, type TaskMetrics } from '../src/core/diagnose/metrics';
import { createTaskContext, resolveTaskState } from '../src/core/menu/taskContext';
import type { TransitionPrior } from '../src/core/state/transitionPrior';
import type { StateField } from '../src/core/state/stateFields';
import type { CatalogIndex } from '../src/core/catalog/catalogIndex';
import { fieldTokens, singularToken } from '../src/core/catalog/fieldNames';
import { GENERIC_FIELD_TOKENS, STOPWORDS } from '../src/core/catalog/lexicon';
import { plainWords, stem } from '../src/core/relevance/tokenize';
import { option } from './benchOptions';
import { ROOT, setSources, withoutState } from './qualitySets';

const wanted = option('sets', 'nestools,taskbench,seal-dev').split(',');
const out = option('out', join(ROOT, 'bench/out/state-names.json'));
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** The given fields of a task whose content words the request uses, each by its stem. */
function namedFields(query: string, state: readonly string[]): string[] {
  const said = new Set(plainWords(query).map(stem));
  return state.filter((name) => {
    const words = fieldTokens(name)
      .map(singularToken)
      .filter((t) => !GENERIC_FIELD_TOKENS.has(t) && !STOPWORDS.has(t));
    return words.length > 0 && words.every((w) => said.has(stem(w)));
  });
}

/** Confidence of the fields a perfect binding adds (bound@N): the literal rules' quoted text and slug readings'. */
const BOUND_CONFIDENCE = 0.8;
const BOUND_DEPTHS = [16, 64] as const;

type StateMode = 'given' | 'named' | 'inferred' | `bound@${(typeof BOUND_DEPTHS)[number]}`;

/**
 * State-Path cov@8, cov@32 and first1 over the tasks with gold (as bench:quality measures them,
 * top 8); `bound` > 0: the inferred s0 plus the task's given fields that are required inputs of
 * the relevance top `bound` tools, inferred at BOUND_CONFIDENCE.
 */
async function measure(
  index: CatalogIndex,
  tasks: TaskSet,
  prior: TransitionPrior | undefined,
  bound = 0,
): Promise<{ tasks: number; cov8: number; cov32: number; first1: number }> {
  const at8: TaskMetrics[] = [];
  const at32: TaskMetrics[] = [];
  const params = menuParams();
  for (const task of tasks.tasks) {
    if (goldToolIds(task.gold).length === 0) continue;
    let ctx = createTaskContext(index, bound > 0 ? { ...task, state: undefined } : task, prior);
    if (bound > 0) {
      const r = ctx.relevance;
      const have = new Set(ctx.state.fields.map((f) => f.name));
      const inputs = new Set<string>();
      for (const t of r.order.subarray(0, bound))
        for (const q of index.tools[t]?.requirements ?? []) inputs.add(index.vocab.names[q.fieldId] ?? '');
      const added: StateField[] = [];
      for (const g of task.state ?? []) {
        const name = index.vocab.canonical(g).name;
        if (!inputs.has(name) || have.has(name)) continue;
        have.add(name);
        added.push({ name, source: 'inferred', confidence: BOUND_CONFIDENCE, rule: 'gold call input' });
      }
      ctx = { ...ctx, state: resolveTaskState(index, [...ctx.state.fields, ...added], r) };
    }
    for (const [budget, into] of [
      [8, at8],
      [32, at32],
    ] as const) {
      const { menu } = await buildStatePathMenu(ctx, { ...params, budget }, structuralScorer);
      into.push(
        menuTaskMetrics(
          index,
          ctx.state,
          menu.slots.map((s) => s.tool),
          task.gold ?? {},
          params.top,
        ),
      );
    }
  }
  const s8 = summarizeMetrics(at8);
  const s32 = summarizeMetrics(at32);
  return { tasks: s32.tasks, cov8: s8.coverage, cov32: s32.coverage, first1: s32.first1 };
}

interface Row {
  set: string;
  state: StateMode;
  tasks: number;
  cov8: number;
  cov32: number;
  first1: number;
}

const rows: Row[] = [];
const named: Record<string, number> = {};
for (const source of setSources()) {
  if (!wanted.includes(source.id)) continue;
  const set = source.load();
  if (typeof set === 'string') {
    log(`skipped ${set}`);
    continue;
  }
  let fields = 0;
  let said = 0;
  const byName: TaskSet = {
    ...set.tasks,
    tasks: set.tasks.tasks.map((t) => {
      if (t.state === undefined) return t;
      const kept = namedFields(t.query, t.state);
      fields += t.state.length;
      said += kept.length;
      return { ...t, state: kept };
    }),
  };
  named[set.id] = fields === 0 ? 0 : said / fields;
  const states: [StateMode, TaskSet, number][] = [
    ['given', set.tasks, 0],
    ['named', byName, 0],
    ['inferred', withoutState(set.tasks), 0],
    ...BOUND_DEPTHS.map((d): [StateMode, TaskSet, number] => [`bound@${d}`, set.tasks, d]),
  ];
  for (const [state, tasks, bound] of states) {
    rows.push({ set: set.id, state, ...(await measure(set.index, tasks, set.prior, bound)) });
    log(`${set.id} ${state}`);
  }
}

const pct = (v: number): string => (100 * v).toFixed(1);
const lines = [
  '| set | s0 | tasks | given fields the request names | cov@8 | cov@32 | first1 |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.set} | ${r.state} | ${r.tasks} | ${r.state === 'named' ? `${pct(named[r.set] ?? 0)} %` : ''} | ${pct(r.cov8)} | ${pct(r.cov32)} | ${pct(r.first1)} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ namedShare: named, rows }, null, 2)}\n`);
log(`wrote ${out}`);
