/**
 * `npm run fit:links`: chooses the chain-link weights (MenuRules linkFeeds and linkFedBy,
 * retriever.ts chainLinks) on the dev sets the membership fit reads (NOT_FITTED's sets
 * aside; every task, but every `--every`-th of NesTools and Seal-Tools, default 2), s0 given and
 * inferred, with the structural scorer.
 *
 * For each task the pool pass is scored once; the retriever then runs at each grid point, and a
 * task counts when its whole gold chain is among the 32 picks (cov@32: the reranker orders only the
 * first L picks, and the links act only past them, so cov@8, order@8 and first1 do not move). The
 * chosen point is the one with the best mean over families (demo, taskbench, nestools, seal, real;
 * each family the mean of its sets and modes) among the points that lower no set's cov@32 in
 * either mode; ties go to the smaller weights. Prints every point's table and the choice as JSON.
 * `--budget K` measures at K slots instead of 32.
 */
import { createTaskContext, goldToolIds, menuParams, structuralScorer } from '../src/core/index';
import { buildCandidatePool } from '../src/core/menu/candidatePool';
import { retrieveGreedy } from '../src/core/menu/retriever';
import { analyzeSet } from '../src/core/menu/setAnalysis';
import { option } from './benchOptions';
import { familyOf, NOT_FITTED, setSources, withoutState } from './qualitySets';

const every = Number(option('every', '2'));
const budget = Number(option('budget', '32'));
const WEIGHTS = [0, 0.5, 1, 2, 4];
const GRID = WEIGHTS.flatMap((linkFeeds) => WEIGHTS.map((linkFedBy) => ({ linkFeeds, linkFedBy })));
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** Per set and mode: covered tasks at each grid point, and the tasks counted. */
const rows: { set: string; mode: string; n: number; covered: number[] }[] = [];
for (const source of setSources()) {
  const set = source.load();
  if (typeof set === 'string') {
    log(`skipped ${set}`);
    continue;
  }
  if (NOT_FITTED.has(set.id)) continue;
  const stride = set.id === 'nestools' || set.id.startsWith('seal') ? every : 1;
  for (const mode of ['given', 'inferred'] as const) {
    const all = mode === 'given' ? set.tasks : withoutState(set.tasks);
    const row = { set: set.id, mode, n: 0, covered: GRID.map(() => 0) };
    for (const [k, task] of all.tasks.entries()) {
      if (k % stride !== 0) continue;
      const gold = new Set(goldToolIds(task.gold));
      if (gold.size === 0) continue;
      row.n++;
      const ctx = createTaskContext(set.index, task, set.prior);
      const params = menuParams({ budget });
      const pool = buildCandidatePool(ctx, params.pool);
      const analysis = analyzeSet(ctx, pool.tools, pool.reasons);
      const output = await structuralScorer.score(analysis, 'pool');
      GRID.forEach((point, g) => {
        const picked = retrieveGreedy(analysis, output, { ...params, rules: { ...params.rules, ...point } }).picked;
        const ids = new Set(picked.map((l) => set.index.tools[analysis.tools[l] ?? 0]?.tool.id));
        if ([...gold].every((id) => ids.has(id))) row.covered[g]!++;
      });
    }
    rows.push(row);
    log(`${set.id} ${mode}: ${row.n} tasks`);
  }
}

const base = GRID.findIndex((p) => p.linkFeeds === 0 && p.linkFedBy === 0);
const pct = (x: number, n: number): string => (n === 0 ? '—' : ((100 * x) / n).toFixed(1));
const familyMean = (g: number): number => {
  const byFamily = new Map<string, number[]>();
  for (const r of rows) {
    const list = byFamily.get(familyOf(r.set)) ?? [];
    list.push(r.n === 0 ? 0 : (r.covered[g] ?? 0) / r.n);
    byFamily.set(familyOf(r.set), list);
  }
  const means = [...byFamily.values()].map((v) => v.reduce((s, x) => s + x, 0) / v.length);
  return means.reduce((s, x) => s + x, 0) / means.length;
};
const losesNowhere = (g: number): boolean => rows.every((r) => (r.covered[g] ?? 0) >= (r.covered[base] ?? 0));

console.log(
  `| linkFeeds / linkFedBy | ${rows.map((r) => `${r.set} ${r.mode}`).join(' | ')} | family mean | loses nowhere |`,
);
console.log(`|---|${rows.map(() => '---').join('|')}|---|---|`);
GRID.forEach((p, g) => {
  const cells = rows.map((r) => pct(r.covered[g] ?? 0, r.n));
  console.log(
    `| ${p.linkFeeds} / ${p.linkFedBy} | ${cells.join(' | ')} | ${(100 * familyMean(g)).toFixed(2)} | ${losesNowhere(g) ? 'yes' : 'no'} |`,
  );
});
let chosen = base;
GRID.forEach((_, g) => {
  if (losesNowhere(g) && familyMean(g) > familyMean(chosen) + 1e-12) chosen = g;
});
console.log(JSON.stringify({ budget, chosen: GRID[chosen], familyMean: familyMean(chosen), base: familyMean(base) }));
