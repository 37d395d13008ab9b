/**
 * Word lists used by field linking and entity extraction. Kept in one place so the rules in
 * fieldLinks.ts and toolEntity.ts read as prose.
 */

/** Field names made only of these tokens say nothing on their own (`id`, `name`, `status`). */
export const GENERIC_FIELD_TOKENS: ReadonlySet<string> = new Set([
  'id', 'uuid', 'guid', 'key', 'code', 'name', 'number', 'num', 'no', 'handle', 'token', 'ref',
  'reference', 'slug', 'identifier', 'status', 'url', 'link', 'value', 'data', 'result', 'type',
]);

/**
 * Generic names that address a resource rather than identify an entity: the entity rule leaves
 * them as they are (a URL extractor's `url` feeds a video downloader's `url`, whatever either
 * tool's entity), while `id`, `name`, `status` are read through the tool's entity.
 */
export const LOCATOR_FIELD_TOKENS: ReadonlySet<string> = new Set(['url', 'uri', 'link', 'href']);

/** Verbs and fillers stripped from tool names to find the entity they act on. */
export const TOOL_NAME_VERBS: ReadonlySet<string> = new Set([
  'get', 'list', 'create', 'update', 'delete', 'remove', 'search', 'find', 'fetch', 'lookup', 'look',
  'up', 'send', 'add', 'set', 'put', 'post', 'patch', 'retrieve', 'read', 'write', 'query', 'check',
  'cancel', 'book', 'make', 'do', 'run', 'start', 'stop', 'open', 'close', 'submit', 'upload',
  'download', 'export', 'import', 'generate', 'render', 'convert', 'compute', 'calculate', 'issue',
  'validate', 'verify', 'resolve', 'describe', 'show', 'view', 'edit', 'modify', 'new', 'all', 'by',
  'for', 'of', 'from', 'to', 'with', 'details', 'detail', 'info', 'information', 'data', 'v1', 'v2',
  'v3', 'api', 'current', 'latest', 'batch', 'bulk', 'my', 'the', 'a', 'an', 'and', 'or', 'in', 'on',
  'id', 'ids', 'using', 'via',
]);

/** Words that introduce the producer of an input in its description ("returned by the …"). */
export const PRODUCER_CUES: readonly RegExp[] = [
  /\b(?:returned|produced|provided|obtained|given|output|emitted|generated|created)\s+(?:by|from)\s+(?:the\s+|a\s+|an\s+)?([a-z0-9 _.\-/]{2,60})/i,
  /\b(?:as\s+returned\s+by|output\s+of|result\s+of|response\s+of|from\s+a\s+call\s+to|from\s+the\s+response\s+of)\s+(?:the\s+|a\s+|an\s+)?([a-z0-9 _.\-/]{2,60})/i,
  /\b(?:use|take)\s+the\s+([a-z0-9 _]{2,30})\s+from\s+(?:the\s+)?([a-z0-9 _.\-/]{2,60})/i,
];

/** Stopwords for relevance and text matching. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'with', 'by', 'at', 'from', 'as',
  'is', 'are', 'be', 'this', 'that', 'it', 'its', 'me', 'my', 'i', 'we', 'our', 'you', 'your',
  'please', 'can', 'could', 'would', 'should', 'will', 'want', 'need', 'like', 'some', 'any', 'all',
  'into', 'then', 'than', 'so', 'do', 'does', 'have', 'has', 'had', 'what', 'which', 'who', 'whom',
  'them', 'they', 'their', 'there', 'here', 'also', 'just', 'about', 'up', 'out', 'if', 'but', 'not',
  'no', 'yes', 'was', 'were', 'been', 'being', 'let', 'us', 'help', 'after', 'before', 'using',
  'given', 'via', 'per', 'each', 'every', 'one', 'get', 'make', 'sure', 'know', 'tell',
]);
