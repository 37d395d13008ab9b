import { InputError } from '../../adapters/node/readInputFile';
import { writeOutputFile } from '../../adapters/node/writeOutputFile';
import {
  buildMenus,
  EXPORT_FORMATS,
  exportMapping,
  exportTools,
  renameSummary,
  structuralScorer,
  type ExportFormat,
  type ExportOptions,
  type Task,
} from '../../core/index';
import { checkKnown, integer, optional, required, type ParsedArgs } from '../args';
import { PARAMS_OPTIONS, menuParamsFromArgs } from '../paramsOption';
import { indexCatalog, CATALOG_OPTIONS, loadCatalogsFromArgs, loadPrior, loadTasks } from '../loadInputs';

/**
 * `export`: the catalog — or a menu of it — as MCP `tools/list`, OpenAI (Chat Completions or
 * Responses), Anthropic tools, or `tool-catalog/v1`: the exact `tools` array an agent would get,
 * with an estimate of its prompt size in tokens on stderr. A menu is `--tools id,id,…` or a
 * task's menu (`--tasks F --task ID [--method state-path|relevance] [--budget 32]`, structural
 * scorer). Names the target would reject are changed (exportNames.ts, propertyKeys.ts): one
 * line on stderr says so, and `--mapping F` writes `tool-export-mapping/v1` (exported name →
 * tool id, original name, renamed input keys) for routing the model's calls back.
 */
export async function exportCommand(args: ParsedArgs): Promise<void> {
  checkKnown(args, [
    ...CATALOG_OPTIONS,
    'format',
    'tools',
    'tasks',
    'task',
    'trajectories',
    'method',
    'budget',
    'top',
    ...PARAMS_OPTIONS,
    'strict',
    'include-inferred',
    'out',
    'mapping',
  ]);
  const format = optional(args, 'format') ?? 'openai-chat';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new InputError(`--format must be one of ${EXPORT_FORMATS.join(', ')}, got "${format}"`);
  const catalog = loadCatalogsFromArgs(args);
  const options: ExportOptions = {
    strict: args.flags.has('strict'),
    includeInferred: args.flags.has('include-inferred'),
  };
  const listed = optional(args, 'tools');
  const taskId = optional(args, 'task');
  if (listed !== undefined && taskId !== undefined) throw new InputError('give --tools or --task, not both');
  let what = `${catalog.tools.length} tools of ${catalog.name}`;
  if (listed !== undefined) {
    options.toolIds = listed
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const known = new Set(catalog.tools.map((t) => t.id));
    const unknown = options.toolIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw new InputError(`--tools: no tool "${unknown}" in the catalog`);
    what = `${options.toolIds.length} listed tools`;
  } else if (taskId !== undefined) {
    const method = optional(args, 'method') ?? 'state-path';
    if (method !== 'state-path' && method !== 'relevance')
      throw new InputError(`--method must be state-path or relevance, got "${method}"`);
    const index = indexCatalog(catalog);
    const tasksPath = required(args, 'tasks', 'FILE');
    const task: Task | undefined = loadTasks(tasksPath, index).tasks.find((t) => t.id === taskId);
    if (!task) throw new InputError(`--task ${taskId}: no task with this id in ${tasksPath}`);
    const prior = loadPrior(optional(args, 'trajectories'), index);
    const params = menuParamsFromArgs(args, { budget: integer(args, 'budget', 32), top: integer(args, 'top', 8) });
    const pair = await buildMenus(index, task, { params, scorer: structuralScorer, ...(prior ? { prior } : {}) });
    const menu = method === 'relevance' ? pair.relevance : pair.statePath;
    options.toolIds = menu.slots.map((s) => s.toolId);
    what = `the ${method} menu of ${task.id} (K = ${params.budget}, structural scorer)`;
  }
  const exported = exportTools(catalog, format as ExportFormat, options);
  for (const w of exported.warnings) process.stderr.write(`warning: ${w}\n`);
  const mappingPath = optional(args, 'mapping');
  const renamed = renameSummary(exported);
  if (renamed !== undefined)
    process.stderr.write(
      `renamed: ${renamed}; ${mappingPath === undefined ? '--mapping F writes every exported name with its tool id and original name' : `the mapping is in ${mappingPath}`}\n`,
    );
  process.stderr.write(
    `${format}: ${what}; about ${exported.tokens.total} prompt tokens (${exported.tokens.chars} characters of JSON)\n`,
  );
  const out = optional(args, 'out');
  if (out !== undefined) writeOutputFile(out, exported.text);
  else process.stdout.write(exported.text);
  if (mappingPath !== undefined) writeOutputFile(mappingPath, `${JSON.stringify(exportMapping(exported), null, 2)}\n`);
}
