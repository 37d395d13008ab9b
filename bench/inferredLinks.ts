/**
 * `npm run bench:inferred-links [-- --sets demo,real-twilio,…]`: how many of the dev sets' gold
 * producer → consumer edges a field link joins when every tool's outputs are guessed from its
 * name and description (withoutOutputs: inferOutputs, as the importers do for a catalog that
 * declares none), against the catalogs as published. Counted over distinct gold edges of the
 * tasks that list edges (`gold.edges`); a link is any field link of the producer's outputs into
 * the consumer's required inputs (producerOverlap > 0). Output inference is judged by it next to
 * its labelled set (src/core/importers/inference/fixtures): the links are what the menus read.
 * Sets whose catalogs declare no outputs (GitHub's MCP server, LiveMCPBench, BFCL, Buildkite)
 * have the same guesses in both columns.
 */
import { orderEdges } from '../src/core/diagnose/metrics';
import { producerOverlap } from '../src/core/state/fit';
import { option } from './benchOptions';
import { setSources, withoutOutputs } from './qualitySets';

const wanted = option('sets', '')
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s.length > 0);
const rows = [
  '| set | distinct gold edges | linked, outputs as published | linked, outputs guessed |',
  '|---|---|---|---|',
];
for (const source of setSources()) {
  if (wanted.length > 0 && !wanted.some((w) => source.id === w || source.groups.includes(w))) continue;
  const set = source.load();
  if (typeof set === 'string') {
    process.stderr.write(`skipped ${set}\n`);
    continue;
  }
  const guessed = withoutOutputs(set);
  const seen = new Set<string>();
  let declared = 0;
  let inferred = 0;
  for (const task of set.tasks.tasks) {
    if (!task.gold?.edges?.length) continue;
    for (const [u, v] of orderEdges(set.index, task.gold)) {
      if (seen.has(`${u}>${v}`)) continue;
      seen.add(`${u}>${v}`);
      const [pu, pv, gu, gv] = [set.index.tools[u], set.index.tools[v], guessed.index.tools[u], guessed.index.tools[v]];
      if (pu && pv && producerOverlap(set.index, pu, pv) > 0) declared++;
      if (gu && gv && producerOverlap(guessed.index, gu, gv) > 0) inferred++;
    }
  }
  if (seen.size > 0) rows.push(`| ${set.title} | ${seen.size} | ${declared} | ${inferred} |`);
}
process.stdout.write(`${rows.join('\n')}\n`);
