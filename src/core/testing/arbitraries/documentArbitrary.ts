import fc from 'fast-check';
import { stringify as toYaml } from 'yaml';
import { collidingSpellings, ODD_TEXT, SHARED_FIELDS, WORDS } from './names';

/**
 * Valid documents of every format `importCatalog` reads (MCP, OpenAI Chat and Responses,
 * Anthropic, OpenAPI 3.0 / 3.1 in JSON and YAML, Swagger 2.0, ToolBench, BFCL JSON Lines), with
 * nested, deep (up to 80 object levels) and recursive (`$ref` cycles) schemas. A small share
 * nests past the readers' limit on purpose: those must be refused with a located error.
 */
export type DocumentFormat =
  | 'mcp'
  | 'openai-chat'
  | 'openai-responses'
  | 'anthropic'
  | 'openapi-3.0'
  | 'openapi-3.1'
  | 'openapi-3.1-yaml'
  | 'swagger-2.0'
  | 'toolbench'
  | 'bfcl';

export const DOCUMENT_FORMATS: readonly DocumentFormat[] = [
  'mcp',
  'openai-chat',
  'openai-responses',
  'anthropic',
  'openapi-3.0',
  'openapi-3.1',
  'openapi-3.1-yaml',
  'swagger-2.0',
  'toolbench',
  'bfcl',
];

/** A generated document: the file's text and name as a user would load it. */
export interface GeneratedDocument {
  format: DocumentFormat;
  file: string;
  text: string;
  /** Operations or functions the document defines. */
  operations: number;
  /** Nested past the readers' limit on purpose (a located error is the right outcome). */
  tooDeep: boolean;
}

type Schema = Record<string, unknown>;

const propertyName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SHARED_FIELDS) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...WORDS), fc.nat(99)).map(([w, n]) => `${w}_${n}`) },
  // Hostile keys too: a dot (`a.b.c`, nested as well), a trailing `[]`, `__proto__`, RTL, NUL.
  { weight: 1, arbitrary: fc.constantFrom(...ODD_TEXT) },
);

const primitive: fc.Arbitrary<Schema> = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom('string', 'integer', 'number', 'boolean'),
      description: fc.array(fc.constantFrom(...WORDS), { maxLength: 5 }).map((w) => w.join(' ')),
      format: fc.constantFrom('date-time', 'email', 'uuid'),
      default: fc.constantFrom('x', 1, true),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 }) }),
  fc.constant({}),
);

/** JSON Schemas of bounded depth: objects, arrays, alternatives, primitives. */
const schemaArbitrary: fc.Arbitrary<Schema> = fc.letrec<{
  schema: Schema;
  object: Schema;
  array: Schema;
  combo: Schema;
}>((tie) => ({
  schema: fc.oneof({ maxDepth: 4, depthIdentifier: 'schema' }, primitive, tie('object'), tie('array'), tie('combo')),
  object: fc
    .tuple(
      fc.uniqueArray(fc.tuple(propertyName, tie('schema')), { selector: ([k]) => k, maxLength: 4 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    )
    .map(([props, req]) => {
      const schema: Schema = { type: 'object', properties: Object.fromEntries(props) };
      const required = props.filter((_, i) => req[i]).map(([k]) => k);
      if (required.length > 0) schema.required = required;
      return schema;
    }),
  array: tie('schema').map((items) => ({ type: 'array', items })),
  combo: fc
    .tuple(fc.constantFrom('oneOf', 'anyOf', 'allOf'), fc.array(tie('object'), { minLength: 1, maxLength: 3 }))
    .map(([k, list]) => ({ [k]: list })),
})).schema;

/** `schema` inside `levels` objects of one property each. */
function deepen(schema: Schema, levels: number): Schema {
  let s = schema;
  for (let i = 0; i < levels; i++)
    s = { type: 'object', properties: { [`level_${i % 5}`]: s }, required: [`level_${i % 5}`] };
  return s;
}

/** A tool's input object schema: its properties, optionally nested deep, optionally recursive. */
interface OperationSpec {
  name: string;
  description: string;
  properties: [string, Schema][];
  required: boolean[];
  deep: number;
  recursive: boolean;
  /** The OpenAPI / Swagger path parameter's name (default path_id): often one the body's properties use too. */
  pathParameter?: string;
  output?: Schema;
}

const toolNameArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join('_')) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 3 }), fc.nat(5))
      .map(([w, k]) => (collidingSpellings(w)[k] ?? w.join('_')).replace(/\s/g, '_')),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...ODD_TEXT)).map(([w, o]) => `${w}${o}`),
  },
);

const operationArbitrary: fc.Arbitrary<OperationSpec> = fc.record(
  {
    name: toolNameArbitrary,
    description: fc.oneof(
      fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((w) => w.join(' ')),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    ),
    properties: fc.uniqueArray(fc.tuple(propertyName, schemaArbitrary), { selector: ([k]) => k, maxLength: 5 }),
    required: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    deep: fc.oneof({ weight: 8, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 5, max: 80 }) }),
    recursive: fc.boolean(),
    pathParameter: fc.constantFrom('path_id', 'id', 'order_id', 'customer_id', 'query'),
    output: schemaArbitrary,
  },
  { requiredKeys: ['name', 'description', 'properties', 'required', 'deep', 'recursive', 'pathParameter'] },
);

/** The recipe of one document: its format, operations, and whether one schema goes past the limit. */
export interface DocumentRecipe {
  format: DocumentFormat;
  operations: OperationSpec[];
  tooDeep: boolean;
}

export function documentRecipeArbitrary(
  formats: readonly DocumentFormat[] = DOCUMENT_FORMATS,
): fc.Arbitrary<DocumentRecipe> {
  return fc.record({
    format: fc.noBias(fc.constantFrom(...formats)),
    operations: fc.array(operationArbitrary, { minLength: 1, maxLength: 8 }),
    tooDeep: fc.oneof({ weight: 99, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });
}

const RECURSIVE_REF = '#/$defs/Node';
const NODE_DEF: Schema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    children: { type: 'array', items: { $ref: RECURSIVE_REF } },
    parent: { $ref: '#/$defs/Parent' },
  },
};
const PARENT_DEF: Schema = {
  type: 'object',
  properties: { node: { $ref: RECURSIVE_REF }, parent_id: { type: 'string' } },
};

/** An operation's input object schema, with `$ref`s written for `refBase` (`#/$defs/`, `#/components/schemas/`, `#/definitions/`). */
function inputSchema(op: OperationSpec, refBase: string, tooDeep: boolean): Schema {
  const properties: Record<string, Schema> = Object.fromEntries(op.properties);
  if (op.recursive) properties.tree = { $ref: `${refBase}Node` };
  const required = op.properties.filter((_, i) => op.required[i]).map(([k]) => k);
  let schema: Schema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  if (op.deep > 0) schema = { ...schema, properties: { ...properties, nested: deepen({ type: 'string' }, op.deep) } };
  // Written into the text afterwards (DEEP_TEXT): 3,000 levels would overflow the stack of JSON.stringify here.
  if (tooDeep) schema = { type: 'object', properties: { nested: DEEP_MARK } };
  return rewriteRefs(schema, refBase);
}

function rewriteRefs<T>(value: T, refBase: string): T {
  if (refBase === '#/$defs/') return value;
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${refBase}`)) as T;
}

function defsFor(refBase: string): Record<string, Schema> {
  return rewriteRefs({ Node: NODE_DEF, Parent: PARENT_DEF }, refBase);
}

function withDefs(schema: Schema, op: OperationSpec): Schema {
  return op.recursive ? { ...schema, $defs: defsFor('#/$defs/') } : schema;
}

const DEEP_MARK = '__nested_3000_levels__';
const DEEP_LEVELS = 3000;
const DEEP_TEXT = `${'{"type":"object","properties":{"p":'.repeat(DEEP_LEVELS)}{"type":"string"}${'}}'.repeat(DEEP_LEVELS)}`;

/** Renders a recipe as a file. */
export function documentFromRecipe(recipe: DocumentRecipe): GeneratedDocument {
  const ops = recipe.operations;
  const deepAt = recipe.tooDeep ? 0 : -1;
  const input = (op: OperationSpec, i: number, refBase: string): Schema => inputSchema(op, refBase, i === deepAt);
  const done = (file: string, text: string): GeneratedDocument => ({
    format: recipe.format,
    file,
    text: recipe.tooDeep ? text.replace(`"${DEEP_MARK}"`, DEEP_TEXT).replace(DEEP_MARK, DEEP_TEXT) : text,
    operations: ops.length,
    tooDeep: recipe.tooDeep && text.includes(DEEP_MARK),
  });
  switch (recipe.format) {
    case 'mcp':
      return done(
        'tools.json',
        JSON.stringify({
          tools: ops.map((op, i) => ({
            name: op.name,
            description: op.description,
            inputSchema: withDefs(input(op, i, '#/$defs/'), op),
            ...(op.output ? { outputSchema: { type: 'object', properties: { result: op.output } } } : {}),
          })),
        }),
      );
    case 'openai-chat':
      return done(
        'openai.json',
        JSON.stringify(
          ops.map((op, i) => ({
            type: 'function',
            function: {
              name: op.name,
              description: op.description,
              parameters: withDefs(input(op, i, '#/$defs/'), op),
            },
          })),
        ),
      );
    case 'openai-responses':
      return done(
        'responses.json',
        JSON.stringify({
          tools: ops.map((op, i) => ({
            type: 'function',
            name: op.name,
            description: op.description,
            parameters: withDefs(input(op, i, '#/$defs/'), op),
          })),
        }),
      );
    case 'anthropic':
      return done(
        'anthropic.json',
        JSON.stringify(
          ops.map((op, i) => ({
            name: op.name,
            description: op.description,
            input_schema: withDefs(input(op, i, '#/$defs/'), op),
          })),
        ),
      );
    case 'openapi-3.0':
    case 'openapi-3.1':
    case 'openapi-3.1-yaml': {
      const v31 = recipe.format !== 'openapi-3.0';
      const refBase = '#/components/schemas/';
      const paths: Record<string, Record<string, unknown>> = {};
      ops.forEach((op, i) => {
        const param = op.pathParameter ?? 'path_id';
        const path = `/r${i}/{${param}}`;
        const method = (['get', 'post', 'put', 'delete', 'patch'] as const)[i % 5] ?? 'get';
        const response: Schema = op.output
          ? rewriteRefs(op.output, refBase)
          : { type: 'object', properties: { id: { type: 'string' } } };
        paths[path] = {
          [method]: {
            operationId: op.name,
            summary: op.description,
            parameters: [
              {
                name: param,
                in: 'path',
                required: true,
                schema: v31 ? { type: ['string', 'null'] } : { type: 'string', nullable: true },
              },
              { name: 'limit', in: 'query', schema: { type: 'integer' } },
            ],
            ...(method === 'get' || method === 'delete'
              ? {}
              : {
                  requestBody: { required: true, content: { 'application/json': { schema: input(op, i, refBase) } } },
                }),
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: response } } },
              default: { description: 'error' },
            },
          },
        };
      });
      const doc = {
        openapi: v31 ? '3.1.0' : '3.0.3',
        info: { title: 'generated', version: '1' },
        paths,
        components: { schemas: defsFor(refBase) },
      };
      return recipe.format === 'openapi-3.1-yaml'
        ? done('api.yaml', toYaml(doc, { aliasDuplicateObjects: false }))
        : done('api.json', JSON.stringify(doc));
    }
    case 'swagger-2.0': {
      const refBase = '#/definitions/';
      const paths: Record<string, Record<string, unknown>> = {};
      ops.forEach((op, i) => {
        const param = op.pathParameter ?? 'path_id';
        paths[`/s${i}/{${param}}`] = {
          post: {
            operationId: op.name,
            summary: op.description,
            parameters: [
              // Often a name the body's properties use too (imported as body_<name>).
              { name: param, in: 'path', required: true, type: 'string' },
              { name: 'body', in: 'body', required: true, schema: input(op, i, refBase) },
            ],
            responses: {
              '200': { description: 'ok', schema: op.output ? rewriteRefs(op.output, refBase) : { type: 'string' } },
            },
          },
        };
      });
      return done(
        'swagger.json',
        JSON.stringify({
          swagger: '2.0',
          info: { title: 'generated', version: '1' },
          paths,
          definitions: defsFor(refBase),
        }),
      );
    }
    case 'toolbench': {
      const param = ([name, s]: [string, Schema]): Schema => ({
        name,
        type: typeof s.type === 'string' ? s.type.toUpperCase() : 'STRING',
        description: typeof s.description === 'string' ? s.description : '',
        default: '',
      });
      return done(
        'toolbench.json',
        JSON.stringify({
          tool_name: 'Generated API',
          tool_description: 'generated',
          api_list: ops.map((op) => ({
            name: op.name,
            description: op.description,
            method: 'GET',
            required_parameters: op.properties.filter((_, k) => op.required[k]).map(param),
            optional_parameters: op.properties.filter((_, k) => !op.required[k]).map(param),
            ...(op.output ? { template_response: { result: 'str', id: 'str' } } : {}),
          })),
        }),
      );
    }
    case 'bfcl': {
      const dict = (s: Schema): Schema =>
        JSON.parse(JSON.stringify(s).replaceAll('"type":"object"', '"type":"dict"')) as Schema;
      const lines = ops.map((op, i) => {
        const params = dict(withDefs(input(op, i, '#/$defs/'), op));
        return JSON.stringify({ name: op.name, description: op.description, parameters: { ...params, type: 'dict' } });
      });
      return done('bfcl.jsonl', `${lines.join('\n')}\n`);
    }
  }
}

export function documentArbitrary(formats?: readonly DocumentFormat[]): fc.Arbitrary<GeneratedDocument> {
  return documentRecipeArbitrary(formats).map(documentFromRecipe);
}
