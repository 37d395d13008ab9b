import type { Tool } from '../catalog/types';
import type { ExportFormat } from './exportTypes';

/**
 * What every tool format accepts as a tool name: OpenAI function names and Anthropic tool
 * names are `^[a-zA-Z0-9_-]{1,64}$`. MCP's spec (2025-11-25) allows 1–128 of `[A-Za-z0-9_.-]`,
 * but MCP hosts hand the names on to these model APIs, so an MCP export keeps to the same rule.
 */
export const PORTABLE_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Characters outside a portable tool name. */
const NOT_IN_TOOL_NAME = /[^a-zA-Z0-9_-]+/g;

/** The longest name (tool or property key) the model APIs accept. */
export const MAX_NAME_LENGTH = 64;

/**
 * `name` with every run of characters outside `allowed` made one `_` (runs at either end
 * dropped) and cut to 64 characters; '' when nothing is left.
 */
export function cleanName(name: string, notAllowed: RegExp): string {
  const parts = name.split(notAllowed).filter((p) => p.length > 0);
  return parts.join('_').slice(0, MAX_NAME_LENGTH);
}

/** `base`, or `base_2`, `base_3`… (cut to fit 64 characters), the first not in `taken`. */
export function unusedName(base: string, taken: ReadonlySet<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) {
    const suffix = `_${n}`;
    name = `${base.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
  }
  return name;
}

/**
 * The names tools are exported under. `tool-catalog/v1` keeps each tool's `name`; the agent
 * formats need PORTABLE_TOOL_NAME and unique names. A valid name no other tool has stays (these
 * are claimed first, so a renamed tool never takes one). Any other name is cleaned (other
 * characters → `_`, cut to 64); when that leaves nothing, or a name several tools share, or one
 * that another tool's name already is or cleans to, the tool's cleaned id stands in; a clash
 * left after that gets `_2`, `_3`… `ToolExport.names` maps each exported name back to its tool.
 */
export function exportNames(tools: readonly Tool[], format: ExportFormat): string[] {
  if (format === 'tool-catalog/v1') return tools.map((t) => t.name);
  const originals = countOf(tools.map((t) => t.name));
  const cleaned = tools.map((t) => cleanName(t.name, NOT_IN_TOOL_NAME));
  const cleanedCounts = countOf(cleaned);
  const taken = new Set<string>();
  const kept = tools.map((t) => {
    const keeps = PORTABLE_TOOL_NAME.test(t.name) && originals.get(t.name) === 1;
    if (keeps) taken.add(t.name);
    return keeps;
  });
  return tools.map((t, i) => {
    if (kept[i]) return t.name;
    const clean = cleaned[i] ?? '';
    const alone =
      clean.length > 0 && originals.get(t.name) === 1 && cleanedCounts.get(clean) === 1 && !taken.has(clean);
    const name = unusedName(alone ? clean : cleanName(t.id, NOT_IN_TOOL_NAME) || clean || 'tool', taken);
    taken.add(name);
    return name;
  });
}

function countOf(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
