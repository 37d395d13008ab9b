/**
 * How many gold steps field links join, with and without the meaning rule
 * (src/core/catalog/meaningLinks.ts), and what the rule adds, on the dev sets.
 *
 *   npx tsx bench/linkCoverage.ts [--sets demo,taskbench,nestools,seal-dev] [--sweep] [--sample 20]
 *
 * Prints JSON: per set, the share of gold pairs (gold.edges when present, else chain[k] →
 * chain[k+1]) where some output of the producer links to a required input of the consumer,
 * before (no meaning links) and after; the meaning links added; and, as a false-link proxy,
 * the share of added links no producer of which ever shares a gold chain with the consumer.
 * --sweep repeats the measure over thresholds × maxFields; --sample prints added links' evidence.
 */
import type { CatalogIndex, Task } from '../src/core/index';
import { addMeaningLinks, MEANING_OPTIONS, type MeaningOptions } from '../src/core/catalog/meaningLinks';
import { setSources, type DevSet } from './qualitySets';

const argv = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? undefined : argv[at + 1];
};
const wanted = (arg('sets') ?? 'demo,taskbench,nestools,seal-dev').split(',');
const sweep = argv.includes('--sweep');
const sampleSize = Number(arg('sample') ?? 0);

function goldPairs(task: Task): [string, string][] {
  const edges = task.gold?.edges ?? [];
  if (edges.length > 0) return edges.map(([a, b]) => [a, b]);
  const chain = task.gold?.chain ?? [];
  return chain.slice(1).map((b, k) => [chain[k] ?? '', b]);
}

/** Whether some output of p links into a required input of c (meaning links counted when `meaning`). */
function linked(index: CatalogIndex, p: number, c: number, meaning: boolean): boolean {
  const producer = index.tools[p];
  const consumer = index.tools[c];
  if (!producer || !consumer) return false;
  for (const r of consumer.requirements) {
    for (const o of producer.outputs) {
      if (index.acceptedBy[r.fieldId]?.some((l) => l.from === o.fieldId)) return true;
      if (r.extra.some((l) => l.from === o.fieldId && (meaning || l.rule !== 'meaning'))) return true;
    }
  }
  return false;
}

function stripMeaning(index: CatalogIndex): void {
  for (const t of index.tools)
    for (const r of t.requirements) {
      const keep = r.extra.map((l) => l.rule !== 'meaning');
      r.extra = r.extra.filter((_, k) => keep[k]);
      r.extraEvidence = r.extraEvidence.filter((_, k) => keep[k]);
    }
}

interface AddedLink {
  consumer: number;
  from: number;
  evidence: string;
}

function meaningLinksOf(index: CatalogIndex): AddedLink[] {
  const out: AddedLink[] = [];
  for (const t of index.tools)
    t.requirements.forEach((r) =>
      r.extra.forEach((l, k) => {
        if (l.rule === 'meaning')
          out.push({ consumer: t.index, from: l.from, evidence: `${t.tool.name} ← ${r.extraEvidence[k] ?? ''}` });
      }),
    );
  return out;
}

function measure(set: DevSet, together: Set<string>) {
  const { index } = set;
  let pairs = 0;
  let before = 0;
  let after = 0;
  for (const task of set.tasks.tasks)
    for (const [a, b] of goldPairs(task)) {
      const p = index.byId.get(a);
      const c = index.byId.get(b);
      if (p === undefined || c === undefined) continue;
      pairs++;
      if (linked(index, p, c, false)) before++;
      if (linked(index, p, c, true)) after++;
    }
  const links = meaningLinksOf(index);
  const neverTogether = links.filter(
    (l) => !(index.producersOf[l.from] ?? []).some((p) => together.has(`${p.tool} ${l.consumer}`)),
  ).length;
  return {
    pairs,
    linkedBefore: round(before / pairs),
    linkedAfter: round(after / pairs),
    meaningLinks: links.length,
    neverInOneGoldChain: links.length === 0 ? 0 : round(neverTogether / links.length),
  };
}

/** Tool pairs (both orders) that share some gold chain. */
function togetherPairs(set: DevSet): Set<string> {
  const out = new Set<string>();
  const tasks = set.allTasks ?? set.tasks;
  for (const task of tasks.tasks) {
    const ids = [...new Set([...(task.gold?.chain ?? []), ...(task.gold?.edges ?? []).flat()])]
      .map((id) => set.index.byId.get(id))
      .filter((i): i is number => i !== undefined);
    for (const a of ids) for (const b of ids) if (a !== b) out.add(`${a} ${b}`);
  }
  return out;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

const report: Record<string, unknown> = { options: MEANING_OPTIONS };
const samples: string[] = [];
for (const source of setSources()) {
  if (!wanted.includes(source.id)) continue;
  const set = source.load();
  if (typeof set === 'string') {
    report[source.id] = set;
    continue;
  }
  const together = togetherPairs(set);
  const entry: Record<string, unknown> = { tools: set.index.tools.length, ...measure(set, together) };
  if (sampleSize > 0) samples.push(...meaningLinksOf(set.index).map((l) => `${set.id}: ${l.evidence}`));
  if (sweep) {
    const rows: unknown[] = [];
    for (const [maxFields, margin] of [
      [1, 0],
      [2, 1],
      [3, 0.05],
    ] as const)
      for (const threshold of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]) {
        stripMeaning(set.index);
        const options: MeaningOptions = { threshold, maxFields, margin };
        addMeaningLinks(set.index.tools, set.index.acceptedBy, options);
        const m = measure(set, together);
        rows.push({
          threshold,
          maxFields,
          margin,
          after: m.linkedAfter,
          links: m.meaningLinks,
          never: m.neverInOneGoldChain,
        });
      }
    stripMeaning(set.index);
    addMeaningLinks(set.index.tools, set.index.acceptedBy);
    entry.sweep = rows;
  }
  report[source.id] = entry;
}
if (sampleSize > 0) {
  // Every k-th link, so the sample spreads over the sets and the catalogs.
  const step = Math.max(1, Math.floor(samples.length / sampleSize));
  report.sample = samples.filter((_, k) => k % step === 0).slice(0, sampleSize);
}
console.log(JSON.stringify(report, null, 1));
