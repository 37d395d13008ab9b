import { useId, useState, type DragEvent } from 'react';
import { useTraceOverlay } from '../../queries/useRuns';
import { useRunsStore } from '../../stores/useRunsStore';
import { LoadProblem } from '../../app/LoadProblem';
import { EmaTable } from './EmaTable';
import { BUTTON, HEADING } from './runsFormat';
import { TraceOverlayColumn } from './TraceOverlayColumn';

/** Larger files are refused in the tab before they are read. */
const MAX_TRACE_MB = 20;

/**
 * Trace upload (file picker, or drop a file on the panel): tool-trajectories/v1, OpenAI chat,
 * Anthropic messages or OpenTelemetry spans, laid over both menus, with the EMA before/after.
 */
export function TracePanel() {
  const inputId = useId();
  const trace = useRunsStore((s) => s.trace);
  const setTrace = useRunsStore((s) => s.setTrace);
  const clearTrace = useRunsStore((s) => s.clearTrace);
  const overlay = useTraceOverlay();
  const [dragging, setDragging] = useState(false);
  const [readError, setReadError] = useState<Error | null>(null);
  const read = (file: File | undefined): void => {
    if (!file) return;
    setReadError(null);
    if (file.size > MAX_TRACE_MB * 1024 * 1024) {
      setReadError(new Error(`${file.name}: the trace file is larger than ${MAX_TRACE_MB} MB`));
      return;
    }
    file.text().then(
      (text) => setTrace(file.name, text),
      (e: unknown) => setReadError(e instanceof Error ? e : new Error(String(e))),
    );
  };
  const onDrop = (event: DragEvent): void => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer.files[0]);
  };
  const view = overlay.data;
  return (
    <section
      aria-label="Trace overlay"
      data-testid="trace-panel"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col gap-2 rounded border border-dashed p-2 ${dragging ? 'border-sky-500 bg-sky-50 dark:bg-sky-950/40' : 'border-slate-300 dark:border-slate-700'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className={HEADING}>Trace</h3>
        <label htmlFor={inputId} className="text-xs">
          Upload a trace file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="max-w-52 text-xs"
          onChange={(e) => read(e.target.files?.[0])}
        />
        {trace && (
          <button type="button" className={BUTTON} onClick={clearTrace}>
            Clear trace
          </button>
        )}
      </div>
      {!trace && (
        <p className="text-[11px] text-slate-600 dark:text-slate-400">
          …or drop one here: tool-trajectories/v1, OpenAI chat, Anthropic messages or OpenTelemetry GenAI spans (JSON).
        </p>
      )}
      {readError && <LoadProblem title="The trace could not be read" error={readError} />}
      {overlay.error && <LoadProblem title="The trace could not be laid over the menus" error={overlay.error} />}
      {trace && overlay.isFetching && !view && <p className="text-[11px]">Reading {trace.file}…</p>}
      {view && (
        <>
          <p data-testid="trace-summary" className="text-[11px]">
            {view.file}: {view.format}, {view.traceCount} trace{view.traceCount === 1 ? '' : 's'}; showing{' '}
            {view.traceId}
            {view.traceTaskId ? ` (task ${view.traceTaskId})` : ''}.
            {view.unmatched.length > 0 && (
              <span data-testid="trace-unmatched"> Unmatched names: {view.unmatched.join(', ')}.</span>
            )}
            {view.ambiguous.length > 0 && <span> Ambiguous: {view.ambiguous.join(', ')}.</span>}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <TraceOverlayColumn overlay={view.relevance} />
            <TraceOverlayColumn overlay={view.statePath} />
          </div>
          <EmaTable ema={view.ema} />
        </>
      )}
    </section>
  );
}
