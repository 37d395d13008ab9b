import type { PathSegment } from '../catalog/sourceErrors';
import { isObject } from '../catalog/validator';
import { documentResourceTypes } from './resourceTypes';

/** A `$ref` followed to its target, or why it could not be. */
export type RefResolution = { ok: true; target: unknown; name: string } | { ok: false; reason: string };

/** Decodes one JSON-pointer token (`~1` → `/`, `~0` → `~`, then percent-decoding). */
function decodeToken(token: string): string {
  const unescaped = token.replace(/~1/g, '/').replace(/~0/g, '~');
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return unescaped;
  }
}

/**
 * Resolves local `$ref`s (`#/components/schemas/Pet`, `#/definitions/Pet`) against the
 * document they appear in. External references (`other.yaml#/Pet`, URLs) are not fetched:
 * the core does no I/O, so they resolve to a reason the importer turns into a warning.
 */
export class RefResolver {
  private types: Set<string> | undefined;

  constructor(private readonly root: unknown) {}

  /** The resource types the document's named schemas define (resourceTypes.ts), read once. */
  resourceTypes(): ReadonlySet<string> {
    this.types ??= documentResourceTypes(this.root, this);
    return this.types;
  }

  /** The segments of a local pointer, or undefined for an external reference. */
  static pointerSegments(ref: string): PathSegment[] | undefined {
    if (ref === '#') return [];
    if (!ref.startsWith('#/')) return undefined;
    return ref.slice(2).split('/').map(decodeToken);
  }

  resolve(ref: string): RefResolution {
    const segments = RefResolver.pointerSegments(ref);
    if (segments === undefined)
      return { ok: false, reason: `external reference "${ref}" is not followed (only "#/…" references are)` };
    let node: unknown = this.root;
    for (const s of segments) {
      if (Array.isArray(node) && /^\d+$/.test(String(s))) node = node[Number(s)];
      else if (isObject(node) && Object.prototype.hasOwnProperty.call(node, s)) node = node[String(s)];
      else return { ok: false, reason: `reference "${ref}" points at nothing in this document` };
    }
    const last = segments[segments.length - 1];
    return { ok: true, target: node, name: last === undefined ? 'root' : String(last) };
  }
}
