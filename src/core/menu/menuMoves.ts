/** How a tool's slot moved against the baseline menu: new on the menu, or from another slot (1-based). */
export type SlotMove = { kind: 'new' } | { kind: 'moved'; from: number };

/** A menu against the one kept as its baseline (the same task, before a change). */
export interface MenuMoves {
  /** Per tool whose slot changed: new on the menu, or the slot it held. Tools in the same slot are absent. */
  moves: ReadonlyMap<string, SlotMove>;
  /** Baseline tools no longer on the menu, with the slot they held, in slot order. */
  left: { toolId: string; rank: number }[];
  /** Tools on both menus in another slot. */
  moved: number;
  /**
   * The fewest tools on both menus that changed places among themselves: those a longest run of
   * tools still in their baseline order leaves out. A tool that enters at slot 3 shifts every
   * later slot (moved) without reordering them (0).
   */
  reordered: number;
  /** Tools on the menu that the baseline lacks. */
  added: number;
}

/**
 * Compares a menu (tool ids in slot order) with its baseline: which tools are new, which moved
 * and from where, which left. Ranks are 1-based, as the menus show them.
 */
export function menuMoves(baseline: readonly string[], current: readonly string[]): MenuMoves {
  const before = new Map<string, number>();
  baseline.forEach((toolId, k) => {
    if (!before.has(toolId)) before.set(toolId, k + 1);
  });
  const moves = new Map<string, SlotMove>();
  const now = new Set(current);
  let moved = 0;
  let added = 0;
  current.forEach((toolId, k) => {
    const from = before.get(toolId);
    if (from === undefined) {
      moves.set(toolId, { kind: 'new' });
      added++;
    } else if (from !== k + 1) {
      moves.set(toolId, { kind: 'moved', from });
      moved++;
    }
  });
  const left = [...before].filter(([toolId]) => !now.has(toolId)).map(([toolId, rank]) => ({ toolId, rank }));
  const kept = current.flatMap((toolId) => {
    const from = before.get(toolId);
    return from === undefined ? [] : [from];
  });
  return { moves, left, moved, added, reordered: kept.length - longestIncreasing(kept) };
}

/** Length of the longest strictly increasing subsequence (patience sorting, O(n log n)). */
function longestIncreasing(values: readonly number[]): number {
  const tails: number[] = [];
  for (const v of values) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tails[mid] ?? 0) < v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
  }
  return tails.length;
}
