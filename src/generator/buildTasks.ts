/**
 * Samples the task set: chain lengths follow a fixed mix (25 % 1–2 calls, 35 % 3–4, 25 % 5–6,
 * 15 % 7 or more), flows rotate within each length bucket, and every gold chain is checked
 * by the link rules before it is kept. About 70 % of the requests name the platform of the
 * chain's target (and of a second vendor that acts), as users do; the rest leave it open.
 */
import { forkRng, type Task, type Tool } from '../core/index';
import { linkChain, type ChainLinkage } from './chainLinks';
import type { FieldLinker } from './fieldLinker';
import { literalValues } from './literalValues';
import { chainPlatforms, mentionPlatforms, namesPlatform, PLATFORM_MARK, platformsToName } from './platformMentions';
import { resolveFlow } from './resolveFlow';
import type { FlowSpec } from './spec';

/** Share of tasks per chain-length bucket: 1–2, 3–4, 5–6, ≥7 calls. */
export const LENGTH_MIX: readonly number[] = [0.25, 0.35, 0.25, 0.15];
/** Share of tasks that omit `state`, leaving it to be inferred from the query. */
const OMIT_STATE = 0.1;
/** Share of requests that name the platform (vendor) of their chain; the rest leave it ambiguous. */
export const NAMED_PLATFORM_SHARE = 0.7;
/**
 * Fields whose value is a literal a request spells out recognizably (an email, a date, an
 * order number): only tasks made of these omit `state`, so inference has a fair chance.
 */
const LITERAL_FIELDS: ReadonlySet<string> = new Set([
  'order_id',
  'ticket_id',
  'booking_id',
  'email',
  'work_email',
  'phone_number',
  'city',
  'origin_city',
  'destination_city',
  'date',
  'departure_date',
  'start_date',
  'end_date',
  'amount',
]);

/** A task with the concrete chain and linkage behind its gold path. */
export interface BuiltTask {
  task: Task;
  flow: FlowSpec;
  chain: Tool[];
  linkage: ChainLinkage;
}

export interface TaskBuildOptions {
  seed: number;
  count: number;
  flows: readonly FlowSpec[];
  refs: ReadonlyMap<string, Tool>;
  linker: FieldLinker;
}

/** Bucket index (0–3) of a chain length. */
export function lengthBucket(length: number): number {
  return length <= 2 ? 0 : length <= 4 ? 1 : length <= 6 ? 2 : 3;
}

function schedule(count: number, seed: number): number[] {
  const exact = LENGTH_MIX.map((share) => share * count);
  const sizes = exact.map(Math.floor);
  const byRemainder = exact.map((x, b) => [x - Math.floor(x), b] as const).sort((a, b) => b[0] - a[0]);
  for (let i = 0; sizes.reduce((a, b) => a + b, 0) < count; i++) {
    const bucket = byRemainder[i % byRemainder.length]?.[1] ?? 0;
    sizes[bucket] = (sizes[bucket] ?? 0) + 1;
  }
  const slots = sizes.flatMap((size, bucket) => Array.from({ length: size }, () => bucket));
  return forkRng(seed, 'schedule').shuffle(slots);
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .split(PLATFORM_MARK)
    .join('')
    .replace(/\{(\w+)\}/g, (whole, field: string) => values[field] ?? whole);
}

/**
 * Rewrites the queries of a fixed share of tasks so they name their platform. Requests whose
 * template already names a vendor of the chain ("on Slack") count towards the share.
 */
function namePlatforms(
  built: readonly BuiltTask[],
  drafts: readonly { template: string; values: Record<string, string> }[],
  slugOf: ReadonlyMap<string, string>,
  seed: number,
): void {
  const platforms = built.map((b) => chainPlatforms(b.chain, (t) => slugOf.get(t.id)));
  const open: number[] = [];
  let named = 0;
  built.forEach((_, i) => {
    const template = drafts[i]?.template ?? '';
    if ((platforms[i] ?? []).some((p) => namesPlatform(template, p.slug))) named++;
    else open.push(i);
  });
  const wanted = Math.max(0, Math.round(NAMED_PLATFORM_SHARE * built.length) - named);
  for (const i of forkRng(seed, 'platforms')
    .shuffle(open)
    .slice(0, wanted)
    .sort((a, b) => a - b)) {
    const b = built[i] as BuiltTask;
    const draft = drafts[i] as { template: string; values: Record<string, string> };
    const all = platforms[i] ?? [];
    const template = mentionPlatforms(
      draft.template,
      platformsToName(all),
      all.length,
      forkRng(seed, `platform:${b.task.id}`),
    );
    b.task.query = fill(template, draft.values);
  }
}

/** Builds `count` tasks (`t-0001`, ...) with valid gold chains and edges. */
export function buildTasks(opts: TaskBuildOptions): BuiltTask[] {
  const byBucket: FlowSpec[][] = [[], [], [], []];
  for (const flow of opts.flows) byBucket[lengthBucket(flow.steps.length)]?.push(flow);
  byBucket.forEach((flows, b) => forkRng(opts.seed, `bucket:${b}`).shuffle(flows));
  // Round-robin over the flows of each bucket, so every template gets used.
  const used = [0, 0, 0, 0];
  const nextFlow = (bucket: number): FlowSpec | undefined => {
    const flows = byBucket[bucket] ?? [];
    const turn = used[bucket] ?? 0;
    used[bucket] = turn + 1;
    return flows[turn % Math.max(1, flows.length)];
  };
  const slugOf = new Map<string, string>();
  for (const [ref, tool] of opts.refs) slugOf.set(tool.id, ref.slice(0, ref.indexOf('.')));
  const out: BuiltTask[] = [];
  const drafts: { template: string; values: Record<string, string> }[] = [];
  for (const [i, wanted] of schedule(opts.count, opts.seed).entries()) {
    const id = `t-${String(i + 1).padStart(4, '0')}`;
    const rng = forkRng(opts.seed, `task:${id}`);
    // Fall back to other buckets only if trimming removed every flow of this one.
    const order = [wanted, ...[0, 1, 2, 3].filter((b) => b !== wanted)];
    let picked: { flow: FlowSpec; chain: Tool[] } | undefined;
    for (const bucket of order) {
      for (let tries = 0; tries < (byBucket[bucket]?.length ?? 0) && !picked; tries++) {
        const flow = nextFlow(bucket);
        const chain = flow && resolveFlow(flow, opts.refs, opts.linker, rng);
        if (flow && chain) picked = { flow, chain };
      }
      if (picked) break;
    }
    if (!picked) throw new Error('no flow can be resolved against this catalog');
    const { flow, chain } = picked;
    const linkage = linkChain(opts.linker, chain, flow.state);
    const values = literalValues(flow.state, rng, flow.examples);
    const template = rng.pick(flow.queries);
    const task: Task = { id, query: fill(template, values), state: [...flow.state] };
    task.gold = { chain: chain.map((t) => t.id), edges: linkage.edges };
    out.push({ task, flow, chain, linkage });
    drafts.push({ template, values });
  }
  namePlatforms(out, drafts, slugOf, opts.seed);
  const literal = out.filter((b) => b.flow.state.every((f) => LITERAL_FIELDS.has(f)));
  for (const b of forkRng(opts.seed, 'omit-state')
    .shuffle(literal)
    .slice(0, Math.round(OMIT_STATE * out.length)))
    delete b.task.state;
  return out;
}
