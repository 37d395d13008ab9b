import type { ScorerView } from '../../../worker/views/inspectorViews';
import { formatMs } from '../../shared/formatNumber';

const BACKEND_LABEL: Record<ScorerView['backend'], string> = {
  webgpu: 'WebGPU',
  wasm: 'WASM',
  structural: 'structural fallback',
};

/** The structural scorer by choice (the default), as the badge names it. */
export const STRUCTURAL_LABEL = 'structural (fitted on the dev sets)';

/** The tooltip: which scorer built the menus, how the encoder runs, or why the structural scorer stands in for it. */
export function scorerDescription(s: ScorerView): string {
  if (s.chosen === 'structural')
    return 'Structural scorer (fitted on the dev sets): its membership is a logistic model fitted on every dev set, the default because it transfers best to catalogs it was not fitted on; Advanced → Membership scorer chooses the learned encoder';
  if (s.loading) return `Structural scorer while the learned encoder loads: the menus rebuild with it once it is ready`;
  if (s.backend === 'structural') return `Structural scorer (no learned encoder): ${s.reason ?? 'unknown reason'}`;
  const threads = s.threads === undefined ? '' : `, ${s.threads} wasm thread${s.threads === 1 ? '' : 's'}`;
  const note = s.reason ? ` — ${s.reason}` : '';
  return `Learned encoder on onnxruntime-web ${BACKEND_LABEL[s.backend]}${threads}; loaded on demand in ${formatMs(s.loadMs)} ms${note}`;
}

/**
 * Which scorer built the State-Path menu: the structural scorer (the default), or the learned
 * encoder a user chose — on WebGPU / WASM, loading, or its structural fallback (reason on hover).
 */
export function ScorerStatus({ status }: { status: ScorerView }) {
  const chosenStructural = status.chosen === 'structural';
  const loading = !chosenStructural && status.loading === true;
  const fallback = !chosenStructural && status.backend === 'structural' && !loading;
  const description = scorerDescription(status);
  const tone = chosenStructural
    ? 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200'
    : loading
      ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
      : fallback
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
        : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200';
  return (
    <span
      className="flex items-center gap-1 whitespace-nowrap"
      data-testid="status-scorer"
      data-backend={loading ? 'loading' : status.backend}
      data-chosen={status.chosen}
      title={description}
      aria-label={`scorer: ${description}`}
      tabIndex={0}
    >
      scorer
      <b className={`rounded px-1 font-mono font-semibold ${tone}`}>
        {chosenStructural
          ? STRUCTURAL_LABEL
          : loading
            ? 'structural · encoder loading…'
            : fallback
              ? BACKEND_LABEL.structural
              : `encoder · ${BACKEND_LABEL[status.backend]}`}
      </b>
      {fallback && (
        <span aria-hidden="true" className="cursor-help text-amber-700 underline decoration-dotted dark:text-amber-300">
          why?
        </span>
      )}
    </span>
  );
}

/** Both encoder forward passes of the current menus, after the encoder stage: feature time + model time (set size on hover). */
export function EncoderPasses({ status }: { status: ScorerView }) {
  const passes = (['pool', 'menu'] as const).flatMap((p) => {
    const pass = status.passes?.[p];
    return pass ? [{ name: p, ...pass }] : [];
  });
  if (passes.length === 0) return null;
  return (
    <span
      data-testid="status-encoder-passes"
      title="The encoder's two forward passes: set size n, feature time + model time (ms)"
    >
      {' ('}
      {passes.map((p, k) => (
        <span key={p.name} data-testid={`status-pass-${p.name}`} data-n={p.n}>
          {k > 0 && ', '}
          {p.name}
          <sub>{p.n}</sub>{' '}
          {p.reused ? (
            <span
              data-testid={`status-pass-${p.name}-reused`}
              title="The pool pass of the previous build of this task: only K, L, λ, η or the weights changed"
            >
              reused
            </span>
          ) : (
            <>
              {formatMs(p.featuresMs)}+
              <b className="font-semibold text-slate-800 dark:text-slate-200">{formatMs(p.modelMs)}</b>
            </>
          )}
        </span>
      ))}
      {')'}
    </span>
  );
}
