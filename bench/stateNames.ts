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
 * - inferred: no `state`, F0 inferred from the request (createTaskContext → inferState).
 * Prints, per set and state, the structural scorer's State-Path cov@8 / cov@32 / first1 (every
 * task with a gold path, budgets 8 and 32, as bench:quality measures them) and the share of
 * given fields the request names; writes the numbers as JSON (`--out`, default
 * bench/out/state-names.json). Options: `--sets nestools,taskbench,…` (bench:quality's ids;
 * default nestools,taskbench,seal-dev).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { evaluateTasks, menuParams, structuralScorer, type TaskSet } from '../src/core/index';
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

interface Row {
  set: string;
  state: 'given' | 'named' | 'inferred';
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
  const states: [Row['state'], TaskSet][] = [
    ['given', set.tasks],
    ['named', byName],
    ['inferred', withoutState(set.tasks)],
  ];
  for (const [state, tasks] of states) {
    const report = await evaluateTasks(set.index, tasks, {
      budgets: [8, 32],
      params: menuParams(),
      scorer: structuralScorer,
      ...(set.prior ? { prior: set.prior } : {}),
    });
    const sp = report.methods['state-path'];
    const at = (k: string): NonNullable<(typeof sp)[string]>['overall'] | undefined => sp[k]?.overall;
    rows.push({
      set: set.id,
      state,
      tasks: report.tasks,
      cov8: at('8')?.coverage ?? 0,
      cov32: at('32')?.coverage ?? 0,
      first1: at('32')?.first1 ?? 0,
    });
    log(`${set.id} ${state}: ${report.tasks} tasks`);
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
