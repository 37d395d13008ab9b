import { InputError } from '../../adapters/node/readInputFile';
import { writeOutputFile } from '../../adapters/node/writeOutputFile';
import {
  diffMenus,
  goldToolIds,
  menuChanged,
  parseMenusDocument,
  parseTasks,
  type MenuChange,
  type ReadMenus,
  clip,
  table,
} from '../../core/index';
import { checkKnown, optional, required, type ParsedArgs } from '../args';
import { loadParsed } from '../loadInputs';

const METHODS = ['relevance', 'state-path', 'both'] as const;
/** Tools named per changed menu in the text table (the rest counted). */
const LEFT_SHOWN = 3;

const settings = (file: string, m: ReadMenus): string => {
  const rules = Object.entries(m.rules).map(([k, v]) => `${k}=${String(v)}`);
  return `${file} (K ${m.budget ?? '?'}, L ${m.top ?? '?'}${rules.length ? `, rules ${rules.join(' ')}` : ', default rules'})`;
};

/** One compared menu as `menus-diff/v1` JSON (docs/formats.md). */
function changeJson(c: MenuChange): Record<string, unknown> {
  const added: { tool: string; rank: number }[] = [];
  const moved: { tool: string; from: number; to: number }[] = [];
  c.tools.forEach((tool, k) => {
    const m = c.moves.moves.get(tool);
    if (m?.kind === 'new') added.push({ tool, rank: k + 1 });
    else if (m?.kind === 'moved') moved.push({ tool, from: m.from, to: k + 1 });
  });
  return {
    task_id: c.taskId,
    method: c.method,
    changed: menuChanged(c),
    first: { before: c.first.before ?? null, after: c.first.after ?? null },
    new: added,
    moved,
    reordered: c.moves.reordered,
    left: c.moves.left.map((l) => ({ tool: l.toolId, rank: l.rank })),
    gold_in: c.goldIn,
    gold_out: c.goldOut,
  };
}

/**
 * `diff`: two `tool-menus/v1` files of the same tasks (built before and after a change: a rule,
 * K, a schema edit, another catalog revision), compared menu by menu: slot 1, the tools that
 * entered, moved or left, and with --tasks the gold tools that entered or left. Exit code 1 when
 * any menu differs (or one file has menus the other lacks), 0 when every menu is the same.
 */
export function diffCommand(args: ParsedArgs): number {
  checkKnown(args, ['before', 'after', 'tasks', 'method', 'json', 'all', 'out']);
  const beforePath = required(args, 'before', 'FILE');
  const afterPath = required(args, 'after', 'FILE');
  const method = optional(args, 'method') ?? 'both';
  if (!(METHODS as readonly string[]).includes(method))
    throw new InputError(`--method must be relevance, state-path or both, got "${method}"`);
  const before = loadParsed(beforePath, parseMenusDocument);
  const after = loadParsed(afterPath, parseMenusDocument);
  const tasksPath = optional(args, 'tasks');
  const gold = new Map<string, string[]>();
  // Each task's gold first step (gold.chain[0]), for slot 1 (first1 in `eval`).
  const firstStep = new Map<string, string>();
  if (tasksPath)
    for (const t of loadParsed(tasksPath, parseTasks).tasks) {
      if (!t.gold) continue;
      gold.set(t.id, goldToolIds(t.gold));
      const first = t.gold.chain?.[0];
      if (first !== undefined) firstStep.set(t.id, first);
    }
  const star = (c: MenuChange, tool: string | undefined): string =>
    tool !== undefined && firstStep.get(c.taskId) === tool ? ' ★' : '';
  const diff = diffMenus(before, after, gold);
  const wanted = (m: string): boolean => method === 'both' || m === method;
  const changes = diff.changes.filter((c) => wanted(c.method));
  const onlyBefore = diff.onlyBefore.filter((k) => wanted(k.split(' ').pop() ?? ''));
  const onlyAfter = diff.onlyAfter.filter((k) => wanted(k.split(' ').pop() ?? ''));
  const differs = changes.some(menuChanged) || onlyBefore.length > 0 || onlyAfter.length > 0;

  let text: string;
  if (args.flags.has('json')) {
    text = `${JSON.stringify(
      {
        format: 'menus-diff/v1',
        before: { file: beforePath, budget: before.budget ?? null, top: before.top ?? null, rules: before.rules },
        after: { file: afterPath, budget: after.budget ?? null, top: after.top ?? null, rules: after.rules },
        menus: changes.map(changeJson),
        only_before: onlyBefore,
        only_after: onlyAfter,
      },
      null,
      2,
    )}\n`;
  } else {
    const lines = [`before: ${settings(beforePath, before)}`, `after:  ${settings(afterPath, after)}`, ''];
    for (const m of ['relevance', 'state-path'] as const) {
      const of = changes.filter((c) => c.method === m);
      if (of.length === 0) continue;
      const changed = of.filter(menuChanged);
      const firsts = of.filter((c) => c.first.before !== c.first.after).length;
      const goldIn = of.reduce((n, c) => n + c.goldIn.length, 0);
      const goldOut = of.reduce((n, c) => n + c.goldOut.length, 0);
      const firstRight = (side: 'before' | 'after'): number =>
        of.filter((c) => c.first[side] !== undefined && firstStep.get(c.taskId) === c.first[side]).length;
      lines.push(
        `${m}: ${changed.length} of ${of.length} menus differ · slot 1 changed in ${firsts}` +
          (tasksPath
            ? ` · slot 1 is the gold first step in ${firstRight('before')} → ${firstRight('after')} · gold tools entered ${goldIn}, left ${goldOut}`
            : ''),
      );
    }
    const shown = args.flags.has('all') ? changes : changes.filter(menuChanged);
    if (shown.length > 0) {
      const rows = shown.map((c) => [
        c.taskId,
        c.method,
        c.first.before === c.first.after
          ? 'same'
          : `${clip(c.first.before ?? '—', 28)}${star(c, c.first.before)} → ${clip(c.first.after ?? '—', 28)}${star(c, c.first.after)}`,
        String(c.moves.added),
        `${c.moves.moved} (${c.moves.reordered})`,
        c.moves.left.length === 0
          ? '0'
          : `${c.moves.left.length}: ${c.moves.left
              .slice(0, LEFT_SHOWN)
              .map((l) => `${l.toolId} (was ${l.rank})`)
              .join(', ')}${c.moves.left.length > LEFT_SHOWN ? ', …' : ''}`,
        ...(tasksPath ? [[...c.goldIn.map((g) => `+${g}`), ...c.goldOut.map((g) => `−${g}`)].join(' ')] : []),
      ]);
      lines.push(
        '',
        table([
          ['task', 'method', 'slot 1', 'new', 'moved (reordered)', 'left', ...(tasksPath ? ['gold'] : [])],
          ...rows,
        ]),
      );
    }
    if (onlyBefore.length > 0) lines.push('', `only in ${beforePath}: ${onlyBefore.join(', ')}`);
    if (onlyAfter.length > 0) lines.push('', `only in ${afterPath}: ${onlyAfter.join(', ')}`);
    text = `${lines.join('\n')}\n`;
  }
  const out = optional(args, 'out');
  if (out) writeOutputFile(out, text);
  else process.stdout.write(text);
  return differs ? 1 : 0;
}
