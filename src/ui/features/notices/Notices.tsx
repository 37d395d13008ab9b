import { useState } from 'react';
import type { ScorerView } from '../../../worker/views/inspectorViews';
import { useWorkerRestart } from '../../queries/useWorkerRestart';

const BANNER = 'flex items-start gap-3 border-b px-4 py-2 text-sm';
const DISMISS = 'ml-auto shrink-0 rounded px-2 text-xs underline focus-visible:outline-2 focus-visible:outline-sky-500';

function WorkerNotice() {
  const restart = useWorkerRestart();
  const [dismissed, setDismissed] = useState(0);
  if (!restart || restart.restarts + (restart.gaveUp ? 1 : 0) <= dismissed) return null;
  const kept = 'Your selection, settings and saved edits are kept';
  const requests =
    restart.retried + restart.failed === 0
      ? ''
      : `; ${restart.retried} request${restart.retried === 1 ? ' was' : 's were'} sent again${restart.failed > 0 ? `, ${restart.failed} failed (try again)` : ''}`;
  return (
    <div
      role="alert"
      data-testid="worker-notice"
      className={`${BANNER} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100`}
    >
      <p>
        <b>{restart.gaveUp ? 'The inspector worker keeps crashing.' : 'The inspector worker was restarted.'}</b>{' '}
        {restart.reason}. {restart.gaveUp ? 'Reload the page to start it again.' : `${kept}${requests}.`}
      </p>
      <button
        type="button"
        className={DISMISS}
        onClick={() => setDismissed(restart.restarts + (restart.gaveUp ? 1 : 0))}
      >
        Dismiss
      </button>
    </div>
  );
}

/** Shown only when the learned encoder was chosen and the structural scorer stands in for it (not while it loads). */
function ModelNotice({ scorer }: { scorer: ScorerView | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !scorer || scorer.chosen !== 'encoder' || scorer.backend !== 'structural' || scorer.loading)
    return null;
  return (
    <div
      role="status"
      aria-label="Model notice"
      data-testid="model-notice"
      className={`${BANNER} border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100`}
    >
      <p>
        <b>The learned encoder is not in use</b>: {scorer.reason ?? 'it could not be loaded'}. The State-Path menu is
        built with the structural scorer (fitted on the dev sets, the default under Advanced → Membership scorer).
      </p>
      <button type="button" className={DISMISS} onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}

/** Banners for faults the user should know about: a restarted worker, a chosen encoder that fell back. */
export function Notices({ scorer }: { scorer: ScorerView | undefined }) {
  return (
    <>
      <WorkerNotice />
      <ModelNotice scorer={scorer} />
    </>
  );
}
