import type { CatalogIndex } from '../catalog/catalogIndex';
import { isIdentifierName } from '../catalog/linkScope';
import type { LintFinding } from './lintTypes';

/** Producer field → the tools that consume something it links to (name and description links). */
function consumersByProducerField(index: CatalogIndex): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const add = (field: number, tool: number): void => {
    const set = out.get(field) ?? new Set<number>();
    set.add(tool);
    out.set(field, set);
  };
  index.acceptedBy.forEach((links, consumerField) => {
    for (const tool of index.consumersOf[consumerField] ?? []) for (const l of links) add(l.from, tool);
  });
  for (const t of index.tools) for (const r of t.requirements) for (const l of r.extra) add(l.from, t.index);
  return out;
}

/**
 * Field-linking gaps, from the catalog index: a required input no other tool produces
 * (`unproduced-input`: a warning for identifiers, which rarely come from the user, else
 * info), and an output no other tool consumes (`unconsumed-output`, info; a nested field
 * and its short name count as one).
 */
export function lintLinks(index: CatalogIndex): LintFinding[] {
  const findings: LintFinding[] = [];
  const consumers = consumersByProducerField(index);
  for (const t of index.tools) {
    const id = t.tool.id;
    for (const r of t.requirements) {
      const links = [...(index.acceptedBy[r.fieldId] ?? []), ...r.extra];
      const produced = links.some((l) => (index.producersOf[l.from] ?? []).some((p) => p.tool !== t.index));
      if (produced) continue;
      const input = t.inputs[r.inputPos];
      const canonical = index.vocab.names[r.fieldId] ?? '';
      findings.push({
        code: 'unproduced-input',
        severity: isIdentifierName(canonical) ? 'warning' : 'info',
        toolId: id,
        path: `$.tools[${t.index}].inputs[${r.inputPos}]`,
        message: `required input "${input?.spec.name ?? canonical}" (${canonical}): no other tool outputs it, so it must come from the request`,
      });
    }
    const groups = new Map<string, { pos: number; consumed: boolean }>();
    t.outputs.forEach((o, pos) => {
      const owner = typeof o.spec.x_alias_of === 'string' ? o.spec.x_alias_of : o.spec.name;
      const group = groups.get(owner) ?? { pos, consumed: false };
      group.consumed ||= [...(consumers.get(o.fieldId) ?? [])].some((c) => c !== t.index);
      groups.set(owner, group);
    });
    for (const [name, g] of groups) {
      if (g.consumed) continue;
      findings.push({
        code: 'unconsumed-output',
        severity: 'info',
        toolId: id,
        path: `$.tools[${t.index}].outputs[${g.pos}]`,
        message: `output "${name}": no other tool takes it as a required input`,
      });
    }
  }
  return findings;
}
