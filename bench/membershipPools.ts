/**
 * `npm run bench:pools`: writes the structural scorer's membership features of every candidate
 * pool of the dev sets (s0 given and inferred) to one CSV, for offline experiments with
 * bench/membership_pools.py: a feature's weight per state mode, one mode's feature values put
 * into the other's pools, another model class fitted leave one family out. One row per pool
 * tool:
 *   set, family, fitted (0: NOT_FITTED, no fit reads it), mode, task, missing (gold tools not in
 *   the pool), tool (its id), gold (1: a gold step), relRank (relevance rank from 1; 0 where no word of the request matches it), z (the
 *   committed model's log-odds), then the features in MEMBERSHIP_FEATURES order.
 * The rows of one pool are consecutive. The menu's coverage is close to the pool's (membership_pools.py summary
 * prints both where bench/out/quality.json has the menus): past its first slots the menu is in
 * membership order.
 * Options: `--every N` (every N-th task of NesTools and Seal-Tools, as train:membership: default
 * 2), `--out FILE` (default bench/out/pools.csv).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createTaskContext } from '../src/core/index';
import { goldToolIds } from '../src/core/diagnose/goldTargets';
import { buildCandidatePool } from '../src/core/menu/candidatePool';
import {
  FEATURE_COUNT,
  FITTED_MEMBERSHIP,
  MEMBERSHIP_FEATURES,
  membershipFeatures,
} from '../src/core/menu/membershipFeatures';
import { DEFAULT_MENU_PARAMS } from '../src/core/menu/params';
import { analyzeSet } from '../src/core/menu/setAnalysis';
import { option } from './benchOptions';
import { familyOf, NOT_FITTED, ROOT, setSources, withoutState } from './qualitySets';

const every = Number(option('every', '2'));
if (!Number.isInteger(every) || every < 1) throw new Error(`--every ${option('every', '')}: a whole number ≥ 1`);
const out = option('out', join(ROOT, 'bench/out/pools.csv'));
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** A CSV cell: quoted where the text holds a comma, a quote or a line break (tool ids may). */
const cell = (text: string): string => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const lines = [
  ['set', 'family', 'fitted', 'mode', 'task', 'missing', 'tool', 'gold', 'relRank', 'z', ...MEMBERSHIP_FEATURES].join(
    ',',
  ),
];
for (const source of setSources()) {
  const set = source.load();
  if (typeof set === 'string') {
    log(`skipped ${set}`);
    continue;
  }
  const stride = set.id === 'nestools' || set.id.startsWith('seal') ? every : 1;
  for (const mode of ['given', 'inferred'] as const) {
    const tasks = mode === 'given' ? set.tasks : withoutState(set.tasks);
    let pools = 0;
    for (const [k, task] of tasks.tasks.entries()) {
      if (k % stride !== 0) continue;
      const gold = new Set(goldToolIds(task.gold ?? {}));
      if (gold.size === 0) continue;
      const ctx = createTaskContext(set.index, task, set.prior);
      const pool = buildCandidatePool(ctx, DEFAULT_MENU_PARAMS.pool);
      const a = analyzeSet(ctx, pool.tools, pool.reasons);
      const x = membershipFeatures(a);
      const ids = a.tools.map((t) => set.index.tools[t]?.tool.id ?? '');
      const missing = [...gold].filter((g) => !ids.includes(g)).length;
      const head = [set.id, familyOf(set.id), NOT_FITTED.has(set.id) ? '0' : '1', mode, cell(task.id), String(missing)];
      a.tools.forEach((t, l) => {
        const row = Array.from(x.subarray(l * FEATURE_COUNT, (l + 1) * FEATURE_COUNT));
        const z = row.reduce((s, v, f) => s + v * (FITTED_MEMBERSHIP.weights[f] ?? 0), FITTED_MEMBERSHIP.bias);
        const id = ids[l] ?? '';
        lines.push(
          [
            ...head,
            cell(id),
            gold.has(id) ? '1' : '0',
            String(ctx.relevance.rank[t] ?? -1),
            z.toFixed(4),
            ...row.map((v) => String(Math.round(v * 1e5) / 1e5)),
          ].join(','),
        );
      });
      pools++;
    }
    log(`${set.id} ${mode}: ${pools} pools`);
  }
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${lines.join('\n')}\n`);
log(`${out}: ${lines.length - 1} rows`);
