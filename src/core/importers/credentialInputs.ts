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
 * What an OpenAPI document's security schemes say about its parameters
 * (`components.securitySchemes` in 3.x, `securityDefinitions` in 2.0):
 * - apiKeys: the parameters `apiKey` schemes name, as `in:name` keys (header names lower-cased);
 * - identities: the normalized parameter names a scheme's own name is made of. Twilio's
 *   `accountSid_authToken` (HTTP basic) says its path parameter `AccountSid`, on 193 of 197
 *   operations, is the caller's account, not data an operation must be handed by another.
 *   A part (split at `_`, `-`, `.`, spaces) counts when it is two words or more (`accountSid`,
 *   `bearerAuth`): one word (`api`, `key`, `auth`) would name ordinary data.
 */
export function securityParameters(refs: RefResolver): { apiKeys: Set<string>; identities: Set<string> } {
  const apiKeys = new Set<string>();
  const identities = new Set<string>();
  for (const pointer of ['#/components/securitySchemes', '#/securityDefinitions']) {
    const found = refs.resolve(pointer);
    if (!found.ok || !isObject(found.target)) continue;
    for (const [schemeName, scheme] of Object.entries(found.target)) {
      if (!isObject(scheme)) continue;
      if (scheme.type === 'apiKey' && typeof scheme.name === 'string')
        apiKeys.add(parameterKey(String(scheme.in), scheme.name));
      for (const part of schemeName.split(/[_\-.\s]+/)) {
        const name = normalizeFieldName(part);
        if (name.includes('_')) identities.add(name);
      }
    }
  }
  return { apiKeys, identities };
}

/** `in:name`, the name lower-cased for headers (HTTP header names are case-insensitive). */
export function parameterKey(where: string, name: string): string {
  return `${where}:${where === 'header' ? name.toLowerCase() : name}`;
}
