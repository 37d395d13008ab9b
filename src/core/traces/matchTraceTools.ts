import type { CatalogIndex } from '../catalog/catalogIndex';
import type { ObservedCall } from '../utility/learnFromRuns';
import type { MatchedTrace, TraceDocument } from './traceTypes';

/** A tool id as a function name may spell it where dots are not allowed (`shop.get_order` → `shop_get_order`). */
function flatId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * Maps call names to catalog tools: by id, else by a name only one tool has, else by the id
 * with dots and other symbols written as `_` (OpenAI function names allow only [A-Za-z0-9_-]).
 * Names that match nothing are reported as unmatched; names several tools share (and no id
 * settles) as ambiguous.
 */
export function matchTraceTools(
  index: CatalogIndex,
  doc: TraceDocument,
): { traces: MatchedTrace[]; unmatched: string[]; ambiguous: string[] } {
  const byName = new Map<string, number | null>();
  const byFlat = new Map<string, number | null>();
  for (const t of index.tools) {
    byName.set(t.tool.name, byName.has(t.tool.name) ? null : t.index);
    const flat = flatId(t.tool.id);
    byFlat.set(flat, byFlat.has(flat) ? null : t.index);
  }
  const unmatched = new Set<string>();
  const ambiguous = new Set<string>();
  const resolve = (name: string): number | undefined => {
    const id = index.byId.get(name);
    if (id !== undefined) return id;
    const named = byName.get(name);
    const hit = typeof named === 'number' ? named : byFlat.get(name);
    if (typeof hit === 'number') return hit;
    if (named === null || hit === null) ambiguous.add(name);
    else unmatched.add(name);
    return undefined;
  };
  const traces = doc.traces.map((t) => ({
    ...t,
    calls: t.calls.map((call) => {
      const tool = resolve(call.name);
      return tool === undefined ? { ...call } : { ...call, tool, toolId: index.tools[tool]?.tool.id ?? call.name };
    }),
  }));
  return { traces, unmatched: [...unmatched].sort(), ambiguous: [...ambiguous].sort() };
}

/** Observed calls of matched traces, for learning tool metadata (learnFromRuns). Unknown outcomes leave success alone. */
export function observedCalls(traces: readonly MatchedTrace[]): ObservedCall[] {
  const out: ObservedCall[] = [];
  for (const t of traces) {
    for (const c of t.calls) {
      if (c.toolId === undefined) continue;
      const o: ObservedCall = { toolId: c.toolId };
      if (c.status !== 'unknown') o.success = c.status === 'ok';
      if (c.latencyMs !== undefined) o.latencyMs = c.latencyMs;
      out.push(o);
    }
  }
  return out;
}
