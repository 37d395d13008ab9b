import { isMap, isSeq, type Document, type Node } from 'yaml';
import { jsonPath, locateProblems, type PathSegment, type SourceProblem } from '../catalog/sourceErrors';
import type { JsonLines } from './parseJsonLines';
import type { ParsedSource } from './parseSourceText';

/** A problem found in parsed source, before it is located in the text. */
export interface LocatableProblem {
  segments: PathSegment[];
  message: string;
}

/**
 * Turns problems found in a parsed document into SourceProblems with JSON path, line and
 * column — through the JSON syntax tree (of the value's line, for JSON Lines), or the YAML
 * document's node ranges.
 */
export function locateSourceProblems(
  text: string,
  file: string,
  source: ParsedSource,
  raw: readonly LocatableProblem[],
): SourceProblem[] {
  const segmentsOf = new Map<SourceProblem, PathSegment[]>();
  const problems = raw.map((p) => {
    const sp: SourceProblem = { file, path: jsonPath(p.segments), message: p.message };
    segmentsOf.set(sp, p.segments);
    return sp;
  });
  if (source.syntax === 'json') return locateProblems(text, problems, segmentsOf);
  if (source.jsonl !== undefined) {
    const jsonl = source.jsonl;
    return problems.map((p) => locateInLine(p, segmentsOf.get(p) ?? [], jsonl));
  }
  const yaml = source.yaml;
  if (yaml === undefined) return problems;
  return problems.map((p) => {
    const offset = yamlOffset(yaml.document, segmentsOf.get(p) ?? []);
    if (offset === undefined) return p;
    const at = yaml.lines.linePos(offset);
    return { ...p, line: at.line, column: at.col };
  });
}

/** A JSON Lines problem: located in the line of its value (`$[i]…`), at that line of the file. */
function locateInLine(p: SourceProblem, segments: PathSegment[], jsonl: JsonLines): SourceProblem {
  const [index, ...rest] = segments;
  const lineText = typeof index === 'number' ? jsonl.texts[index] : undefined;
  const line = typeof index === 'number' ? jsonl.lines[index] : undefined;
  if (lineText === undefined || line === undefined) return p;
  const inLine: SourceProblem = { ...p };
  const [located] = locateProblems(lineText, [inLine], new Map([[inLine, rest]]));
  return { ...p, line, column: located?.column ?? 1 };
}

/** Offset of the deepest existing node on the path; the key of a mapping entry when there is one. */
function yamlOffset(document: Document, segments: readonly PathSegment[]): number | undefined {
  for (let n = segments.length; n >= 0; n--) {
    const parent = n === 0 ? undefined : nodeAt(document, segments.slice(0, n - 1));
    const last = segments[n - 1];
    if (parent !== undefined && isMap(parent)) {
      const pair = parent.items.find((item) => keyText(item.key) === String(last));
      const range = (pair?.key as Node | undefined)?.range;
      if (range) return range[0];
    }
    if (parent !== undefined && isSeq(parent) && typeof last === 'number') {
      const range = (parent.items[last] as Node | undefined)?.range;
      if (range) return range[0];
    }
    if (n === 0) return (document.contents as Node | null)?.range?.[0];
  }
  return undefined;
}

function nodeAt(document: Document, segments: readonly PathSegment[]): unknown {
  return segments.length === 0 ? document.contents : document.getIn(segments, true);
}

function keyText(key: unknown): string | undefined {
  if (key !== null && typeof key === 'object' && 'value' in key) return String((key as { value: unknown }).value);
  return key === undefined || key === null ? undefined : String(key);
}
