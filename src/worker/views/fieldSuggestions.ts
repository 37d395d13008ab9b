import type { MenuPair } from '../../core/index';

/**
 * Fields worth adding to s0: the required inputs of both menus' tools that the state does not
 * already hold, most needed first (ties by name, in code-point order). Fed to the state editor's suggestions.
 */
export function fieldSuggestions(pair: MenuPair, limit = 40): string[] {
  const { index, state } = pair.context;
  const held = new Set(state.fields.map((f) => f.name));
  const need = new Map<string, number>();
  for (const slot of [...pair.statePath.slots, ...pair.relevance.slots]) {
    for (const r of index.tools[slot.tool]?.requirements ?? []) {
      const name = index.vocab.names[r.fieldId];
      if (name && !held.has(name)) need.set(name, (need.get(name) ?? 0) + 1);
    }
  }
  // Ties in code-point order: field names are canonical, and a first localeCompare in the worker
  // loads ICU's collator (20–40 ms on the 2-core test machine, in the first menus' time).
  return [...need.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([name]) => name);
}
