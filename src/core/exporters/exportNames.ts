import type { Tool } from '../catalog/types';
import type { ExportFormat } from './exportTypes';

/** What OpenAI and Anthropic accept as a tool name. */
export const PORTABLE_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function sanitize(name: string, format: ExportFormat): string {
  if (format === 'mcp' || format === 'tool-catalog/v1') return name.trim() || 'tool';
  const clean = name.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64);
  return clean.length > 0 ? clean : 'tool';
}

/**
 * The names tools are exported under: their `name`, made valid for the format
 * (OpenAI / Anthropic: `^[a-zA-Z0-9_-]{1,64}$`, other characters → `_`), and unique within
 * the export (a repeated name falls back to the tool id, then gets `_2`, `_3`…). Every
 * change is reported, so a caller can map an agent's calls back to tool ids.
 */
export function exportNames(tools: readonly Tool[], format: ExportFormat): { names: string[]; warnings: string[] } {
  const counts = new Map<string, number>();
  for (const t of tools) {
    const n = sanitize(t.name, format);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  const used = new Set<string>();
  const warnings: string[] = [];
  const names = tools.map((t) => {
    let name = sanitize(t.name, format);
    if ((counts.get(name) ?? 0) > 1) name = sanitize(t.id, format);
    const base = name;
    for (let n = 2; used.has(name); n++) name = `${base.slice(0, 60)}_${n}`;
    used.add(name);
    if (name !== t.name)
      warnings.push(
        `tool "${t.id}" is exported as "${name}" (its name "${t.name}" ${(counts.get(sanitize(t.name, format)) ?? 0) > 1 ? 'is shared by another exported tool' : 'is not a valid tool name here'})`,
      );
    return name;
  });
  return { names, warnings };
}
