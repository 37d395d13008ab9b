import { describe, expect, it } from 'vitest';
import { sendAfterPaint } from './largeCatalog';

describe('sendAfterPaint', () => {
  const paint = () => {
    let done = (): void => undefined;
    const painted = new Promise<void>((resolve) => (done = resolve));
    return { painted: () => painted, done: () => done() };
  };

  it('sends a small catalog’s request at once, without reading the signal', async () => {
    const sent: string[] = [];
    let read = false;
    await sendAfterPaint(
      false,
      () => ((read = true), new AbortController().signal),
      async () => sent.push('menus'),
      () => new Promise<void>(() => undefined),
    );
    expect(sent).toEqual(['menus']);
    expect(read).toBe(false);
  });

  it('sends a large catalog’s request only after the paint', async () => {
    const sent: string[] = [];
    const frame = paint();
    const result = sendAfterPaint(
      true,
      () => new AbortController().signal,
      async () => (sent.push('menus'), 'view'),
      frame.painted,
    );
    await Promise.resolve();
    expect(sent).toEqual([]);
    frame.done();
    await expect(result).resolves.toBe('view');
    expect(sent).toEqual(['menus']);
  });

  it('never sends a request cancelled before the paint', async () => {
    const sent: string[] = [];
    const frame = paint();
    const controller = new AbortController();
    const result = sendAfterPaint(
      true,
      () => controller.signal,
      async () => sent.push('menus'),
      frame.painted,
    );
    controller.abort(new Error('overtaken'));
    frame.done();
    await expect(result).rejects.toThrow('overtaken');
    expect(sent).toEqual([]);
  });
});
