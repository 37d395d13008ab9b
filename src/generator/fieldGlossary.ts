/**
 * Descriptions for fields, the way API references write them. Known names get a hand-written
 * sentence; the rest get one from the shape of the name (`*_id`, `*_date`, `*_url`, ...).
 */
import { FIELD_GLOSSARY } from './fieldGlossaryEntries';
import { capitalize, humanize } from './nameStyle';

const cache = new Map<string, string>();

/** Description of a field (snake_case): glossary entry or one built from its name. Cached. */
export function describeField(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = FIELD_GLOSSARY[name] ?? fromShape(name);
    cache.set(name, text);
  }
  return text;
}

function fromShape(name: string): string {
  const m = /^(.*)_(ids|id|url|date|time|email|at|code|number|name)$/.exec(name);
  if (m && m[1] !== undefined) {
    const subject = humanize(m[1]);
    switch (m[2]) {
      case 'ids':
        return `Identifiers of the matching ${subject} records.`;
      case 'id':
        return `Identifier of the ${subject}.`;
      case 'url':
        return `URL of the ${subject}.`;
      case 'date':
        return `${capitalize(subject)} date, YYYY-MM-DD.`;
      case 'time':
        return `${capitalize(subject)} time, ISO 8601.`;
      case 'email':
        return `Email address of the ${subject}.`;
      case 'at':
        return `Time of the ${subject} event (ISO 8601).`;
      default:
        return `${capitalize(subject)} ${m[2]}.`;
    }
  }
  if (name.startsWith('is_')) return `Whether it is ${humanize(name.slice(3))}.`;
  return `${capitalize(humanize(name))}.`;
}
