/**
 * `npx tsx bench/relevanceRanks.ts [--requests bench/relevanceRequests.json] [--data ../shared/data/real-apis]`:
 * where the operation a person would call sits for hand-written requests on real published
 * APIs (Slack, Twilio, Sentry's and GitHub's MCP servers, the petstore): its rank in the
 * relevance ranking (BM25) and among the likely targets (taskContext.ts). Per request and in
 * sum (found in the top 1 / 8 / 32, mean reciprocal rank). Prints JSON; never asserted.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogIndex, createTaskContext, importCatalog, type CatalogIndex } from '../src/core/index';
import { option } from './benchOptions';

interface Request {
  catalog: string;
  query: string;
  target: string[];
}

const requestsFile = option('requests', 'bench/relevanceRequests.json');
const data = option('data', '../shared/data/real-apis');
const spec = JSON.parse(readFileSync(requestsFile, 'utf8')) as {
  catalogs: Record<string, string>;
  requests: Request[];
};

/** A catalog file, or a folder of MCP tool files (`.snap`, `.json`: one tool each) read as one tools list. */
function loadIndex(path: string): CatalogIndex {
  if (!statSync(path).isDirectory()) return buildCatalogIndex(importCatalog(readFileSync(path, 'utf8'), path).catalog);
  const tools = readdirSync(path)
    .filter((f) => /\.(snap|json)$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(path, f), 'utf8')) as unknown);
  return buildCatalogIndex(importCatalog(JSON.stringify({ tools }), path).catalog);
}

const indexes = new Map<string, CatalogIndex>();
const rows = [];
let found1 = 0;
let found8 = 0;
let found32 = 0;
let rr = 0;
let targetsFound = 0;
for (const request of spec.requests) {
  const file = spec.catalogs[request.catalog];
  const path = file === undefined ? '' : join(data, file);
  if (!existsSync(path)) {
    rows.push({ query: request.query, skipped: `no ${path}` });
    continue;
  }
  let index = indexes.get(path);
  if (!index) indexes.set(path, (index = loadIndex(path)));
  const ctx = createTaskContext(index, { query: request.query });
  const ids = request.target.map((id) => index.byId.get(id) ?? -1);
  const ranks = ids.map((t) => (t < 0 ? 0 : (ctx.relevance.rank[t] ?? 0))).filter((r) => r > 0);
  const rank = ranks.length > 0 ? Math.min(...ranks) : 0;
  const targetAt = ctx.targets.findIndex((t) => ids.includes(t.tool));
  if (rank === 1) found1++;
  if (rank > 0 && rank <= 8) found8++;
  if (rank > 0 && rank <= 32) found32++;
  if (rank > 0) rr += 1 / rank;
  if (targetAt >= 0) targetsFound++;
  rows.push({
    query: request.query,
    target: request.target[0],
    relevance_rank: rank || null,
    likely_target: targetAt >= 0 ? targetAt + 1 : null,
    top3: [...ctx.relevance.order.slice(0, 3)].map((t) => index.tools[t]?.tool.id),
  });
}
const n = spec.requests.length;
console.log(
  JSON.stringify(
    {
      requests: n,
      relevance: { top1: found1, top8: found8, top32: found32, mrr: Math.round((rr / n) * 1000) / 1000 },
      likely_targets: targetsFound,
      rows,
    },
    null,
    1,
  ),
);
