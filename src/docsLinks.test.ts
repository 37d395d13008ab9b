import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The user documents' relative links resolve: every `[text](path#anchor)` in README.md and
 * docs/*.md names a file or folder of the repository, and an anchor names a heading of the
 * target Markdown file (GitHub's heading ids). External links (http, mailto) are not fetched.
 */
const ROOT = resolve(import.meta.dirname, '..');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text without fenced code blocks and inline code, where link-like text is not a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets: inline links and images `[..](target)` and autolinks `<target>`. */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const targets: string[] = [];
  for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1] ?? '');
  for (const m of prose.matchAll(/<((?:https?:|mailto:)[^>\s]+)>/g)) targets.push(m[1] ?? '');
  return targets;
}

/** GitHub's id for a heading: its text, lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, … */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = (m[1] ?? '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '');
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  }
  return ids;
}

/** The broken relative links of one document, as `target (why)`. */
function brokenLinks(document: string): string[] {
  const path = join(ROOT, document);
  const broken: string[] = [];
  for (const target of linkTargets(readFileSync(path, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const hashAt = target.indexOf('#');
    const file = decodeURIComponent(hashAt >= 0 ? target.slice(0, hashAt) : target);
    const anchor = hashAt >= 0 ? decodeURIComponent(target.slice(hashAt + 1)) : undefined;
    const resolved = file === '' ? path : resolve(dirname(path), file);
    if (relative(ROOT, resolved).startsWith('..')) {
      broken.push(`${target} (outside the repository)`);
      continue;
    }
    if (!existsSync(resolved)) {
      broken.push(`${target} (no such file)`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      broken.push(`${target} (an anchor into a file that is not Markdown)`);
      continue;
    }
    if (!headingIds(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${target} (no heading #${anchor})`);
  }
  return broken;
}

describe('documentation links', () => {
  it('finds links and GitHub heading ids as GitHub does', () => {
    expect(linkTargets('See [a](docs/a.md#x), ![p](p.png "t"), `[not](x.md)` and <https://e.org>.')).toEqual([
      'docs/a.md#x',
      'p.png',
      'https://e.org',
    ]);
    expect(linkTargets('```sh\n[not](a.md)\n```\n[yes](b.md)')).toEqual(['b.md']);
    const ids = headingIds('# Catalog — `tool-catalog/v1`\n## 1. The state s0\n## Scale (Node)\n## Scale (Node)\n');
    expect([...ids]).toEqual(['catalog--tool-catalogv1', '1-the-state-s0', 'scale-node', 'scale-node-1']);
  });

  it.each(DOCUMENTS)('%s: every relative link and anchor resolves', (document) => {
    expect(brokenLinks(document)).toEqual([]);
  });
});
