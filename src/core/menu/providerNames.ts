import { toolProvider } from '../catalog/linkScope';
import { emailRanges } from '../relevance/tokenize';
import type { SetAnalysis } from './setAnalysis';

const namedCache = new WeakMap<SetAnalysis, Uint8Array>();

/**
 * Per tool of the set, whether the request names its provider: the last part of its namespace,
 * letters and digits only, is a word of the request or a run of up to three ("In Mollie, …",
 * "via PandaDoc", "using Google Maps" for `googlemaps`). Not inside an email address:
 * "ethan@outlook.com" names no Outlook server. Cached per analysis.
 */
export function namedProviders(a: SetAnalysis): Uint8Array {
  const cached = namedCache.get(a);
  if (cached) return cached;
  let query = a.ctx.task.query;
  for (const [from, to] of emailRanges(query).reverse()) query = `${query.slice(0, from)} ${query.slice(to)}`;
  const words = query.toLowerCase().split(/[^a-z0-9]+/);
  const runs = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let run = '';
    for (let j = i; j < Math.min(words.length, i + 3); j++) {
      run += words[j];
      if (run.length > 0) runs.add(run);
    }
  }
  const out = Uint8Array.from(a.tools, (t) => {
    const provider = toolProvider(a.ctx.index.tools[t]?.tool.id ?? '');
    return provider !== '' && runs.has(provider) ? 1 : 0;
  });
  namedCache.set(a, out);
  return out;
}

/** Whether the request names the provider of set tool l (namedProviders). */
export function namesProvider(a: SetAnalysis, l: number): boolean {
  return namedProviders(a)[l] === 1;
}
