import { SourceError } from './sourceErrors';
import type { Catalog } from './types';

/** One catalog to merge and the file (or folder) it was read from, for the error's location. */
export interface CatalogPart {
  catalog: Catalog;
  file: string;
}

/**
 * Several catalogs as one, in order: their tools (a tool id used twice is a SourceError located
 * at the second one's `$.tools[i].id`, as tasks refer to tools by id) and their field aliases
 * (united). One catalog comes back as it is.
 */
export function mergeCatalogs(parts: readonly CatalogPart[]): Catalog {
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only) return only.catalog;
  const seen = new Map<string, string>();
  const merged: Catalog = {
    format: 'tool-catalog/v1',
    name: parts.map((p) => p.catalog.name).join('+'),
    field_aliases: {},
    tools: [],
  };
  for (const { catalog, file } of parts) {
    catalog.tools.forEach((t, i) => {
      const first = seen.get(t.id);
      if (first !== undefined)
        throw new SourceError([
          { file, path: `$.tools[${i}].id`, message: `duplicate tool id "${t.id}" (also in ${first})` },
        ]);
      seen.set(t.id, file);
      merged.tools.push(t);
    });
    const into = merged.field_aliases ?? {};
    for (const [name, aliases] of Object.entries(catalog.field_aliases ?? {}))
      into[name] = [...new Set([...(into[name] ?? []), ...aliases])];
    merged.field_aliases = into;
  }
  return merged;
}
