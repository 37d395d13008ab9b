/** Writing snake_case names in a vendor's style, and turning them into prose. */
import type { NameStyle } from './spec';

const camelCache = new Map<string, string>();

/** `origin_sky_id` → `originSkyId`; snake names are returned as they are. */
export function styleName(snake: string, style: NameStyle): string {
  if (style === 'snake') return snake;
  let out = camelCache.get(snake);
  if (out === undefined) {
    out = snake
      .split('_')
      .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
      .join('');
    camelCache.set(snake, out);
  }
  return out;
}

/** `origin_sky_id` → `origin sky id` (for generated descriptions). */
export function humanize(snake: string): string {
  return snake.replace(/_/g, ' ');
}

/** Upper-cases the first letter of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** English plural of a snake_case noun phrase (`alert_rule` → `alert_rules`). */
export function pluralize(snake: string): string {
  if (/[^aeiou]y$/.test(snake)) return `${snake.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(snake)) return `${snake}es`;
  return `${snake}s`;
}
