import { describe, expect, it } from 'vitest';
import { nextRetryDelay, RETRY_FIRST_MS, RETRY_MAX_MS, statusOnChange, statusWithNothingToSave } from './autosave';

describe('nextRetryDelay', () => {
  it('when saves keep failing, then each wait doubles from 3 s and stops growing at a minute', () => {
    const waits = [RETRY_FIRST_MS];
    for (let i = 0; i < 6; i++) waits.push(nextRetryDelay(waits.at(-1)!));
    expect(waits).toEqual([3000, 6000, 12_000, 24_000, 48_000, RETRY_MAX_MS, RETRY_MAX_MS]);
  });
});

describe('statusOnChange', () => {
  it('when a row changes, then the list says Saving..., unless a failed save still waits to be tried again', () => {
    expect(statusOnChange('idle')).toBe('saving');
    expect(statusOnChange('saved')).toBe('saving');
    expect(statusOnChange('saving')).toBe('saving');
    expect(statusOnChange('retrying')).toBe('retrying');
  });
});

describe('statusWithNothingToSave', () => {
  it('when a save finds nothing to send, then Saving... turns to Saved and anything else stays', () => {
    expect(statusWithNothingToSave('saving')).toBe('saved');
    expect(statusWithNothingToSave('idle')).toBe('idle');
    expect(statusWithNothingToSave('saved')).toBe('saved');
    expect(statusWithNothingToSave('retrying')).toBe('retrying');
  });
});
