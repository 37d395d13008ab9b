import { receiptCatalog } from './fixtures';

/** Valid documents of each format, the starting points the fuzzer mutates. */
export const FUZZ_SEEDS: readonly string[] = [
  JSON.stringify(receiptCatalog()),
  JSON.stringify({
    format: 'tool-tasks/v1',
    tasks: [
      { id: 't1', query: 'send the receipt', state: ['order_id'], gold: { chain: ['a', 'b'], edges: [['a', 'b']] } },
    ],
  }),
  JSON.stringify({
    format: 'tool-trajectories/v1',
    trajectories: [{ task_id: 't1', calls: ['a', 'b'], success: true }],
  }),
  JSON.stringify({
    tools: [
      {
        name: 'find_customer',
        description: 'Find a customer.',
        inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
        annotations: { readOnlyHint: true },
      },
    ],
  }),
  JSON.stringify([
    {
      type: 'function',
      function: {
        name: 'get_order',
        description: 'Order by id',
        parameters: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
      },
    },
  ]),
  'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a/{id}:\n    get:\n      operationId: getA\n      parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n      responses:\n        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/A"}}}}\ncomponents:\n  schemas:\n    A: {type: object, properties: {self: {$ref: "#/components/schemas/A"}, name: {type: string}}}\n',
  JSON.stringify({
    tool_name: 'Weather',
    api_list: [
      {
        name: 'current',
        description: 'Current weather',
        required_parameters: [{ name: 'city', type: 'STRING' }],
        optional_parameters: [],
        template_response: { temp: 1 },
      },
    ],
  }),
  JSON.stringify({
    messages: [
      {
        role: 'assistant',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_order', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{}' },
    ],
  }),
];
