import { describe, expect, it } from 'vitest';
import { storageErrorLine } from './storageErrorLine';

describe('storageErrorLine', () => {
  it('says plainly when the quota is exceeded', () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    expect(storageErrorLine(quota, 'save the edit')).toBe(
      "could not save the edit: the browser's storage for this site is full (QuotaExceededError)",
    );
  });

  it('keeps the name and the first line of other errors', () => {
    const aborted = Object.assign(new Error('Version change transaction was aborted\nin upgradeneeded'), {
      name: 'AbortError',
    });
    expect(storageErrorLine(aborted, 'open the catalog store')).toBe(
      'could not open the catalog store: AbortError: Version change transaction was aborted',
    );
    expect(storageErrorLine({ name: 'UnknownError', message: '' }, 'read')).toBe('could not read: UnknownError');
    expect(storageErrorLine(null, 'read')).toBe('could not read: unknown error');
  });
});
