import { describe, expect, it } from 'vitest';
import { requestActions } from './requestActions';

const brief = (query: string) =>
  requestActions(query).map((a) => `${a.named ? '*' : ''}${a.verb}[${a.operations.join('|')}] ${a.objects.join(' ')}`);

describe('requestActions', () => {
  it('reads one action per clause: the first verb of the lexicon and the words after it', () => {
    expect(brief('Find the customer with email bob@example.com and refund their last charge')).toEqual([
      'find[read] customer email',
      '*refund[] last charg',
    ]);
    expect(brief('Create a new customer with email bob@example.com')).toEqual(['creat[create] customer email']);
    expect(brief('Close all open issues labelled wontfix in octocat/hello-world')).toEqual([
      'clos[update|delete] issu label wontfix',
    ]);
  });

  it('takes a bare word that opens a clause as a verb that may name what it makes', () => {
    expect(brief('Please refund the last charge')).toEqual(['*refund[] last charg']);
    expect(brief('Star the repository octocat/hello-world')).toEqual(['*star[] repositori octocat hello']);
    // Not an imperative: "Following this, …", "My email is …".
    expect(brief('Following this, my email is bob@example.com')).toEqual([]);
  });

  it('reads quoted text as data, "set up" as create and a question as a read', () => {
    expect(brief("Post 'deploy done' in #releases")).toEqual(['post[create] releas']);
    expect(brief('Set up a new project for our iOS app')).toEqual(['set[create] project os app']);
    expect(brief('What is the root cause of issue PROJ-5?')).toEqual(['what[read] root caus issu']);
  });
});
