import type { CatalogIndex } from '../catalog/catalogIndex';
import { isIdentifierName } from '../catalog/linkScope';
import { makesObject, mayHaveSubject, type IndexedTool } from '../catalog/toolFields';
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
 * The first input of a tool that requires nothing which names an object another tool outputs
 * (an identifier, or an input typed with a resource: Slack's `conversations.history`
 * `channel`); undefined for a tool that requires something, lists or searches (its inputs
 * filter), makes an object (its optional references configure what it makes), or whose
 * optional identifiers nothing produces.
 */
function optionalSubject(index: CatalogIndex, t: IndexedTool): { pos: number; producers: number } | undefined {
  if (t.requirements.length > 0 || !mayHaveSubject(t.tool) || makesObject(t.tool)) return undefined;
  for (let pos = 0; pos < t.inputs.length; pos++) {
    const f = t.inputs[pos];
    if (!f || f.spec.credential === true || index.identifierField[f.fieldId] !== 1) continue;
    const producers = producerCount(index, f.fieldId, t.index);
    if (producers > 0) return { pos, producers };
  }
  return undefined;
}

/** How many tools (other than `except`) output something that links into a field. */
function producerCount(index: CatalogIndex, fieldId: number, except: number): number {
  const tools = new Set<number>();
  for (const l of index.acceptedBy[fieldId] ?? [])
    for (const p of index.producersOf[l.from] ?? []) if (p.tool !== except) tools.add(p.tool);
  return tools.size;
}

/**
 * Field-linking gaps, from the catalog index: a required input no other tool produces
 * (`unproduced-input`: a warning for identifiers, which rarely come from the user, else
 * info), an output no other tool consumes (`unconsumed-output`, info; a nested field and its
 * short name count as one), and a tool that requires nothing though it takes the id of an
 * object other tools output (`optional-subject`, a warning: State-Path reads it as callable
 * from nothing and puts none of those tools before it; specs that mark every query parameter
 * optional, as Slack's does, read so throughout).
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
    const found = optionalSubject(index, t);
    if (found !== undefined) {
      const subject = found.pos;
      const input = t.inputs[subject];
      const name = input?.spec.name ?? '';
      const declared = t.tool.inputs[subject];
      findings.push({
        code: 'optional-subject',
        severity: 'warning',
        toolId: id,
        path: `$.tools[${t.index}].inputs[${subject}]`,
        message: `no input is required, but "${name}" (${input?.canonical ?? name}) names an object ${found.producers === 1 ? 'another tool outputs' : `${found.producers} other tools output`}: the tool reads as callable from nothing and no producer is put before it; if the tool acts on that object, mark "${name}" required`,
        ...(declared
          ? {
              fix: {
                label: `Mark "${name}" required`,
                edits: [
                  {
                    op: 'update-field',
                    tool: id,
                    side: 'inputs',
                    index: subject,
                    field: { ...declared, required: true },
                  },
                ],
              },
            }
          : {}),
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
