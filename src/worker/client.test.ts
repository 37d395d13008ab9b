import { afterEach, describe, expect, it, vi } from 'vitest';
import { InspectorClient, faultsEnabled, type WorkerRestart } from './client';
import type { RequestMessage } from './protocol';

/** A worker stand-in: records what it was sent; the test answers, crashes or hangs it. */
class FakeWorker extends EventTarget {
  sent: RequestMessage[] = [];
  terminated = false;
  postMessage(message: RequestMessage): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(id: number, result: unknown): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'result', id, kind: 'summary', result } }));
  }
  crash(message: string): void {
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
}

function fakeClient(options = {}): { client: InspectorClient; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const client = new InspectorClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  }, options);
  return { client, workers };
}

afterEach(() => vi.useRealTimers());

describe('InspectorClient restarts', () => {
  it('resends a waiting request to a new worker after a crash and reports the restart', async () => {
    const { client, workers } = fakeClient();
    const restarts: WorkerRestart[] = [];
    client.onRestart((r) => restarts.push(r));
    const summary = client.request({ kind: 'summary' });
    workers[0]?.crash('boom');
    expect(workers[0]?.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    const resent = workers[1]?.sent[0];
    expect(resent?.kind).toBe('summary');
    workers[1]?.answer(resent?.id ?? -1, { ok: 1 });
    await expect(summary).resolves.toEqual({ ok: 1 });
    expect(restarts).toEqual([
      { reason: 'the inspector worker crashed: boom', restarts: 1, retried: 1, failed: 0, gaveUp: false },
    ]);
    expect(client.lastRestart()?.restarts).toBe(1);
  });

  it('fails a request that crashed the worker twice with a readable error', async () => {
    const { client, workers } = fakeClient();
    const summary = client.request({ kind: 'summary' });
    workers[0]?.crash('boom');
    workers[1]?.crash('boom again');
    await expect(summary).rejects.toThrow(
      'the inspector worker crashed: boom again while computing this request; it was restarted, try again',
    );
    expect(workers).toHaveLength(3);
  });

  it('does not resend a change to stored data (it may have been saved already)', async () => {
    const { client, workers } = fakeClient();
    const edit = client.request({ kind: 'undoEdit', catalogId: 'c1' });
    workers[0]?.crash('boom');
    await expect(edit).rejects.toThrow('during this change; it was restarted: check the catalog library');
    expect(workers[1]?.sent).toEqual([]);
    expect(client.lastRestart()).toMatchObject({ retried: 0, failed: 1 });
  });

  it('restarts a worker that stops answering', async () => {
    vi.useFakeTimers();
    const { client, workers } = fakeClient({ stallMs: 1000, startupGraceMs: 0 });
    const summary = client.request({ kind: 'summary' });
    vi.advanceTimersByTime(1500);
    expect(workers).toHaveLength(2);
    expect(client.lastRestart()?.reason).toBe('the inspector worker stopped answering for 1 s');
    workers[1]?.answer(workers[1].sent[0]?.id ?? -1, 'late');
    await expect(summary).resolves.toBe('late');
  });

  it('gives a worker that just started its startup grace before calling it hung', () => {
    vi.useFakeTimers();
    const { client, workers } = fakeClient({ stallMs: 1000, startupGraceMs: 5000 });
    void client.request({ kind: 'summary' }).catch(() => undefined);
    vi.advanceTimersByTime(3000);
    expect(workers).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(workers).toHaveLength(2);
  });

  it('gives up after too many crashes and says to reload', async () => {
    const { client, workers } = fakeClient({ maxRestarts: 1 });
    workers[0]?.crash('a');
    workers[1]?.crash('b');
    expect(client.lastRestart()?.gaveUp).toBe(true);
    await expect(client.request({ kind: 'summary' })).rejects.toThrow('reload the page');
  });

  it('enables fault injection only with ?faults=1', () => {
    expect(faultsEnabled('?faults=1')).toBe(true);
    expect(faultsEnabled('?faults=0')).toBe(false);
    expect(faultsEnabled('')).toBe(false);
  });
});
