import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../catalog/loadCatalog';
import { parseTasks } from '../catalog/loadTasks';
import { MAX_NESTING, pathAtOffset, tooDeepOffset } from '../catalog/jsonNesting';
import { SourceError, type SourceProblem } from '../catalog/sourceErrors';
import { importCatalog } from './importCatalog';
import { WARNING_LIMIT } from './importContext';

/** An MCP tool whose inputSchema nests `properties` `levels` deep (valid JSON). */
function deepTool(levels: number): string {
  const open = '{"type":"object","properties":{"p":'.repeat(levels);
  const close = '}}'.repeat(levels);
  return `{"tools":[{"name":"deep","description":"d","inputSchema":${open}{"type":"string"}${close}}]}`;
}

function problemsOf(run: () => unknown): SourceProblem[] {
  try {
    run();
  } catch (e) {
    if (e instanceof SourceError) return e.problems;
    throw e;
  }
  throw new Error('expected a SourceError');
}

describe('documents nested past MAX_NESTING', () => {
  it('an MCP schema 3,000 levels deep is one located error, not a RangeError', () => {
    const [problem, ...rest] = problemsOf(() => importCatalog(deepTool(3000), 'deep.json'));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'deep.json', line: 1 });
    expect(problem?.path).toMatch(/^\$\.tools\[0\]\.inputSchema\.properties\.p\.properties/);
    expect(problem?.message).toBe(`nested deeper than ${MAX_NESTING} objects and arrays; the file is not read`);
  });

  it('refuses before JSON.parse and the tolerant parser: invalid deep text, deep tasks files', () => {
    const broken = `${'['.repeat(100_000)}x`;
    expect(problemsOf(() => importCatalog(broken, 'broken.json'))[0]).toMatchObject({ path: expect.any(String) });
    expect(problemsOf(() => parseTasks(`{"tasks":${'['.repeat(5000)}`, 't.json'))[0]?.message).toMatch(/nested deeper/);
    expect(problemsOf(() => parseCatalog(deepTool(500), 'c.json'))[0]?.message).toMatch(/nested deeper/);
  });

  it('reads documents up to the limit', () => {
    const { catalog } = importCatalog(deepTool(MAX_NESTING / 2 - 4), 'ok.json');
    expect(catalog.tools).toHaveLength(1);
  });

  it('finds the depth outside strings only, and the path of the container that goes too deep', () => {
    const text = '{"a": "[[[[", "b": [1, {"c\\"": [[0]]}]}';
    expect(tooDeepOffset(text, 5)).toBe(-1);
    const at = tooDeepOffset(text, 4);
    expect(text.slice(at, at + 3)).toBe('[0]');
    expect(pathAtOffset(text, at)).toEqual(['b', 1, 'c"', 0]);
  });

  it('a YAML document too deep for its parser is a located error', () => {
    const yaml = `${'- '.repeat(1)}${'['.repeat(20_000)}${']'.repeat(20_000)}\n`;
    const problems = problemsOf(() => importCatalog(yaml, 'deep.yaml'));
    expect(problems[0]?.file).toBe('deep.yaml');
    expect(problems[0]?.message).toBe(
      `invalid YAML: nested too deep to read (this app reads up to ${MAX_NESTING} levels)`,
    );
  });

  it('a $ref chain deeper than the stack is a located error', () => {
    // Each definition's allOf refers to the next: the walk recurses through 3,000 of them.
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < 3000; i++) defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i + 1}` }], properties: { x: {} } };
    defs.d3000 = { properties: { x: { type: 'string' } } };
    const text = JSON.stringify({ tools: [{ name: 'chain', inputSchema: { $ref: '#/$defs/d0', $defs: defs } }] });
    let problems: SourceProblem[] = [];
    try {
      importCatalog(text, 'chain.json');
    } catch (e) {
      if (!(e instanceof SourceError)) throw e;
      problems = e.problems;
    }
    // Either read with the chain cut, or refused with one line naming the file: never a RangeError.
    expect(problems.every((p) => p.file === 'chain.json')).toBe(true);
  });
});

describe('warnings past the cap', () => {
  it('end with "… and N more"', () => {
    const tools = Array.from({ length: WARNING_LIMIT + 30 }, (_, i) => ({ name: `t${i}`, description: 7 }));
    const { warnings } = importCatalog(JSON.stringify({ tools }), 'many.json');
    expect(warnings).toHaveLength(WARNING_LIMIT + 1);
    expect(warnings[WARNING_LIMIT]).toEqual({ file: 'many.json', path: '$', message: '… and 30 more' });
  });
});
