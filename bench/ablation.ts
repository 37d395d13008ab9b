/**
 * `npm run bench:ablation`: what each hand rule of the State-Path menu (MenuParams.rules,
 * src/core/menu/menuRules.ts) is worth on every dev set. Each variant turns one rule off (or sets
 * one constant to its neutral value) and everything else stays at the defaults; the table gives
 * the change against the default in cov@8, cov@32, order@8 and first1 (the metric columns of
 * bench:quality, qualityTables.ts), s0 given and inferred, structural scorer. The retriever's
 * coverage rules act only when λ > 0 (the default λ is 0): they are measured against λ = 1, and
 * λ = 1 itself against the default.
 * The sets are bench:quality's (qualitySets.ts); the real-API sets are pooled into one column.
 * Options:
 * - `--every N` (default 4): every Nth task of the sets with more than SMALL_SET tasks (the
 *   real-API sets, ~10–20 tasks each, are taken whole); `--every 1` is every task. Measured on
 *   a busy 2-core machine, 36 variants: 3–5 minutes at the default, about 30 at `--every 1`
 *   (what docs/ablation.md is written from). Variants share each task's context and pool stage
 *   (evaluateVariants), so a variant costs its retriever, menu pass and reranker only.
 * - `--sets demo,nestools,…` (ids, or the groups `seal` and `real`); `--given-only` / `--inferred-only`.
 * - `--rules a,b`: only the variants of these rules (and the defaults).
 * - `--scorer encoder`: the learned encoder (models/encoder.onnx, Node wasm) instead of the
 *   structural scorer; neutralPrecedence only acts where the scorer's b is not symmetric
 *   between unrelated tools, which the structural scorer's is.
 * - `--write-docs`: rewrites docs/ablation.md's "Ablation" section ("Ablation with the learned
 *   encoder" under --scorer encoder); `--commit SHA` as bench:quality.
 * Writes every number to bench/out/ablation.json (ablation-encoder.json); times go to stderr.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_MENU_RULES,
  ENGAGED_MENU_RULES,
  encoderScorer,
  evaluateVariants,
  menuParams,
  structuralScorer,
  type EvaluationReport,
  type MenuParams,
  type MenuRuleName,
  type MenuRules,
  type TaskSet,
} from '../src/core/index';
import { loadNodeModelRunner } from '../src/adapters/node/loadNodeModelRunner';
import { option } from './benchOptions';
import { COLUMNS, mergeReports, STATE_MODES, type StateMode } from './qualityTables';
import { measuredAt, ROOT, setSources, withoutState } from './qualitySets';

/** Sets with at most this many tasks are measured whole whatever `--every` says. */
const SMALL_SET = 100;
/** The four metrics of the table (bench:quality's columns of those names). */
const METRICS = ['cov@8', 'cov@32', 'order@8', 'first1'] as const;
type Metric = (typeof METRICS)[number];
const BUDGETS = [8, 32];

/** One measured variant: its params and the variant it is compared with. */
interface Variant {
  id: string;
  /** The rule it ablates (absent for the two baselines). */
  rule?: MenuRuleName;
  /** What is changed, as the docs write it. */
  change: string;
  params: MenuParams;
  against: string;
  /**
   * −1 where the variant turns on a rule that is off by default (ENGAGED_MENU_RULES): its deltas
   * are read as off − on like every other rule's, so a negative cell still means the rule helps.
   */
  sign: 1 | -1;
}

const coverageRules: readonly MenuRuleName[] = ['demandDecay', 'roleFill', 'coverageCap'];

/**
 * The neutral value of each rule: off for a switch, the value that removes a constant's effect.
 * precedenceGap, fullLinkKappa, providerAlternative and sequencedShare have none of their own (their
 * switches, precedenceWait, fullLink, providerCoherence and sequencedOpener, are the ablation).
 */
const NEUTRAL: Partial<{ [K in MenuRuleName]: MenuRules[K] }> = {
  demandDecay: 0,
  roleFill: 0,
  coverageCap: 1e9,
  linkFeeds: 0,
  linkFedBy: 0,
  producerFirst: false,
  callableFirst: false,
  constraintShare: 0,
  entryGivenUse: 0,
  orphanInputs: false,
  orphanProducerShare: 0,
  announcedHalf: 1,
  precedenceWait: false,
  waitShare: 0,
  laterWaitShare: 0,
  cycleGiveWay: false,
  requestOpener: false,
  openerWhenUncallable: false,
  openerWhenInferred: false,
  sequencedOpener: false,
  openerProducerKeeps: false,
  openerPoolMembership: false,
  providerCoherence: 1e9,
  namedProvider: false,
  idProducerFirst: false,
  existingLookup: false,
  neutralPrecedence: false,
  wordingOrder: false,
  fullLink: false,
  bothWaysWording: false,
  unlinkedWording: false,
  kappaOrients: 0,
  alternativeRedundancy: 1,
  clauseOrder: 1e9,
};

const show = (v: boolean | number): string =>
  typeof v === 'boolean' ? (v ? 'on' : 'off') : v >= 1e6 ? v.toExponential().replace('+', '') : String(v);

function variants(only: readonly string[]): Variant[] {
  const list: Variant[] = [
    { id: 'default', change: 'the defaults (λ = 0)', params: menuParams(), against: 'default', sign: 1 },
    { id: 'lambda1', change: 'λ = 1 (coverage on)', params: menuParams({ lambda: 1 }), against: 'default', sign: 1 },
  ];
  for (const rule of Object.keys(NEUTRAL) as MenuRuleName[]) {
    if (only.length > 0 && !only.includes(rule)) continue;
    const neutral = NEUTRAL[rule] as boolean | number;
    const lambda = coverageRules.includes(rule) ? 1 : 0;
    // A rule off by default is measured turned on, and read as off − on.
    const engaged = DEFAULT_MENU_RULES[rule] === neutral ? ENGAGED_MENU_RULES[rule] : undefined;
    list.push({
      id: rule,
      rule,
      change:
        engaged === undefined
          ? `${rule} ${show(DEFAULT_MENU_RULES[rule])} → ${show(neutral)}${lambda ? ', λ = 1' : ''}`
          : `${rule} ${show(engaged)} → ${show(neutral)}, off by default: measured on`,
      params: menuParams({ lambda, rules: { [rule]: engaged ?? neutral } }),
      against: lambda ? 'lambda1' : 'default',
      sign: engaged === undefined ? 1 : -1,
    });
  }
  return list;
}

const argv = process.argv.slice(2);
const flag = (name: string): boolean => argv.includes(`--${name}`);
const every = Number(option('every', '4'));
if (!Number.isInteger(every) || every < 1)
  throw new Error(`--every must be an integer ≥ 1, got ${option('every', '')}`);
const modes: StateMode[] = flag('given-only') ? ['given'] : flag('inferred-only') ? ['inferred'] : [...STATE_MODES];
const list = (name: string): string[] =>
  option(name, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const wantedRules = list('rules');
const unknownRules = wantedRules.filter((r) => !(r in NEUTRAL));
if (unknownRules.length > 0) throw new Error(`--rules: unknown ${unknownRules.join(', ')}`);
const all = variants(wantedRules);
const scorerChoice = option('scorer', 'structural');
if (scorerChoice !== 'structural' && scorerChoice !== 'encoder')
  throw new Error(`--scorer must be structural or encoder, got ${scorerChoice}`);
const scorer =
  scorerChoice === 'encoder'
    ? encoderScorer(await loadNodeModelRunner(join(ROOT, 'models/encoder.onnx')))
    : structuralScorer;
const sources = setSources();
const wanted = list('sets');
const selected =
  wanted.length === 0 ? sources : sources.filter((s) => wanted.some((w) => s.id === w || s.groups.includes(w)));

const log = (line: string): void => void process.stderr.write(`${line}\n`);
const started = performance.now();
const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Every Nth task of a set with more than SMALL_SET tasks. */
function sample(tasks: TaskSet): TaskSet {
  if (tasks.tasks.length <= SMALL_SET || every === 1) return tasks;
  return { ...tasks, tasks: tasks.tasks.filter((_, k) => k % every === 0) };
}

/** The metric of a State-Path report (bench:quality's column of that name). */
function metric(report: EvaluationReport, name: Metric): number | null {
  const column = COLUMNS.find((c) => c.name === name);
  if (!column) throw new Error(`no column ${name}`);
  const s = report.methods['state-path'][String(column.budget)]?.overall;
  return s && s.tasks > 0 ? column.value(s) : null;
}

/** Per set column: its title, tasks measured, and the reports of every variant per mode. */
interface Column {
  id: string;
  title: string;
  tasks: number;
  reports: Partial<Record<StateMode, Map<string, EvaluationReport>>>;
}

const columns: Column[] = [];
const skipped: string[] = [];
const real: Column[] = [];
for (const source of selected) {
  const set = source.load();
  if (typeof set === 'string') {
    skipped.push(set);
    log(`skipped ${set}`);
    continue;
  }
  const tasks = sample(set.tasks);
  const column: Column = { id: set.id, title: set.title, tasks: tasks.tasks.length, reports: {} };
  for (const mode of modes) {
    const t0 = performance.now();
    column.reports[mode] = await evaluateVariants(set.index, mode === 'given' ? tasks : withoutState(tasks), {
      budgets: BUDGETS,
      variants: new Map(all.map((v) => [v.id, v.params])),
      scorer,
      ...(set.prior ? { prior: set.prior } : {}),
    });
    log(`${set.id} ${mode}: ${tasks.tasks.length} tasks × ${all.length} variants, ${seconds(t0)}`);
  }
  (set.id.startsWith('real-') ? real : columns).push(column);
}
if (real.length > 0) {
  const reports: Column['reports'] = {};
  for (const mode of modes)
    reports[mode] = new Map(
      all.map((v) => [v.id, mergeReports(real.map((c) => c.reports[mode]?.get(v.id) as EvaluationReport))]),
    );
  columns.push({ id: 'real', title: 'real APIs', tasks: real.reduce((s, c) => s + c.tasks, 0), reports });
}

const pts = (x: number): string => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(100 * x).toFixed(1)}`;
const pct = (x: number | null): string => (x === null ? '—' : (100 * x).toFixed(1));

/** The change of `metric` when variant v replaces the one it is compared with (null where either has none). */
function delta(c: Column, mode: StateMode, v: Variant, name: Metric): number | null {
  const after = c.reports[mode]?.get(v.id);
  const before = c.reports[mode]?.get(v.against);
  if (!after || !before) return null;
  const a = metric(after, name);
  const b = metric(before, name);
  return a === null || b === null ? null : v.sign * (a - b);
}

/** Sets whose gains alone do not justify a rule (issue 31: rules that only fit them go). */
const TUNED_ON = new Set(['demo', 'taskbench']);
/** A change smaller than this (a fraction) is read as none. */
const NOISE = 0.005;

/**
 * What a rule is worth, from its variant's deltas (off − default; negative: the rule helps):
 * where turning it off costs (the rule helps) and where it gains (the rule costs).
 */
function verdict(v: Variant): { helps: string[]; costs: string[]; text: string } {
  const helps: string[] = [];
  const costs: string[] = [];
  for (const c of columns)
    for (const mode of modes)
      for (const name of METRICS) {
        const d = delta(c, mode, v, name);
        if (d === null || Math.abs(d) < NOISE) continue;
        (d < 0 ? helps : costs).push(`${c.title} ${mode} ${name} ${pts(-d)}`);
      }
  const untuned = (l: string[]): string[] =>
    l.filter((x) => !TUNED_ON.has(columns.find((c) => x.startsWith(`${c.title} `))?.id ?? ''));
  let text: string;
  if (helps.length === 0 && costs.length === 0) text = 'no effect';
  else if (untuned(helps).length > 0 && costs.length === 0) text = 'keep: helps, costs nowhere';
  else if (untuned(helps).length > 0) text = 'keep, a trade: helps beyond TaskBench/demo, costs somewhere';
  else if (helps.length > 0) text = 'helps only TaskBench/demo: candidate for removal';
  else text = 'costs only: candidate for removal';
  return { helps, costs, text };
}

function table(name: Metric): string {
  const head = `| rule (change) | ${columns.map((c) => c.title).join(' | ')} |`;
  const rows = [head, `|---|${columns.map(() => '---').join('|')}|`];
  const cell = (c: Column, v: Variant): string =>
    modes
      .map((mode) => {
        if (v.id === v.against || v.id === 'lambda1') {
          const r = c.reports[mode]?.get(v.id);
          const abs = r ? pct(metric(r, name)) : '—';
          if (v.id === 'default') return abs;
          const d = delta(c, mode, v, name);
          return `${abs} (${d === null ? '—' : pts(d)})`;
        }
        const d = delta(c, mode, v, name);
        return d === null ? '—' : pts(d);
      })
      .join(' / ');
  for (const v of all)
    rows.push(
      `| ${v.rule ? `\`${v.rule}\`` : v.change}${v.rule ? ` (${v.change.replace(`${v.rule} `, '')})` : ''} | ${columns.map((c) => cell(c, v)).join(' | ')} |`,
    );
  return rows.join('\n');
}

const commitLine = measuredAt(option('commit', ''));
const shown = argv.filter((a, k) => a !== '--write-docs' && a !== '--commit' && argv[k - 1] !== '--commit');
const command = `npm run bench:ablation${shown.length > 0 ? ` -- ${shown.join(' ')}` : ''}`;
const date = new Date().toISOString().slice(0, 10);
const modeText = modes.length === 2 ? 's0 given / s0 inferred' : `s0 ${modes[0]}`;
const heading = scorerChoice === 'encoder' ? '## Ablation with the learned encoder' : '## Ablation';
const section = [
  heading,
  '',
  `Measured with \`${command}\` at ${commitLine} on ${date}, ${scorerChoice} scorer, ${columns
    .map((c) => `${c.title} ${c.tasks}`)
    .join(', ')} tasks${every > 1 ? ` (every ${every}th task of the sets with more than ${SMALL_SET})` : ''}.`,
  '',
  `Each cell: the change, in points, when the rule alone is turned off (or set to its neutral`,
  `value), ${modeText}. **Negative: the rule helps there.** The first row gives the defaults'`,
  `values; the coverage rules (\`demandDecay\`, \`roleFill\`, \`coverageCap\`) act only when λ > 0 and`,
  'are measured against λ = 1, whose row gives its values and its change against the default.',
  '',
  ...METRICS.flatMap((name) => [`### ${name}`, '', table(name), '']),
  '### Verdicts',
  '',
  `Read from the cells above (a change under ${100 * NOISE} points is none; demo and TaskBench are the`,
  'sets the rules were tuned on, so gains there alone do not keep a rule).',
  '',
  '| rule | verdict | where it helps | where it costs |',
  '|---|---|---|---|',
  ...all
    .filter((v) => v.rule)
    .map((v) => {
      const { helps, costs, text } = verdict(v);
      return `| \`${v.rule}\` | ${text} | ${helps.join('; ') || '—'} | ${costs.join('; ') || '—'} |`;
    }),
  '',
].join('\n');

mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
writeFileSync(
  join(ROOT, scorerChoice === 'encoder' ? 'bench/out/ablation-encoder.json' : 'bench/out/ablation.json'),
  `${JSON.stringify(
    {
      command,
      measuredAt: commitLine,
      every,
      modes,
      skipped,
      variants: all.map((v) => ({ id: v.id, change: v.change, against: v.against })),
      sets: Object.fromEntries(
        columns.map((c) => [
          c.id,
          {
            title: c.title,
            tasks: c.tasks,
            modes: Object.fromEntries(
              modes.map((mode) => [
                mode,
                Object.fromEntries(
                  all.map((v) => {
                    const r = c.reports[mode]?.get(v.id);
                    return [v.id, Object.fromEntries(METRICS.map((m) => [m, r ? metric(r, m) : null]))];
                  }),
                ),
              ]),
            ),
          },
        ]),
      ),
    },
    null,
    2,
  )}\n`,
);
if (flag('write-docs')) {
  const docs = join(ROOT, 'docs/ablation.md');
  const lines = readFileSync(docs, 'utf8').trimEnd().split('\n');
  const start = lines.indexOf(heading);
  const end = start < 0 ? -1 : lines.findIndex((l, k) => k > start && /^## /.test(l));
  const before = start < 0 ? lines : lines.slice(0, start);
  const after = end < 0 ? [] : ['', ...lines.slice(end)];
  writeFileSync(
    docs,
    `${[...before, '', ...section.trimEnd().split('\n'), ...after].join('\n').replace(/\n{3,}/g, '\n\n')}\n`,
  );
  log(`docs/ablation.md: "${heading.slice(3)}" rewritten`);
}
process.stdout.write(section);
log(`total ${seconds(started)}`);
