import type { PathSegment } from './sourceErrors';

/**
 * Documents nesting deeper than this many objects / arrays are refused before anything walks
 * them: JSON.parse copes, but the walks after it (locating a problem in the syntax tree,
 * flattening schemas, JSON.stringify on export, the worker's structured clone) recurse and
 * overflow the stack somewhere past a few thousand levels. Real tool files nest 9–16 levels.
 */
export const MAX_NESTING = 200;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

/** The offset just past the string that opens at `start` (text.length when it never closes). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const close = text.indexOf('"', i);
    if (close < 0) return text.length;
    let slashes = 0;
    for (let k = close - 1; k > start && text.charCodeAt(k) === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return close + 1;
    i = close + 1;
  }
}

/**
 * The offset of the first `{` or `[` that opens a container deeper than `max` levels, or −1.
 * One pass over the text without allocating (strings are skipped with indexOf), so every
 * JSON load can afford it; it reads malformed text too, so it runs before the parsers.
 */
export function tooDeepOffset(text: string, max: number = MAX_NESTING): number {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(text, i) - 1;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth = Math.max(0, depth - 1);
  }
  return -1;
}

interface Frame {
  array: boolean;
  index: number;
  key: string | undefined;
  expectKey: boolean;
}

/**
 * The JSON path of the container that opens at `offset` (from `tooDeepOffset`): a second
 * pass that tracks keys and indexes, run only when a document is refused.
 */
export function pathAtOffset(text: string, offset: number): PathSegment[] {
  const stack: Frame[] = [];
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (top && !top.array && top.expectKey) {
        try {
          top.key = JSON.parse(text.slice(i, end)) as string;
        } catch {
          top.key = text.slice(i + 1, end - 1);
        }
        top.expectKey = false;
      }
      i = end - 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      stack.push({ array: c === OPEN_BRACKET, index: 0, key: undefined, expectKey: c === OPEN_BRACE });
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) stack.pop();
    else if (c === COMMA && top) {
      if (top.array) top.index++;
      else top.expectKey = true;
    } else if (c === COLON && top && !top.array) top.expectKey = false;
  }
  return stack.map((f) => (f.array ? f.index : (f.key ?? '')));
}

/** A path of hundreds of segments shortened to its first and last few, for one readable line. */
export function shortPath(segments: readonly PathSegment[], render: (s: readonly PathSegment[]) => string): string {
  if (segments.length <= 12) return render(segments);
  const head = render(segments.slice(0, 8));
  const tail = render(segments.slice(-3)).slice(1);
  return `${head}…(${segments.length - 11} more levels)…${tail}`;
}
