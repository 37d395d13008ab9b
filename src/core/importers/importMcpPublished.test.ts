import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import type { Tool } from '../catalog/types';
import { rankByRelevance } from '../relevance/rankByRelevance';
import { importCatalog } from './importCatalog';
import { importCatalogFiles, isCatalogFileName } from './importCatalogFiles';
import { serverTitle } from './mcpToolLists';

/**
 * MCP tool files as their authors published them, excerpts kept as fixtures:
 * - livemcpbench-excerpt.json: 2 of the 70 server records of icip-cas/LiveMCPBench @ a928e57d,
 *   `tools.json` (Apache-2.0);
 * - github-toolsnaps/*.snap: 3 of the 117 files of github/github-mcp-server @ 64a49f34,
 *   `pkg/github/__toolsnaps__` (MIT), one MCP Tool object each;
 * - docker-registry/<server>/tools.json: the first tools of buildkite and stripe-remote in
 *   docker/mcp-registry @ 818bf169 (MIT), written with an `arguments` list.
 */
const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const byId = (tools: Tool[], id: string): Tool => {
  const t = tools.find((x) => x.id === id);
  if (!t) throw new Error(`no ${id} in ${tools.map((x) => x.id).join(', ')}`);
  return t;
};

describe('LiveMCPBench: a list of server records', () => {
  const { catalog, format, warnings } = importCatalog(fixture('livemcpbench-excerpt.json'), 'tools.json');

  it("reads one tool per server tool, ids namespaced by server, category the server's name", () => {
    expect(format).toBe('mcp');
    expect(warnings).toEqual([]);
    expect(catalog.tools.map((t) => t.id)).toEqual([
      'bing-cn-mcp.bing_search',
      'bing-cn-mcp.fetch_webpage',
      'time.get_current_time',
      'time.convert_time',
    ]);
    // The record's display name, as people call the server ("Time MCP Server" → Time), not its key.
    expect(catalog.tools.map((t) => t.category)).toEqual(['Bing CN', 'Bing CN', 'Time', 'Time']);
    const search = byId(catalog.tools, 'bing-cn-mcp.bing_search');
    expect(search.inputs.map((f) => [f.name, f.required])).toEqual([
      ['query', true],
      ['num_results', false],
    ]);
  });

  it('keeps the server records (name, category, config) in the catalog source, without their tools', () => {
    const servers = (catalog.x_source as { servers: Record<string, unknown>[] }).servers;
    expect(servers.map((s) => [s.name, s.category])).toEqual([
      ['Bing_CN_MCP', 'Discovery'],
      ['Time MCP Server', 'Discovery'],
    ]);
    expect(servers[0]).not.toHaveProperty('tools');
  });
});

describe('serverTitle: what people call a server, from its record', () => {
  it('drops the words every record has, a parenthetical and what follows a colon', () => {
    expect(serverTitle('Hacker News MCP Server')).toBe('Hacker News');
    expect(serverTitle('Bing_CN_MCP')).toBe('Bing CN');
    expect(serverTitle('BioMCP: Biomedical Model Context Protocol Server')).toBe('BioMCP');
    expect(serverTitle('Baige (ygocdb.com) MCP Server')).toBe('Baige');
    expect(serverTitle('MCP Server')).toBe('MCP Server');
    expect(serverTitle('  ')).toBeUndefined();
    expect(serverTitle(undefined)).toBeUndefined();
  });

  it('lets a request that names the service find its tools (relevance reads the category)', () => {
    const records = [
      {
        name: 'Hacker News MCP Server',
        tools: {
          hackernews: {
            tools: [
              {
                name: 'getUser',
                description: 'Get a user by ID',
                inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
              },
            ],
          },
        },
      },
      {
        name: 'LeetCode MCP Server',
        tools: {
          leetcode: {
            tools: [
              {
                name: 'get_user_profile',
                description: 'Get the profile of a user',
                inputSchema: { type: 'object', properties: { username: { type: 'string' } }, required: ['username'] },
              },
              ...['get_problem', 'get_contest', 'get_daily_challenge', 'search_problems'].map((name) => ({
                name,
                description: `LeetCode ${name.replace(/_/g, ' ')}`,
                inputSchema: { type: 'object', properties: {} },
              })),
            ],
          },
        },
      },
    ];
    const { catalog } = importCatalog(JSON.stringify(records), 'tools.json');
    const index = buildCatalogIndex(catalog);
    const ranking = rankByRelevance(index, 'Get the Hacker News profile of user pg');
    expect(index.tools[ranking.order[0] ?? -1]?.tool.id).toBe('hackernews.getUser');
  });
});

describe("GitHub's MCP server: one tool a .snap file", () => {
  const names = readdirSync(new URL('./fixtures/github-toolsnaps/', import.meta.url)).sort();

  it('reads a single MCP Tool object (not a list) from a .snap file', () => {
    const { catalog, format } = importCatalog(fixture('github-toolsnaps/create_issue.snap'), 'create_issue.snap');
    expect(format).toBe('mcp');
    const [tool] = catalog.tools;
    expect(tool).toMatchObject({ id: 'create_issue', name: 'create_issue', title: 'Create Issue', effects: 'write' });
    expect(tool?.inputs.filter((f) => f.required).map((f) => f.name)).toEqual(['owner', 'repo', 'title']);
  });

  it('reads a folder of them as one catalog named after the folder', () => {
    expect(names.every(isCatalogFileName)).toBe(true);
    const files = names.map((n) => ({ file: `toolsnaps/${n}`, text: fixture(`github-toolsnaps/${n}`) }));
    const { catalog, warnings } = importCatalogFiles(files, { name: 'toolsnaps' });
    expect(catalog.name).toBe('toolsnaps');
    expect(catalog.tools.map((t) => t.id)).toEqual(['create_issue', 'get_me', 'issue_read']);
    expect(warnings).toEqual([]);
  });

  it('takes .json, .jsonl, .yaml, .yml and .snap files of a folder, not hidden or other files', () => {
    expect(['a.json', 'a.jsonl', 'a.yaml', 'a.YML', 'x/get_me.snap'].map(isCatalogFileName)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['README.md', '.hidden.json', 'x/.DS_Store', 'a.json.bak'].map(isCatalogFileName)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("Docker MCP registry's tools.json (an `arguments` list)", () => {
  it('reads buildkite\'s arguments as inputs ("optional" → not required, desc → description)', () => {
    const file = 'mcp-registry/buildkite/tools.json';
    const { catalog, format, warnings } = importCatalog(fixture('docker-registry/buildkite/tools.json'), file);
    expect(format).toBe('mcp');
    expect(warnings).toEqual([]);
    expect(catalog.tools.map((t) => t.id)).toEqual(['buildkite.access_token', 'buildkite.create_build']);
    const build = byId(catalog.tools, 'buildkite.create_build');
    expect(build.category).toBe('buildkite');
    expect(build.inputs.map((f) => [f.name, f.type, f.required])).toEqual([
      ['branch', 'string', true],
      ['commit', 'string', true],
      ['message', 'string', true],
      ['org_slug', 'string', true],
      ['pipeline_slug', 'string', true],
      ['environment', 'array', false],
      ['metadata', 'array', false],
    ]);
    expect(build.inputs[0]?.description).toBe('The branch to build');
  });

  it("reads stripe-remote's tools, whose arguments are empty lists", () => {
    const file = 'mcp-registry/stripe-remote/tools.json';
    const { catalog, format } = importCatalog(fixture('docker-registry/stripe-remote/tools.json'), file);
    expect(format).toBe('mcp');
    expect(catalog.tools.map((t) => [t.id, t.description, t.inputs.length])).toEqual([
      ['stripe-remote.get_stripe_account_info', 'Retrieves account information', 0],
      ['stripe-remote.retrieve_balance', 'Retrieves account balance', 0],
      ['stripe-remote.create_coupon', 'Creates a new coupon', 0],
    ]);
  });
});
