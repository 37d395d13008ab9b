import type { Menu } from '../menu/buildMenus';
import { redundancy } from '../menu/redundancy';
import type { TaskContext } from '../menu/taskContext';
import type { Crowding, ToolRef } from './diagnoseMenu';

/** Redundancy from which two menu tools count as near-duplicates. */
export const CROWDING_REDUNDANCY = 0.45;

/**
 * Groups of ≥ 3 near-duplicates on the menu: in slot order, each ungrouped tool gathers the
 * ungrouped tools at least CROWDING_REDUNDANCY similar to it (star groups, so chains of
 * loosely similar tools do not merge into one).
 */
export function findCrowding(ctx: TaskContext, menu: Menu, ref: (t: number) => ToolRef): Crowding[] {
  const tools = menu.slots.map((s) => s.tool);
  const grouped = new Uint8Array(tools.length);
  const out: Crowding[] = [];
  for (let x = 0; x < tools.length; x++) {
    if (grouped[x]) continue;
    const members = [x];
    for (let y = x + 1; y < tools.length; y++) {
      if (!grouped[y] && redundancy(ctx.index, tools[x] ?? 0, tools[y] ?? 0) >= CROWDING_REDUNDANCY) members.push(y);
    }
    if (members.length < 3) continue;
    for (const m of members) grouped[m] = 1;
    out.push({
      tools: members.map((k) => ref(tools[k] ?? 0)),
      label: sharedWords(
        ctx,
        members.map((k) => tools[k] ?? 0),
      ),
    });
  }
  return out;
}

function sharedWords(ctx: TaskContext, tools: number[]): string {
  const words = tools.map(
    (t) =>
      new Set(
        (ctx.index.tools[t]?.tool.name ?? '')
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((w) => w.length > 1),
      ),
  );
  const first = words[0] ?? new Set<string>();
  const shared = [...first].filter((w) => words.every((s) => s.has(w)));
  return shared.length > 0 ? shared.join(' ') : (ctx.index.tools[tools[0] ?? 0]?.tool.category ?? 'similar tools');
}
