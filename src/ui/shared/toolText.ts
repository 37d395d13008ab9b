/**
 * Tool names and descriptions as real catalogs write them: long ids whose distinguishing parts
 * are at both ends (`stripe_api.PostCustomersCustomerSourcesIdVerify`,
 * `googleapis.calendar.events.instances`) and descriptions with HTML in them.
 */

import { vendorPrefixLength } from '../../core/index';

/**
 * `text` cut to at most `max` characters by an ellipsis in the middle, keeping its vendor prefix
 * and as much of its end as fits (the end usually says what the tool does: `…_refund`,
 * `…Verify`). At least a third of the room goes to the head, so a long prefix cannot eat the
 * end. Text within `max` comes back unchanged.
 */
export function middleEllipsis(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 1) return '…';
  const room = max - 1;
  const prefix = Math.min(vendorPrefixLength(text), room - Math.ceil(room / 3));
  const head = Math.max(prefix, Math.ceil(room / 2));
  const tail = room - head;
  return `${chars.slice(0, head).join('')}…${tail > 0 ? chars.slice(chars.length - tail).join('') : ''}`;
}

/**
 * The two parts of a CSS middle ellipsis (MiddleEllipsis): `head` shrinks with an ellipsis at its
 * end, `tail`, the last `tailLength` characters (never the vendor prefix), always shows. Text of
 * at most `minSplit` characters (at least `tailLength` + 3) stays whole in `head`: a short name
 * reads better cut at its end than cut twice.
 */
export function splitForMiddleEllipsis(text: string, tailLength = 10, minSplit = 0): { head: string; tail: string } {
  const chars = Array.from(text);
  const keep = Math.max(vendorPrefixLength(text), 1);
  if (chars.length <= Math.max(minSplit, tailLength + 3) || chars.length - tailLength < keep)
    return { head: text, tail: '' };
  const cut = chars.length - tailLength;
  return { head: chars.slice(0, cut).join(''), tail: chars.slice(cut).join('') };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A description as plain text: HTML tags dropped (a block tag or `<br>` becomes a space), the
 * common entities decoded, whitespace collapsed. A tag cut off at the end (a view shortened the
 * description inside it: Why not?'s first sentence) goes too, keeping the cut's "…". The result
 * is rendered as text, never as HTML.
 */
export function plainText(description: string): string {
  if (!/[<&]/.test(description)) return description.replace(/\s+/g, ' ').trim();
  return description
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-zA-Z][^<>]*>/g, (tag) => (/^<\/?(b|i|em|strong|code|span|a|u|sup|sub)\b/i.test(tag) ? '' : ' '))
    .replace(/<\/?[a-zA-Z][^<>]*$/, (fragment) => (fragment.endsWith('…') ? '…' : ''))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
      }
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
