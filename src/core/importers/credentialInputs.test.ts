import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { Tool } from '../catalog/types';
import { exportTools } from '../exporters/exportTools';
import { importCatalog } from './importCatalog';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const credentials = (t: Tool | undefined): string[] =>
  (t?.inputs ?? []).filter((f) => f.credential === true).map((f) => f.name);

/** An OpenAPI 3 document with an apiKey scheme in a header, an Authorization header and a bearer scheme. */
const keyed = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Weather', version: '1' },
  components: {
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-Weather-Key' },
      bearer: { type: 'http', scheme: 'bearer' },
    },
  },
  paths: {
    '/current': {
      get: {
        operationId: 'current',
        parameters: [
          { name: 'x-weather-key', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'city', in: 'query', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

/**
 * Modeled on twilio/twilio-oai @ d50069b4 twilio_api_v2010.json (MIT / Apache-2.0): HTTP basic
 * auth under the scheme name `accountSid_authToken`, and the account in every path.
 */
const twilioLike = JSON.stringify({
  openapi: '3.0.1',
  info: { title: 'Twilio - Api', version: '1.0.0' },
  components: {
    securitySchemes: {
      accountSid_authToken: { type: 'http', scheme: 'basic' },
      // One-word parts name nothing: the query parameter `auth` below stays data.
      api_auth: { type: 'http', scheme: 'bearer' },
    },
  },
  security: [{ accountSid_authToken: [] }],
  paths: {
    '/2010-04-01/Accounts/{AccountSid}/Calls.json': {
      get: {
        operationId: 'ListCall',
        parameters: [
          { name: 'AccountSid', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'To', in: 'query', schema: { type: 'string' } },
          { name: 'auth', in: 'query', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/2010-04-01/Accounts/{AccountSid}/Calls/{CallSid}.json': {
      post: {
        operationId: 'UpdateCall',
        parameters: [
          { name: 'AccountSid', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'CallSid', in: 'path', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
});

describe('credential inputs at import', () => {
  it("marks the parameter a security scheme's name is made of (Twilio's AccountSid in accountSid_authToken), not the others", () => {
    const { catalog } = importCatalog(twilioLike, 'twilio.json');
    const [list, update] = catalog.tools;
    expect(credentials(list)).toEqual(['AccountSid']);
    expect(credentials(update)).toEqual(['AccountSid']);
    const index = buildCatalogIndex(catalog);
    const required = (k: number): (string | undefined)[] =>
      index.tools[k]?.requirements.map((r) => index.tools[k]?.inputs[r.inputPos]?.spec.name) ?? [];
    expect(required(0)).toEqual([]);
    expect(required(1)).toEqual(['CallSid']);
  });

  it("marks Slack's token parameter (header, query or form) on every method", () => {
    // Excerpt of slackapi/slack-api-specs @ bc08db49 web-api/slack_web_openapi_v2.json (MIT).
    const { catalog } = importCatalog(fixture('slack-excerpt-2.0.json'), 'slack.json');
    const withToken = catalog.tools.filter((t) => t.inputs.some((f) => f.name === 'token'));
    expect(withToken.length).toBeGreaterThan(0);
    for (const t of withToken) expect(credentials(t)).toEqual(['token']);
    const index = buildCatalogIndex(catalog);
    for (const t of index.tools)
      expect(t.requirements.map((r) => t.inputs[r.inputPos]?.spec.name)).not.toContain('token');
  });

  it("marks an apiKey scheme's parameter and an Authorization header, which is kept (no longer dropped)", () => {
    const { catalog } = importCatalog(keyed, 'weather.json');
    const [current] = catalog.tools;
    expect(current?.inputs.map((f) => f.name)).toEqual(['x-weather-key', 'Authorization', 'city']);
    expect(credentials(current)).toEqual(['x-weather-key', 'Authorization']);
    expect(current?.inputs[0]).toMatchObject({ required: true, x_in: 'header', credential: true });
  });

  it('marks API keys and tokens in MCP / OpenAI schemas by name, not nested fields or OAuth access tokens', () => {
    const mcp = {
      tools: [
        {
          name: 'current_weather',
          inputSchema: {
            type: 'object',
            properties: {
              apiKey: { type: 'string' },
              city: { type: 'string' },
              access_token: { type: 'string' },
              webhook: { type: 'object', properties: { token: { type: 'string' } } },
            },
            required: ['apiKey', 'city'],
          },
        },
      ],
    };
    const [tool] = importCatalog(JSON.stringify(mcp), 'mcp.json').catalog.tools;
    expect(credentials(tool)).toEqual(['apiKey']);
  });

  it('exporters keep the credential parameter', () => {
    const { catalog } = importCatalog(keyed, 'weather.json');
    const exported = exportTools(catalog, 'mcp').tools as { inputSchema: { required?: string[] } }[];
    expect(exported[0]?.inputSchema.required).toEqual(['x-weather-key', 'Authorization', 'city']);
  });
});
