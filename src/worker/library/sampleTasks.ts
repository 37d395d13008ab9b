import {
  buildCatalogIndex,
  descriptionText,
  TOOL_NAME_VERBS,
  type Catalog,
  type CatalogIndex,
  type TaskSet,
} from '../../core/index';

/** The tasks file name shown for a catalog loaded without tasks. */
export const SAMPLE_TASKS_FILE = '(sample tasks from the catalog)';

/** Steps of a sample request at most (the target and up to two producers before it). */
const MAX_STEPS = 3;
const MAX_QUERY = 300;
/** Targets considered (the best fed): their chains are walked to find the deepest. */
const CANDIDATES = 64;
/** Producer links a sample request follows: exact, alias, plural, entity or resource links (not guesses). */
const MIN_STRENGTH = 0.9;
/** Verbs a description opens with that TOOL_NAME_VERBS lacks. */
const MORE_VERBS = new Set([
  'book',
  'issue',
  'confirm',
  'cancel',
  'email',
  'render',
  'reserve',
  'find',
  'look',
  'check',
]);

/** How many sample tasks a catalog of `toolCount` tools gets (the library lists this many). */
export function sampleTaskCount(toolCount: number, count = 5): number {
  return Math.max(0, Math.min(count, toolCount));
}

/** "Creates a refund." → "Create a refund": a description's first sentence as an imperative step. */
function stepText(index: CatalogIndex, tool: number): string {
  const t = index.tools[tool]!.tool;
  const sentence = (
    descriptionText(t.description)
      .trim()
      .split(/(?<=[.!?])\s/)[0]
      ?.trim() ?? ''
  ).replace(/[.!?:;]+$/, '');
  if (sentence.length >= 8 && sentence.length <= 160) {
    const [first = '', ...rest] = sentence.split(' ');
    const verb = /^[A-Z][a-z]{2,}(?:ches|shes|sses|xes)$/.test(first)
      ? first.slice(0, -2)
      : /^[A-Z][a-z]{2,}[^s]s$/.test(first)
        ? first.slice(0, -1)
        : first;
    const lower = verb.toLowerCase();
    // "Info for a specific pet", "Segments and fare rules of…": a noun phrase becomes "Get …".
    if (verb === first && !TOOL_NAME_VERBS.has(lower) && !MORE_VERBS.has(lower))
      return `Get ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    return [verb, ...rest].join(' ');
  }
  const words = t.name
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return `Call ${words}`;
}

/** The strongest producer of one of `tool`'s required inputs that is not already in `taken`. */
function producerBefore(index: CatalogIndex, tool: number, taken: readonly number[]): number | undefined {
  let best: { tool: number; strength: number } | undefined;
  for (const req of index.tools[tool]!.requirements) {
    for (const p of index.producersOf[req.fieldId] ?? []) {
      if (p.strength < MIN_STRENGTH || taken.includes(p.tool)) continue;
      if (!best || p.strength > best.strength) best = { tool: p.tool, strength: p.strength };
    }
  }
  return best?.tool;
}

/** The target and the producers before it, first step first (just the target when nothing feeds it). */
function chainTo(index: CatalogIndex, target: number): number[] {
  const chain = [target];
  while (chain.length < MAX_STEPS) {
    const before = producerBefore(index, chain[0]!, chain);
    if (before === undefined) break;
    chain.unshift(before);
  }
  return chain;
}

/** "Search flights, then book the flight, and then issue the ticket." */
function requestFor(index: CatalogIndex, chain: readonly number[]): string {
  const steps = chain.map((tool, i) => {
    const text = stepText(index, tool);
    return i === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);
  });
  const joined =
    steps.length === 1
      ? steps[0]!
      : steps.length === 2
        ? `${steps[0]}, then ${steps[1]}`
        : `${steps.slice(0, -1).join(', then ')}, and then ${steps.at(-1)}`;
  return `${joined.length > MAX_QUERY - 1 ? joined.slice(0, MAX_QUERY - 1) : joined}.`;
}

/**
 * Tasks for a catalog loaded without any, so its menus show at once: plausible multi-step
 * requests. Targets are the tools with the most required inputs that another tool produces
 * (deep chains make the two menus differ); each request walks back from its target through the
 * strongest producer of a required input, up to MAX_STEPS steps, and words each step from its
 * description's first sentence ("Create a customer, then create a charge, and then refund the
 * charge."), or its name. s0 is inferred from the request. Exactly sampleTaskCount tasks, in
 * catalog order of their targets.
 */
export function sampleTasks(catalog: Catalog, count = 5): TaskSet {
  const index = buildCatalogIndex(catalog);
  const ranked = index.tools
    .map((t, order) => {
      const fed = t.requirements.filter((r) =>
        (index.producersOf[r.fieldId] ?? []).some((p) => p.tool !== order && p.strength >= MIN_STRENGTH),
      );
      return { order, fed: fed.length, needs: t.requirements.length };
    })
    .sort((a, b) => b.fed - a.fed || b.needs - a.needs || a.order - b.order)
    // The best-fed candidates, longest chains first.
    .slice(0, CANDIDATES)
    .map((c) => ({ ...c, chain: chainTo(index, c.order) }))
    .sort((a, b) => b.chain.length - a.chain.length);
  const wanted = sampleTaskCount(catalog.tools.length, count);
  // Varied multi-step requests first: one whose first step, or whole request, an earlier pick
  // already has waits until every other target was tried (the demo's top targets share one
  // booking chain); one-step requests (nothing feeds the target) only fill what is left.
  const picked: { order: number; query: string }[] = [];
  const firstSteps = new Set<number>();
  const queries = new Set<string>();
  const repeated: { order: number; query: string }[] = [];
  const oneStep: { order: number; query: string }[] = [];
  for (const { order, chain } of ranked) {
    if (picked.length === wanted) break;
    const query = requestFor(index, chain);
    if (chain.length === 1) {
      if (oneStep.length < wanted) oneStep.push({ order, query });
    } else if (firstSteps.has(chain[0]!) || queries.has(query)) {
      if (repeated.length < wanted) repeated.push({ order, query });
    } else {
      firstSteps.add(chain[0]!);
      queries.add(query);
      picked.push({ order, query });
    }
  }
  for (const extra of [...repeated, ...oneStep]) if (picked.length < wanted) picked.push(extra);
  picked.sort((a, b) => a.order - b.order);
  return {
    format: 'tool-tasks/v1',
    catalog: catalog.name,
    tasks: picked.map(({ query }, i) => ({ id: `sample-${i + 1}`, query })),
  };
}
