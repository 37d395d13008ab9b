import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../catalog/sourceErrors';
import { validateCatalog } from '../catalog/loadCatalog';
import { importCatalog } from './importCatalog';
import { CATALOG_FORMATS, type CatalogFormat } from './importTypes';

const SEED = 20240611;
const RUNS = 200;

/** Runs an import; anything but a SourceError escaping is a bug. A result must be a valid catalog. */
function importsCleanly(text: string, file: string, format?: CatalogFormat): void {
  try {
    const { catalog } = importCatalog(text, file, format === undefined ? {} : { format });
    expect(validateCatalog(JSON.parse(JSON.stringify(catalog))).problems).toEqual([]);
  } catch (e) {
    if (!(e instanceof SourceError)) throw e;
    expect(e.problems.length).toBeGreaterThan(0);
    expect(e.message.startsWith(file)).toBe(true);
  }
}

const schemaLike: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    fc.record(
      {
        type: fc.constantFrom('object', 'array', 'string', ['string', 'null'], 7),
        properties: fc.dictionary(fc.string({ maxLength: 6 }), tie('schema'), { maxKeys: 4 }),
        required: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
        items: tie('schema'),
        $ref: fc.constantFrom('#', '#/properties', '#/$defs/A', '#/components/schemas/A', 'http://x', 3),
        allOf: fc.array(tie('schema'), { maxLength: 2 }),
        oneOf: fc.array(tie('schema'), { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
  ),
})).schema;

const toolLike = fc.record(
  {
    type: fc.constantFrom('function', 'custom', undefined),
    name: fc.oneof(fc.string({ maxLength: 8 }), fc.jsonValue()),
    description: fc.oneof(fc.string({ maxLength: 30 }), fc.jsonValue()),
    inputSchema: schemaLike,
    input_schema: schemaLike,
    parameters: schemaLike,
    outputSchema: schemaLike,
    function: fc.record({ name: fc.string({ maxLength: 8 }), parameters: schemaLike }, { requiredKeys: [] }),
    annotations: fc.record({ readOnlyHint: fc.jsonValue(), destructiveHint: fc.boolean() }, { requiredKeys: [] }),
    api_list: fc.array(
      fc.record(
        {
          name: fc.jsonValue(),
          required_parameters: fc.jsonValue(),
          template_response: fc.jsonValue(),
          method: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: [] },
);

const documentLike = fc.oneof(
  fc.jsonValue(),
  fc.record({ tools: fc.array(toolLike, { maxLength: 4 }) }),
  fc.array(toolLike, { maxLength: 4 }),
  fc.record({ result: fc.record({ tools: fc.array(toolLike, { maxLength: 3 }) }) }),
  fc.record({
    mcpServers: fc.dictionary(fc.string({ maxLength: 5 }), fc.record({ tools: fc.array(toolLike, { maxLength: 2 }) }), {
      maxKeys: 3,
    }),
  }),
  fc.record(
    {
      openapi: fc.constantFrom('3.0.0', '3.1.0', 3),
      paths: fc.dictionary(
        fc.string({ maxLength: 6 }),
        fc.record(
          {
            get: fc.oneof(
              fc.jsonValue(),
              fc.record(
                {
                  parameters: fc.array(
                    fc.oneof(
                      fc.jsonValue(),
                      fc.record(
                        { name: fc.string(), in: fc.constantFrom('path', 'query', 'body'), schema: schemaLike },
                        { requiredKeys: [] },
                      ),
                    ),
                    { maxLength: 3 },
                  ),
                  requestBody: fc.record({
                    content: fc.record({ 'application/json': fc.record({ schema: schemaLike }) }),
                  }),
                  responses: fc.dictionary(
                    fc.constantFrom('200', '201', '2XX', 'default'),
                    fc.record({
                      content: fc.record({
                        'application/json': fc.record(
                          { schema: schemaLike, example: fc.jsonValue() },
                          { requiredKeys: [] },
                        ),
                      }),
                    }),
                    { maxKeys: 2 },
                  ),
                },
                { requiredKeys: [] },
              ),
            ),
            parameters: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        { maxKeys: 3 },
      ),
      components: fc.record({ schemas: fc.dictionary(fc.constantFrom('A', 'B'), schemaLike, { maxKeys: 2 }) }),
    },
    { requiredKeys: ['openapi'] },
  ),
  fc.record({ tool_name: fc.jsonValue(), api_list: fc.jsonValue() }, { requiredKeys: [] }),
);

describe('importer robustness (fast-check)', () => {
  it('random JSON documents import or throw a SourceError, never anything else', () => {
    fc.assert(
      fc.property(documentLike, (doc) => importsCleanly(JSON.stringify(doc) ?? 'null', 'fuzz.json')),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('every forced format copes with any JSON value', () => {
    fc.assert(
      fc.property(documentLike, fc.constantFrom(...CATALOG_FORMATS), (doc, format) =>
        importsCleanly(JSON.stringify(doc) ?? 'null', 'fuzz.json', format),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('random text read as YAML or JSON throws nothing but a SourceError', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.jsonValue().map((v) => (JSON.stringify(v) ?? '').replace(/[{}]/g, (c) => (c === '{' ? '\n ' : ':'))),
    );
    fc.assert(
      fc.property(text, fc.constantFrom('fuzz.yaml', 'fuzz.json', 'fuzz'), (t, file) => importsCleanly(t, file)),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
