import { normalizeFieldName } from '../catalog/fieldNames';
import type { Catalog, FieldSpec } from '../catalog/types';
import type { LintFinding } from './lintTypes';

function duplicateFields(fields: readonly FieldSpec[], toolId: string, at: string): LintFinding[] {
  const first = new Map<string, number>();
  const out: LintFinding[] = [];
  fields.forEach((f, i) => {
    if (typeof f.x_alias_of === 'string') return;
    const key = normalizeFieldName(f.name);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, i);
    else
      out.push({
        code: 'duplicate-field',
        severity: 'warning',
        toolId,
        path: `${at}[${i}]`,
        message: `"${f.name}" is the same field as ${at.slice(at.lastIndexOf('.') + 1)}[${seen}] ("${fields[seen]?.name ?? ''}") after normalization`,
      });
  });
  return out;
}

/**
 * What the declarations say (or fail to): tools sharing a name (`duplicate-tool-name`:
 * exports must rename one), a field declared twice (`duplicate-field`), no description
 * (`missing-description`; `missing-input-description` for inputs), no outputs at all
 * (`no-outputs`: nothing can follow this tool) or only inferred ones (`inferred-outputs`).
 */
export function lintDeclarations(catalog: Catalog): LintFinding[] {
  const out: LintFinding[] = [];
  const firstByName = new Map<string, string>();
  catalog.tools.forEach((tool, i) => {
    const at = `$.tools[${i}]`;
    const id = tool.id;
    const other = firstByName.get(tool.name);
    if (other !== undefined)
      out.push({
        code: 'duplicate-tool-name',
        severity: 'warning',
        toolId: id,
        path: `${at}.name`,
        message: `name "${tool.name}" is also the name of "${other}"; an agent cannot tell them apart`,
      });
    else firstByName.set(tool.name, id);
    out.push(
      ...duplicateFields(tool.inputs, id, `${at}.inputs`),
      ...duplicateFields(tool.outputs, id, `${at}.outputs`),
    );
    if (tool.description.trim().length === 0)
      out.push({
        code: 'missing-description',
        severity: 'warning',
        toolId: id,
        path: `${at}.description`,
        message: 'no description: agents pick tools by it, and field linking reads it',
      });
    tool.inputs.forEach((f, k) => {
      if ((f.description ?? '').trim().length === 0)
        out.push({
          code: 'missing-input-description',
          severity: 'info',
          toolId: id,
          path: `${at}.inputs[${k}]`,
          message: `input "${f.name}" has no description`,
        });
    });
    if (tool.outputs.length === 0)
      out.push({
        code: 'no-outputs',
        severity: 'info',
        toolId: id,
        path: `${at}.outputs`,
        message: 'declares no outputs: nothing can be chained after it',
      });
    else if (tool.outputs.every((f) => f.inferred === true))
      out.push({
        code: 'inferred-outputs',
        severity: 'info',
        toolId: id,
        path: `${at}.outputs`,
        message: `all ${tool.outputs.length} outputs are inferred; accept or reject them`,
      });
  });
  return out;
}
