import { describe, expect, it } from 'vitest';
import { resolveState } from '../state/stateFields';
import { stateFit } from '../state/fit';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { explainLinks } from './explainLinks';

const optional = (name: string) => ({ name, type: 'string', required: false });

// Sentry's MCP server: the issue tools take `issueId` or `issueUrl`, both optional.
const catalog = catalogOf([
  tool('sentry.search_issues', 'Search issues.', [optional('query'), optional('issueId')], ['issueUrl', 'title']),
  tool(
    'sentry.get_issue_tag_values',
    'Tag values of an issue.',
    [optional('issueId'), optional('issueUrl'), 'tagKey'],
    ['values'],
  ),
  tool('sentry.add_issue_note', 'Leave a note on an issue.', [optional('issueId'), 'text'], ['note_id']),
  tool('sentry.find_projects', 'List projects.', [optional('projectId')], ['project_slug']),
  tool('sentry.update_dsn', 'Update a DSN.', [optional('eventId'), 'dsn_key_id'], ['dsn']),
]);
const index = buildCatalogIndex(catalog);
const field = (name: string) => index.vocab.names.indexOf(name);
const requires = (id: string) =>
  index.tools[index.byId.get(id) ?? -1]?.requirements.map((r) => index.vocab.names[r.fieldId]);

describe('the subject a tool name names', () => {
  it('counts an optional identifier of an object the name names as required', () => {
    expect(requires('sentry.get_issue_tag_values')).toEqual(['issue_id', 'tag_key']);
    // A note is created on an issue: the parent counts too.
    expect(requires('sentry.add_issue_note')).toEqual(['issue_id', 'text']);
  });

  it('counts, for a tool that makes an object, the parent or source it names, not the object it makes', () => {
    const making = buildCatalogIndex(
      catalogOf([
        tool('sentry.create_project', 'Create a project.', ['name', optional('projectSlug')], ['project']),
        tool('gh.add_issue_comment', 'Comment on an issue.', ['issue_number', optional('comment_id'), 'body'], ['id']),
        tool('ppt.create_presentation_from_template', 'From a template.', [optional('templateId')], ['file']),
        tool('tw.CreateIncomingPhoneNumber', 'Buy a number.', [optional('PhoneNumber'), optional('AreaCode')], ['sid']),
        tool('slack.usergroups_create', 'Create a user group.', ['name', optional('usergroup_id')], ['usergroup']),
      ]),
    );
    const required = making.tools.map((t) => t.requirements.map((r) => making.vocab.names[r.fieldId]));
    expect(required).toEqual([['project_name'], ['issue_number', 'body'], ['template_id'], [], ['usergroup_name']]);
  });

  it('leaves filters of listing and searching tools, and identifiers of other objects, optional', () => {
    expect(requires('sentry.search_issues')).toEqual([]);
    expect(requires('sentry.find_projects')).toEqual([]);
    expect(requires('sentry.update_dsn')).toEqual(['dsn_key_id']);
  });

  it("lets the tool's URL of the same object stand for its identifier, for outputs and the state", () => {
    expect(index.locatorsOf.get(field('issue_id'))).toEqual([field('issue_url')]);
    // search_issues outputs issueUrl: it now feeds the issue tools' issue_id.
    const [link] = explainLinks(index, 0, 1);
    expect(link).toMatchObject({ rule: 'locator', strength: 0.9 });
    expect(link?.reason).toContain('issue_url locates what issue_id identifies');
    const state = resolveState(index, [{ name: 'issueUrl', source: 'given', confidence: 1 }]);
    expect(state.sat[field('issue_id')]).toBeCloseTo(0.9);
    expect(state.links).toContainEqual({
      state: 'issueUrl',
      fieldId: field('issue_id'),
      strength: 0.9,
      rule: 'locator',
    });
    expect(stateFit(index.tools[2]!, state)).toBeCloseTo(0.45);
  });
});
