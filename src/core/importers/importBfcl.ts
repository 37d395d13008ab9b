import { jsonPath, type PathSegment } from '../catalog/sourceErrors';
import type { Tool } from '../catalog/types';
import { isObject, type JsonObject } from '../catalog/validator';
import { baseName, type FormatImport } from './formatImport';
import { functionTool } from './functionTool';
import type { ImportContext } from './importContext';
import { SOURCE_KEY, type ImportedTool } from './importTypes';

/** A BFCL question line: `{id, question, function: [...]}`; else a line is one function doc. */
export function isBfclQuestion(value: unknown): value is JsonObject {
  return isObject(value) && Array.isArray(value.function) && (value.question !== undefined || value.id !== undefined);
}

/** A function doc written in BFCL's dialect: `parameters` typed `dict` (Python's name for an object). */
export function isBfclFunction(value: unknown): boolean {
  return (
    isObject(value) && typeof value.name === 'string' && isObject(value.parameters) && value.parameters.type === 'dict'
  );
}

/** One function definition and where it is. */
interface Definition {
  fn: unknown;
  at: PathSegment[];
  question: string | undefined;
}

/** The definitions of a document: every question's `function` list, or the lines themselves. */
function definitionsOf(value: unknown): Definition[] {
  const lines = Array.isArray(value) ? value : [value];
  const at = (i: number): PathSegment[] => (Array.isArray(value) ? [i] : []);
  const out: Definition[] = [];
  lines.forEach((line, i) => {
    if (!isBfclQuestion(line)) {
      out.push({ fn: line, at: at(i), question: undefined });
      return;
    }
    const question = typeof line.id === 'string' ? line.id : undefined;
    (line.function as unknown[]).forEach((fn, j) => out.push({ fn, at: [...at(i), 'function', j], question }));
  });
  return out;
}

/** JSON with object keys sorted: two definitions are the same when their texts are. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
}

/** A tool read so far, with the canonical text of its definition and the questions that list it. */
interface Seen {
  tool: Tool;
  text: string;
  questions: string[];
  at: PathSegment[];
}

/**
 * BFCL (Berkeley Function Calling Leaderboard) JSON Lines: each line a question with its
 * OpenAI-style function docs (`function: [{name, description, parameters}]`), or each line one
 * function doc (the multi-turn `func_doc` files, whose `response` schema gives outputs). Types
 * are Python's (`dict` → object, `float` → number: schemaTypeNames.ts). A function listed by
 * many questions is one tool (its `x_source.questions` lists them); a name defined differently
 * in two places gives two tools, the later one's id suffixed (`name_2`), with a warning naming
 * the first. Function-doc files set each tool's category to the file's name (`math_api`).
 */
export function importBfcl(value: unknown, ctx: ImportContext, file: string): FormatImport {
  const byName = new Map<string, Seen[]>();
  const tools: ImportedTool[] = [];
  const category = Array.isArray(value) && value.some(isBfclQuestion) ? undefined : baseName(file);
  for (const { fn, at, question } of definitionsOf(value)) {
    const obj = ctx.object(fn, at, 'a function');
    if (!obj) continue;
    const name = ctx.string(obj, 'name', at, true);
    if (name === undefined) continue;
    const text = canonicalJson(obj);
    const seen = byName.get(name) ?? [];
    const same = seen.find((s) => s.text === text);
    if (same) {
      if (question !== undefined) same.questions.push(question);
      continue;
    }
    const first = seen[0];
    const id = ctx.uniqueId(
      name,
      at,
      first && `"${name}" is defined differently at ${jsonPath(first.at)}; both are kept`,
    );
    const description = ctx.text(obj, 'description', at);
    const tool = functionTool(ctx, {
      id,
      name,
      at,
      inputSchema: obj.parameters,
      inputKey: 'parameters',
      outputSchema: obj.response,
      outputKey: 'response',
      ...(description === undefined ? {} : { description }),
    });
    if (category !== undefined) tool.category = category;
    const entry: Seen = { tool, text, questions: question === undefined ? [] : [question], at };
    tool[SOURCE_KEY] = { format: 'bfcl', original: obj, questions: entry.questions };
    byName.set(name, [...seen, entry]);
    tools.push({ tool, examples: [] });
  }
  const lines = Array.isArray(value) ? value.length : 1;
  return { name: baseName(file), tools, source: { lines } };
}
