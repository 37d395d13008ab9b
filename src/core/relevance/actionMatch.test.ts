import { describe, expect, it } from 'vitest';
import { tool } from '../testing/fixtures';
import { actionMatches } from './actionMatch';
import { requestActions } from './requestActions';

const names = (tools: ReturnType<typeof tool>[], query: string): string[] => {
  const m = actionMatches(tools, requestActions(query));
  return tools.filter((_, k) => m[k] === 1).map((t) => t.name);
};

const github = [
  'list_issues',
  'update_issue_state',
  'create_issue',
  'star_repository',
  'list_starred_repositories',
].map((name) => tool(`gh.${name}`, '', [], []));
const slack = ['chat_postMessage', 'chat_delete', 'conversations_list', 'conversations_history'].map((name) =>
  tool(`slack.${name}`, '', [], []),
);

describe('actionMatches', () => {
  it('matches the tools that do what the verb asks to what it names', () => {
    expect(names(github, 'Close all open issues labelled wontfix in octocat/hello-world')).toEqual([
      'update_issue_state',
    ]);
    expect(names(github, 'List the open issues of octocat/hello-world')).toEqual(['list_issues']);
    expect(names(github, 'File a bug: create an issue titled "crash"')).toEqual(['create_issue']);
  });

  it('takes a verb outside the lexicon as the tool’s own verb ("star" → star_repository)', () => {
    expect(names(github, 'Star the repository octocat/hello-world')).toEqual([
      'star_repository',
      'list_starred_repositories',
    ]);
  });

  it('lets the verb alone decide when no tool names the object and the request has one action', () => {
    expect(names(slack, "Post 'deploy done' in #releases")).toEqual(['chat_postMessage']);
    // With two actions, an action whose object no tool names asks for nothing.
    expect(names(slack, "Post 'deploy done' in #releases and list the channels")).toEqual([]);
  });
});
