import type { Catalog } from '../catalog/types';
import type { LintFinding } from './lintTypes';
import { fieldPath, parseFieldPath } from '../importers/fieldPath';

/** Tool names OpenAI and Anthropic accept. */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** Property names every major tool API accepts (Anthropic's rule; OpenAI is laxer). */
const PARAMETER_NAME = /^[a-zA-Z0-9_.-]{1,64}$/;
/** OpenAI's limit on a function description. */
export const MAX_DESCRIPTION_CHARS = 1024;
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

/**
 * What strict tool-calling APIs reject when the catalog is exported to them: a tool name
 * outside `^[a-zA-Z0-9_-]{1,64}$` (`invalid-tool-name`), a description over 1,024 characters
 * (`description-too-long`), a property name outside `^[a-zA-Z0-9_.-]{1,64}$`
 * (`invalid-parameter-name`), an input with no type (`missing-type`: OpenAI strict mode
 * requires one) or a type JSON Schema does not have (`unknown-type`), and an array input
 * that says nothing of its items (`array-without-items`: OpenAI rejects the schema).
 */
export function lintStrictSchemas(catalog: Catalog): LintFinding[] {
  const out: LintFinding[] = [];
  catalog.tools.forEach((tool, i) => {
    const at = `$.tools[${i}]`;
    const id = tool.id;
    if (!TOOL_NAME.test(tool.name))
      out.push({
        code: 'invalid-tool-name',
        severity: 'error',
        toolId: id,
        path: `${at}.name`,
        message: `"${tool.name}" is not a valid OpenAI / Anthropic tool name (letters, digits, _ and -, at most 64); exports rename it`,
      });
    if (tool.description.length > MAX_DESCRIPTION_CHARS)
      out.push({
        code: 'description-too-long',
        severity: 'warning',
        toolId: id,
        path: `${at}.description`,
        message: `description has ${tool.description.length} characters; OpenAI accepts at most ${MAX_DESCRIPTION_CHARS}`,
      });
    const hasChildren = new Set(
      tool.inputs.flatMap((f) => (typeof f.x_path === 'string' ? [parseFieldPath(f.x_path)[0]?.key] : [])),
    );
    tool.inputs.forEach((f, k) => {
      const here = `${at}.inputs[${k}]`;
      // The keys of its path (x_path escapes a key's own `.`, `[` and `\`: importers/fieldPath.ts).
      const segments = fieldPath(f).map((step) => step.key);
      const bad = segments.find((s) => !PARAMETER_NAME.test(s));
      if (bad !== undefined)
        out.push({
          code: 'invalid-parameter-name',
          severity: 'error',
          toolId: id,
          path: `${here}.name`,
          message: `property name "${bad}" is not accepted by every tool API (letters, digits, _ . -, at most 64)`,
        });
      const types = Array.isArray(f.x_types) ? f.x_types : f.type === undefined ? [] : [f.type];
      if (types.length === 0)
        out.push({
          code: 'missing-type',
          severity: 'warning',
          toolId: id,
          path: here,
          message: `input "${f.name}" has no type; OpenAI strict mode requires one`,
        });
      const unknown = types.find((t) => typeof t !== 'string' || !JSON_TYPES.has(t));
      if (unknown !== undefined)
        out.push({
          code: 'unknown-type',
          severity: 'warning',
          toolId: id,
          path: `${here}.type`,
          message: `"${String(unknown)}" is not a JSON Schema type (string, number, integer, boolean, array, object, null)`,
        });
      const items = typeof f.x_schema === 'object' && f.x_schema !== null && 'items' in f.x_schema;
      if (types.includes('array') && !items && !hasChildren.has(f.name))
        out.push({
          code: 'array-without-items',
          severity: 'warning',
          toolId: id,
          path: here,
          message: `array input "${f.name}" does not say what its items are; OpenAI rejects such a schema`,
        });
    });
  });
  return out;
}
