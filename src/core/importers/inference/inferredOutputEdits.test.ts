import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../edits/catalogEdits';
import { importCatalog } from '../importCatalog';
import { inferredOutputEdits } from './inferredOutputEdits';

describe('inferredOutputEdits', () => {
  const text = JSON.stringify({
    tool_name: 'T',
    api_list: [{ name: 'get thing', template_response: { thing: { thing_code: 'str' }, other: 'int' } }],
  });
  const { catalog } = importCatalog(text, 'T.json');
  const tool = catalog.tools[0];
  if (!tool) throw new Error('no tool');

  it('accepts a field with its short-name copy: the marks go, the fields stay', () => {
    const at = tool.outputs.findIndex((f) => f.name === 'thing.thing_code');
    const after = applyEdits(catalog, inferredOutputEdits(tool, at, 'accept')).tools[0]?.outputs ?? [];
    expect(after.map((f) => [f.name, f.inferred === true])).toEqual([
      ['thing', true],
      ['thing.thing_code', false],
      ['other', true],
      ['thing_code', false],
    ]);
    expect(after[1]).not.toHaveProperty('evidence');
  });

  it('rejects a field with its short-name copy', () => {
    const at = tool.outputs.findIndex((f) => f.name === 'thing.thing_code');
    expect(applyEdits(catalog, inferredOutputEdits(tool, at, 'reject')).tools[0]?.outputs.map((f) => f.name)).toEqual([
      'thing',
      'other',
    ]);
  });

  it('does nothing to a declared field', () => {
    expect(inferredOutputEdits({ ...tool, outputs: [{ name: 'x' }] }, 0, 'reject')).toEqual([]);
  });
});
