import { describe, expect, it } from 'vitest';
import { rankByRelevance } from '../relevance/rankByRelevance';
import { catalogOf, tool } from '../testing/fixtures';
import { buildCatalogIndex } from './catalogIndex';
import { descriptionText } from './descriptionText';

describe('descriptionText', () => {
  it.each([
    // slackapi/slack-api-specs @ bc08db49, admin.conversations.restrictAccess.addGroup's group_id.
    [
      'The [IDP Group](https://slack.com/help/articles/115001435788-Connect-identity-provider-groups-to-your-Enterprise-Grid-org) ID to be an allowlist for the private channel.',
      'The IDP Group ID to be an allowlist for the private channel.',
    ],
    // twilio/twilio-oai @ d50069b4: a TwiML verb in a code span is text, not a tag.
    [
      'Can be: `inbound` for inbound calls or `outbound-dial` for calls initiated by a `<Dial>` verb.',
      'Can be: inbound for inbound calls or outbound-dial for calls initiated by a <Dial> verb.',
    ],
    // icip-cas/LiveMCPBench @ a928e57d, an SVG tool: an entity.
    ['特殊字符如"&"需要转义为"&amp;"', '特殊字符如"&"需要转义为"&"'],
    // getsentry/sentry-mcp @ 4a109327: prompt sections go, an unclosed <placeholder> stays.
    [
      'List DSNs.\n<hints>\n- the format of <organizationSlug>/<projectSlug>.\n</hints>',
      'List DSNs.\n\n- the format of <organizationSlug>/<projectSlug>.',
    ],
    ['Tom &amp; Jerry: <b>bold</b><br/>next &#233; &lt;i&gt;', 'Tom & Jerry: bold\nnext é <i>'],
    [
      '**Note**: see <https://x.com/a|the docs> or <https://y.org>.\n\n\n## Usage\nCall it.',
      'Note: see the docs or https://y.org.\n\nUsage\nCall it.',
    ],
    ['Removes all <script> tags from the page', 'Removes all <script> tags from the page'],
  ])('%j → %j', (html, text) => {
    expect(descriptionText(html)).toBe(text);
  });

  it('returns text without markup as it is', () => {
    const plain = 'Look up an order by its id.';
    expect(descriptionText(plain)).toBe(plain);
  });
});

describe('descriptions in matching', () => {
  const catalog = catalogOf([
    tool(
      'slack.restrict_access_add_group',
      'Add an allowlist [IDP Group](https://slack.com/help/articles/115001435788-Connect-identity-provider-groups-to-your-Enterprise-Grid-org) to a private channel.',
      ['group_id', 'channel_id'],
      [],
    ),
    tool('slack.team_info', 'Gets information about the current team.', [], ['team_id']),
  ]);

  it("a link's URL is not part of the BM25 document, its text is", () => {
    const index = buildCatalogIndex(catalog);
    expect(rankByRelevance(index, 'enterprise grid identity provider').rank[0]).toBe(0);
    expect(rankByRelevance(index, 'IDP group allowlist').rank[0]).toBe(1);
  });

  it('the catalog keeps the description as the author wrote it (exports send it on)', () => {
    expect(buildCatalogIndex(catalog).catalog.tools[0]?.description).toContain('](https://slack.com/help/');
  });
});
