import { describe, expect, it } from 'vitest';
import { catalogOf, tool } from '../testing/fixtures';
import { mergeCatalogs } from './mergeCatalogs';
import { SourceError } from './sourceErrors';

const buildkite = catalogOf([tool('buildkite.get_job_logs', 'Get a job log.', ['job_uuid'], ['content'])], {
  org: ['organization'],
});
const github = catalogOf(
  [
    tool('get_job_logs', 'Get the logs of a workflow job.', ['job_id'], ['logs']),
    tool('create_issue', 'Open an issue.', ['owner', 'repo', 'title'], ['issue_number']),
  ],
  { org: ['owner'], repo: ['repository'] },
);

describe('mergeCatalogs', () => {
  it('keeps every tool in order and unites the field aliases', () => {
    const merged = mergeCatalogs([
      { catalog: buildkite, file: 'buildkite/tools.json' },
      { catalog: github, file: 'toolsnaps' },
    ]);
    expect(merged.tools.map((t) => t.id)).toEqual(['buildkite.get_job_logs', 'get_job_logs', 'create_issue']);
    expect(merged.field_aliases).toEqual({ org: ['organization', 'owner'], repo: ['repository'] });
    expect(merged.name).toBe('test+test');
  });

  it('returns one catalog as it is', () => {
    expect(mergeCatalogs([{ catalog: github, file: 'toolsnaps' }])).toBe(github);
  });

  it('refuses a tool id used twice, located at the second one', () => {
    const again = catalogOf([tool('create_gist', 'Create a gist.', [], []), tool('create_issue', 'Open one.', [], [])]);
    const merge = () =>
      mergeCatalogs([
        { catalog: github, file: 'toolsnaps' },
        { catalog: again, file: 'more.json' },
      ]);
    expect(merge).toThrow(SourceError);
    expect(merge).toThrow('more.json: $.tools[1].id: duplicate tool id "create_issue" (also in toolsnaps)');
  });
});
