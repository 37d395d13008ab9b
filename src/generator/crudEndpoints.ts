/**
 * Generic resource endpoints (list / get / create / update / delete / search / export) that
 * scale mode adds around each family's entities: the long tail of real API catalogs.
 */
import { humanize, pluralize } from './nameStyle';
import type { EndpointSpec } from './spec';

export const CRUD_VERBS = ['list', 'get', 'create', 'update', 'delete', 'search', 'export'] as const;
export type CrudVerb = (typeof CRUD_VERBS)[number];

interface CrudTemplate {
  name: (entity: string, plural: string) => string;
  effects: EndpointSpec['effects'];
  about: readonly string[];
  inputs: (entity: string) => string[];
  outputs: (entity: string) => string[];
}

const TEMPLATES: Readonly<Record<CrudVerb, CrudTemplate>> = {
  list: {
    name: (_e, p) => `list_${p}`,
    effects: 'read',
    about: [
      'Lists {plural} in the {Vendor} account, newest first.',
      'Returns a page of {plural}.',
      'Paginated listing of {plural} with their basic fields.',
    ],
    inputs: () => ['?page_size:integer', '?page_token'],
    outputs: (e) => [`${e}_ids:array`, 'next_page_token'],
  },
  get: {
    name: (e) => `get_${e}`,
    effects: 'read',
    about: [
      'Returns one {entity} by id.',
      'Fetches the full {entity} record.',
      'Retrieves a single {entity} with metadata and timestamps.',
    ],
    inputs: (e) => [`${e}_id`],
    outputs: () => ['id', 'name', 'created_at', 'updated_at'],
  },
  create: {
    name: (e) => `create_${e}`,
    effects: 'write',
    about: ['Creates a new {entity}.', 'Adds a {entity} to the account and returns its id.'],
    inputs: () => ['name', '?description', '?metadata:object'],
    outputs: () => ['id', 'created_at'],
  },
  update: {
    name: (e) => `update_${e}`,
    effects: 'write',
    about: [
      'Updates fields of an existing {entity}.',
      'Partially updates a {entity}; omitted fields are left unchanged.',
    ],
    inputs: (e) => [`${e}_id`, '?name', '?metadata:object'],
    outputs: () => ['updated_at'],
  },
  delete: {
    name: (e) => `delete_${e}`,
    effects: 'irreversible',
    about: ['Permanently deletes a {entity}.', 'Deletes the {entity} and everything attached to it.'],
    inputs: (e) => [`${e}_id`],
    outputs: () => ['deleted:boolean'],
  },
  search: {
    name: (_e, p) => `search_${p}`,
    effects: 'read',
    about: ['Full-text search over {plural}.', 'Finds {plural} whose name or tags match the query.'],
    inputs: () => ['query', '?page_size:integer'],
    outputs: (e) => [`${e}_ids:array`, 'total:integer'],
  },
  export: {
    name: (_e, p) => `export_${p}`,
    effects: 'read',
    about: ['Exports all {plural} as CSV or JSON.', 'Starts a bulk export of {plural} and returns a download link.'],
    inputs: () => ['?format'],
    outputs: () => ['download_url', 'expires_at'],
  },
};

const cache = new Map<string, EndpointSpec>();

/** The endpoint for `verb` on `entity` (snake_case), e.g. `list_alert_rules`. Cached. */
export function crudEndpoint(entity: string, verb: CrudVerb): EndpointSpec {
  const key = `crud:${verb}:${entity}`;
  let spec = cache.get(key);
  if (spec === undefined) {
    const t = TEMPLATES[verb];
    const plural = pluralize(entity);
    const fill = (s: string): string =>
      s.replace(/\{entity\}/g, humanize(entity)).replace(/\{plural\}/g, humanize(plural));
    spec = {
      key,
      names: [t.name(entity, plural)],
      effects: t.effects,
      about: t.about.map(fill),
      inputs: t.inputs(entity),
      outputs: t.outputs(entity),
    };
    cache.set(key, spec);
  }
  return spec;
}
