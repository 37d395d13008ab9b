import { isObject } from '../catalog/validator';
import type { ToolEffects } from '../catalog/types';

/**
 * `effects` from MCP tool annotations. MCP's hints are advisory, with defaults
 * readOnlyHint = false, destructiveHint = true, idempotentHint = false. The rule, first match wins:
 *
 * | annotations                                   | effects        |
 * |-----------------------------------------------|----------------|
 * | readOnlyHint: true                            | `read`         |
 * | destructiveHint: true                         | `irreversible` |
 * | destructiveHint: false                        | `write`        |
 * | idempotentHint: true                          | `write` (a repeatable update undoes nothing, but destroys nothing either) |
 * | readOnlyHint: false and nothing else          | `irreversible` (MCP's destructiveHint default) |
 * | no hint at all                                | absent: unknown (the app treats it as `read`) |
 */
export function effectsFromMcpAnnotations(annotations: unknown): ToolEffects | undefined {
  if (!isObject(annotations)) return undefined;
  const { readOnlyHint, destructiveHint, idempotentHint } = annotations;
  if (readOnlyHint === true) return 'read';
  if (destructiveHint === true) return 'irreversible';
  if (destructiveHint === false) return 'write';
  if (idempotentHint === true) return 'write';
  if (readOnlyHint === false) return 'irreversible';
  return undefined;
}

/** MCP annotations that say `effects` again (the inverse of `effectsFromMcpAnnotations`). */
export function mcpAnnotationsFromEffects(effects: ToolEffects | undefined): Record<string, boolean> | undefined {
  switch (effects) {
    case 'read':
      return { readOnlyHint: true };
    case 'write':
      return { readOnlyHint: false, destructiveHint: false };
    case 'irreversible':
      return { readOnlyHint: false, destructiveHint: true };
    default:
      return undefined;
  }
}

/**
 * `effects` from an HTTP method: GET, HEAD, OPTIONS and TRACE read; POST, PUT and PATCH
 * write; DELETE is irreversible. Other or missing methods: unknown.
 */
export function effectsFromHttpMethod(method: unknown): ToolEffects | undefined {
  if (typeof method !== 'string') return undefined;
  switch (method.trim().toUpperCase()) {
    case 'GET':
    case 'HEAD':
    case 'OPTIONS':
    case 'TRACE':
      return 'read';
    case 'POST':
    case 'PUT':
    case 'PATCH':
      return 'write';
    case 'DELETE':
      return 'irreversible';
    default:
      return undefined;
  }
}
