/**
 * Descriptions as text. Published tool files write HTML and markdown in their descriptions
 * (Slack's and Twilio's markdown links, Sentry's `<examples>` blocks, `&amp;` entities): the
 * catalog keeps them as the author wrote them (exports send them on), and what matches and shows
 * a description — the BM25 document, description links, output inference, the app's panels —
 * reads this text form.
 */

/** Characters that start markup; a description without any is text already. */
const MARKUP = /[<&[`*]|^[ \t]{0,3}#/m;

/** HTML elements whose tags are markup wherever they appear; other `<name>`s only when closed too (`<examples>…</examples>`). */
const HTML_ELEMENTS = new Set(
  (
    'a abbr b big blockquote br caption cite code dd del dfn div dl dt em font h1 h2 h3 h4 h5 h6 hr i img ins kbd ' +
    'li mark ol p pre q s samp small span strike strong sub sup table tbody td tfoot th thead tr tt u ul var'
  ).split(' '),
);

/** Tags that end a line of text. */
const BLOCK_ELEMENTS = new Set('blockquote br div dd dl dt h1 h2 h3 h4 h5 h6 hr li ol p pre table tr ul'.split(' '));

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Code spans and fenced blocks: their content is text as written (Twilio's `` `<Dial>` `` names a verb). */
const CODE = /(```[^\n]*\n?[\s\S]*?```|`[^`\n]+`)/;

const TAG = /<(\/?)([A-Za-z][\w:-]*)(?:\s[^<>]*)?\/?>/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The tag names written both opened and closed in a text (`<hints>` … `</hints>`): markup there. */
function closedTagNames(text: string): Set<string> {
  const opened = new Set<string>();
  const closed = new Set<string>();
  for (const m of text.matchAll(TAG)) (m[1] ? closed : opened).add((m[2] ?? '').toLowerCase());
  return new Set([...opened].filter((name) => closed.has(name)));
}

function proseText(prose: string, closedTags: ReadonlySet<string>): string {
  return decodeEntities(
    prose
      .replace(/<!--[\s\S]*?-->/g, '')
      // Slack's links <https://…|text>, then autolinks <https://…>.
      .replace(/<((?:https?|mailto):[^<>|\s]+)\|([^<>]+)>/gi, '$2')
      .replace(/<((?:https?|mailto):[^<>\s]+)>/gi, '$1')
      // Markdown images and links → their text; reference links too.
      .replace(/!\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(TAG, (whole, _slash: string, name: string) => {
        const lower = name.toLowerCase();
        if (!HTML_ELEMENTS.has(lower) && !closedTags.has(lower)) return whole;
        return BLOCK_ELEMENTS.has(lower) || !HTML_ELEMENTS.has(lower) ? '\n' : '';
      })
      .replace(/\*\*([^*\n]+)\*\*/g, '$1')
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, ''),
  );
}

/**
 * A description as text: HTML tags stripped (`<br>`, blocks and prompt sections such as
 * `<examples>…</examples>` end a line; an unclosed `<organizationSlug>` placeholder stays),
 * entities decoded, markdown links and images → their text, `**bold**`, heading marks and the
 * backticks of code dropped (code itself kept as written), spaces collapsed. Text without
 * markup comes back as it is.
 */
export function descriptionText(description: string): string {
  if (!MARKUP.test(description)) return description;
  const closedTags = closedTagNames(description);
  const parts = description.split(CODE);
  const text = parts
    .map((part, i) => (i % 2 === 1 ? part.replace(/^```[^\n]*\n?|```$|^`|`$/g, '') : proseText(part, closedTags)))
    .join('');
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
