import type { PathSegment } from '../catalog/sourceErrors';
import type { FieldSpec } from '../catalog/types';
import { isObject } from '../catalog/validator';
import type { ImportContext } from './importContext';

/** ToolBench / RapidAPI parameter types → JSON Schema types (unknown ones read as strings). */
export function toolBenchType(raw: unknown): string {
  const t = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (/^(NUMBER|FLOAT|DOUBLE|DECIMAL)/.test(t)) return 'number';
  if (/^(INT|INTEGER|LONG)/.test(t)) return 'integer';
  if (/^BOOL/.test(t)) return 'boolean';
  if (/^(ARRAY|LIST)/.test(t)) return 'array';
  if (/^(OBJECT|JSON|DICT|MAP)/.test(t)) return 'object';
  return 'string';
}

/**
 * `required_parameters` / `optional_parameters` → inputs (`required` true / false). An entry is
 * `{name, type, description, default}` or a bare name; the default is kept in `x_schema`.
 */
export function toolBenchParameters(
  ctx: ImportContext,
  list: unknown,
  required: boolean,
  at: PathSegment[],
): FieldSpec[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    ctx.error(at, 'expected an array of parameters');
    return [];
  }
  const out: FieldSpec[] = [];
  list.forEach((raw, i) => {
    if (typeof raw === 'string' && raw.trim()) {
      out.push({ name: raw.trim(), type: 'string', required });
      return;
    }
    const param = ctx.object(raw, [...at, i], 'a parameter');
    if (!param) return;
    const name = ctx.string(param, 'name', [...at, i], true);
    if (name === undefined) return;
    const field: FieldSpec = { name, type: toolBenchType(param.type), required };
    if (typeof param.description === 'string' && param.description.trim()) field.description = param.description.trim();
    if (param.default !== undefined && param.default !== '' && param.default !== null)
      field.x_schema = { default: param.default };
    out.push(field);
  });
  return out;
}

/**
 * The response example of an API entry: its `template_response` (an object, or JSON text).
 * `test_endpoint` is not read: in ToolBench it is often an error message ("You are not subscribed").
 */
export function toolBenchExample(api: Record<string, unknown>): { value: unknown; where: string } | undefined {
  let value = api.template_response;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return isObject(value) || Array.isArray(value) ? { value, where: 'template_response' } : undefined;
}
