import {
  formatProblem,
  importCatalog,
  importCatalogFiles,
  parseTasks,
  parseTrajectories,
  TASKS_FORMAT,
  TRAJECTORIES_FORMAT,
  type Catalog,
  type TaskSet,
  type TrajectorySet,
} from '../../core/index';

/** What a loaded file holds. */
export type InputRole = 'catalog' | 'tasks' | 'trajectories';

/** One file's text and name (a file name, or the URL it came from). */
export interface InputText {
  name: string;
  text: string;
  /** Set when the caller knows what the file is (`?tasks=URL`); else it is detected. */
  role?: InputRole;
}

/** The files of one load, parsed: a catalog (from one or several files) and/or tasks and trajectories. */
export interface ParsedInputs {
  /** `folder`: the dropped folder all the catalog files came from, if they did. */
  catalog?: { catalog: Catalog; format: string; files: string[]; folder?: string };
  tasks?: { set: TaskSet; file: string };
  trajectories?: { set: TrajectorySet; file: string };
  /** Import notes, one line each (file, line, JSON path). */
  warnings: string[];
}

// The top-level `format` key of our own task and trajectory files is near the start.
const SNIFF_CHARS = 64 * 1024;
const FORMAT_KEY = (format: string): RegExp =>
  new RegExp(`["']?format["']?\\s*:\\s*["']?${format.replace('/', '\\/')}["']?`);

/**
 * Which kind of file a text is, by content: `tool-tasks/v1` and `tool-trajectories/v1` name
 * themselves in a top-level `format` key; everything else is read as a catalog (any format
 * `importCatalog` detects).
 */
export function inputRole(text: string): InputRole {
  const head = text.slice(0, SNIFF_CHARS);
  if (FORMAT_KEY(TASKS_FORMAT).test(head)) return 'tasks';
  if (FORMAT_KEY(TRAJECTORIES_FORMAT).test(head)) return 'trajectories';
  return 'catalog';
}

/** The folder every file of a dropped folder is in (`toolsnaps/a.snap`, `toolsnaps/b.snap` → `toolsnaps`), if any. */
function commonFolder(names: readonly string[]): string | undefined {
  const folders = new Set(names.map((n) => (n.includes('/') ? n.slice(0, n.indexOf('/')) : '')));
  const [only] = folders;
  return folders.size === 1 && only ? only : undefined;
}

function single<T extends { name: string }>(files: readonly T[], what: string): T | undefined {
  if (files.length > 1) throw new Error(`${files.map((f) => f.name).join(', ')}: load one ${what} file at a time`);
  return files[0];
}

/**
 * Parses the files of one load with the core's loaders: catalogs through `importCatalogFiles`
 * (formats detected by content, several files merged; a dropped folder's files, named by their
 * path in it, make one catalog named after it), tasks through `parseTasks`, trajectories
 * through `parseTrajectories`. A bad file throws its SourceError (file, line, JSON path).
 */
export function parseInputs(inputs: readonly InputText[]): ParsedInputs {
  const byRole = (role: InputRole): InputText[] => inputs.filter((i) => (i.role ?? inputRole(i.text)) === role);
  const catalogs = byRole('catalog');
  const tasks = single(byRole('tasks'), 'tasks');
  const trajectories = single(byRole('trajectories'), 'trajectories');
  const out: ParsedInputs = { warnings: [] };
  if (catalogs.length > 0) {
    const files = catalogs.map((c) => c.name);
    const [only] = catalogs;
    if (catalogs.length === 1 && only) {
      // One file keeps its catalog as imported (unknown keys survive a save).
      const imported = importCatalog(only.text, only.name);
      out.catalog = { catalog: imported.catalog, format: imported.format, files };
      out.warnings.push(...imported.warnings.map(formatProblem));
    } else {
      const folder = commonFolder(files);
      const imported = importCatalogFiles(
        catalogs.map((c) => ({ file: c.name, text: c.text })),
        folder === undefined ? {} : { name: folder },
      );
      out.catalog = {
        catalog: imported.catalog,
        format: [...new Set(imported.formats.map((f) => f.format))].join('+'),
        files,
        ...(folder === undefined ? {} : { folder }),
      };
      out.warnings.push(...imported.warnings.map(formatProblem));
    }
  }
  if (tasks) out.tasks = { set: parseTasks(tasks.text, tasks.name), file: tasks.name };
  if (trajectories)
    out.trajectories = { set: parseTrajectories(trajectories.text, trajectories.name), file: trajectories.name };
  return out;
}
