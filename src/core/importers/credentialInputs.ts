import { normalizeFieldName } from '../catalog/fieldNames';
import type { FieldSpec, Tool } from '../catalog/types';
import { isObject } from '../catalog/validator';
import type { RefResolver } from './schemaRefs';

/**
 * Names of inputs that carry a credential rather than data (normalized: `X-API-Key` →
 * `x_api_key`): Slack's `token`, API keys, secrets, `Authorization` headers. `access_token` and
 * `refresh_token` are not here: OAuth flows hand them from one tool to the next (BFCL's
 * `authenticate_travel` returns the `access_token` its other tools take), so they are data.
 */
const CREDENTIAL_NAMES = new Set([
  'token',
  'auth_token',
  'api_token',
  'bearer_token',
  'x_auth_token',
  'api_key',
  'apikey',
  'x_api_key',
  'api_secret',
  'app_secret',
  'client_secret',
  'secret_key',
  'access_key',
  'secret_access_key',
  'authorization',
  'proxy_authorization',
]);

/** Whether an input's name says it is a credential (CREDENTIAL_NAMES). */
export function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAMES.has(normalizeFieldName(name));
}

/** Marks a field as a credential: never linked, so it loses what would link it (a resource tag, a subject mark). */
export function markCredential(field: FieldSpec): void {
  field.credential = true;
  delete field.resource;
  delete field.x_subject;
}

/**
 * Marks the top-level inputs of an imported tool whose names say they are credentials
 * (`"credential": true`, docs/formats.md): the runtime supplies them, so they are never what a
 * menu must produce. Nested body fields (`config.token`) are data the call sends.
 */
export function markCredentialInputs(tool: Tool): void {
  for (const field of tool.inputs) {
    // A field the format importer marked (an apiKey parameter) is marked again: that drops a resource tag added since.
    if (field.credential === true || (typeof field.x_path !== 'string' && isCredentialName(field.name)))
      markCredential(field);
  }
}

/**
 * The parameters an OpenAPI document's `apiKey` security schemes name, as `in:name` keys
 * (header names lower-cased): `components.securitySchemes` (3.x) and `securityDefinitions` (2.0).
 */
export function apiKeyParameters(refs: RefResolver): Set<string> {
  const keys = new Set<string>();
  for (const pointer of ['#/components/securitySchemes', '#/securityDefinitions']) {
    const found = refs.resolve(pointer);
    if (!found.ok || !isObject(found.target)) continue;
    for (const scheme of Object.values(found.target)) {
      if (!isObject(scheme) || scheme.type !== 'apiKey' || typeof scheme.name !== 'string') continue;
      keys.add(parameterKey(String(scheme.in), scheme.name));
    }
  }
  return keys;
}

/** `in:name`, the name lower-cased for headers (HTTP header names are case-insensitive). */
export function parameterKey(where: string, name: string): string {
  return `${where}:${where === 'header' ? name.toLowerCase() : name}`;
}
