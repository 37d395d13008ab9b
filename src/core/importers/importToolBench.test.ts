import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCatalog } from './importCatalog';
import { importCatalogFiles } from './importCatalogFiles';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('ToolBench / RapidAPI import', () => {
  it('makes one tool per API with required and optional parameters', () => {
    const { catalog, format } = importCatalog(fixture('toolbench-tool.json'), 'Movie_Database.json');
    expect(format).toBe('toolbench');
    expect(catalog.name).toBe('Movie Database');
    expect(catalog.tools.map((t) => [t.id, t.name, t.effects, t.category])).toEqual([
      ['movie_database.search_by_title', 'search_by_title_for_movie_database', 'read', 'Movie Database'],
      ['movie_database.get_cast', 'get_cast_for_movie_database', 'read', 'Movie Database'],
      ['movie_database.rate_movie', 'rate_movie_for_movie_database', 'write', 'Movie Database'],
    ]);
    expect(catalog.tools[0]?.inputs).toEqual([
      { name: 'title', type: 'string', required: true, description: 'Movie title', x_schema: { default: 'Inception' } },
      { name: 'year', type: 'number', required: false },
    ]);
    expect(catalog.tools[0]?.x_source).toMatchObject({
      format: 'toolbench',
      tool_name: 'Movie Database',
      api_name: 'Search by title',
    });
    expect(catalog.x_source).toMatchObject({ format: 'toolbench', host: 'movie-database.p.rapidapi.com' });
  });

  it('infers outputs from template_response, nested ones flattened', () => {
    const { catalog } = importCatalog(fixture('toolbench-tool.json'), 'Movie_Database.json');
    const outputs = catalog.tools[0]?.outputs ?? [];
    expect(outputs.map((f) => f.name)).toEqual([
      'results',
      'results.imdb_id',
      'results.title',
      'results.year',
      'total',
      'imdb_id',
      'title',
      'year',
    ]);
    expect(outputs.every((f) => f.inferred === true)).toBe(true);
    expect(outputs[1]).toMatchObject({
      type: 'string',
      evidence: { source: 'example', text: 'template_response: results.imdb_id' },
    });
  });

  it('reads an array of tools and a folder of files as one catalog', () => {
    const many = importCatalog(fixture('toolbench-many.json'), 'many.json');
    expect(many.catalog.tools.map((t) => [t.id, t.category])).toEqual([
      ['weather.current', 'Weather'],
      ['geo.geocode', 'Mapping'],
    ]);
    const folder = importCatalogFiles([
      { file: 'tools/Movie_Database.json', text: fixture('toolbench-tool.json') },
      { file: 'tools/many.json', text: fixture('toolbench-many.json') },
      { file: 'tools/again.json', text: fixture('toolbench-many.json') },
    ]);
    expect(folder.catalog.tools).toHaveLength(7);
    expect(folder.catalog.tools.map((t) => t.id).slice(5)).toEqual(['weather.current_2', 'geo.geocode_2']);
    expect(folder.warnings.map((w) => w.file)).toEqual(['tools/again.json', 'tools/again.json']);
    expect(folder.formats.map((f) => f.format)).toEqual(['toolbench', 'toolbench', 'toolbench']);
    expect(folder.catalog.tools[0]?.x_source).toMatchObject({ file: 'tools/Movie_Database.json' });
  });

  it('names the file and JSON path of a parameter without a name', () => {
    const bad = JSON.stringify(
      { tool_name: 'T', api_list: [{ name: 'a', required_parameters: [{ type: 'STRING' }] }] },
      null,
      1,
    );
    expect(() => importCatalog(bad, 'T.json')).toThrow(
      /^T\.json:\d+:\d+: \$\.api_list\[0\]\.required_parameters\[0\]: missing required key "name"/,
    );
  });
});
