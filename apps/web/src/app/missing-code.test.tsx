import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../lib/reload-page', () => ({ reloadPage }));

/** A fresh copy of the module per test (a new page): it remembers a reload it started for the life of the page. */
async function missingCode() {
  vi.resetModules();
  return import('./missing-code');
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://dayleaf.example/assets/feed-route-old.js');

describe('reloadForMissingCode', () => {
  beforeEach(() => reloadPage.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('when code is missing the first time, then the page reloads once', async () => {
    const { reloadForMissingCode } = await missingCode();
    expect(reloadForMissingCode(1_000_000)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // The same page asking again while it goes (a second failed chunk) starts no second reload.
    expect(reloadForMissingCode(1_000_100)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('when the reloaded page still misses code, then no second reload: the screen shows the error', async () => {
    const first = await missingCode();
    first.reloadForMissingCode(1_000_000);
    const reloaded = await missingCode();
    expect(reloaded.reloadForMissingCode(1_000_000 + 60_000)).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('when the last reload for missing code was long ago (another deploy), then it reloads again', async () => {
    const first = await missingCode();
    first.reloadForMissingCode(1_000_000);
    const later = await missingCode();
    expect(later.reloadForMissingCode(1_000_000 + 6 * 60_000)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('when the browser is offline, then no reload (the code cannot come, and the screen would be lost)', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { reloadForMissingCode } = await missingCode();
    expect(reloadForMissingCode(1_000_000)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("when Vite's preloader reports missing code, then the page reloads and the error goes no further", async () => {
    const { listenForMissingCode } = await missingCode();
    listenForMissingCode();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('tells missing code from other errors', async () => {
    const { isMissingCodeError } = await missingCode();
    expect(isMissingCodeError(chunkError())).toBe(true);
    expect(isMissingCodeError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCodeError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isMissingCodeError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isMissingCodeError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('ScreenErrorBoundary', () => {
  beforeEach(() => reloadPage.mockClear());

  async function renderScreen(load: () => Promise<{ default: () => ReactElement }>) {
    vi.resetModules();
    const { ScreenErrorBoundary, reportCaughtError } = await import('./screen-error-boundary');
    const Screen = lazy(load);
    return render(
      <ScreenErrorBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>,
      { onCaughtError: reportCaughtError },
    );
  }

  it("when a screen's code is missing, then the page reloads once and the screen says it is loading meanwhile", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderScreen(() => Promise.reject(chunkError()));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.mocked(console.warn).mockRestore();
  });

  it('when the code is still missing after the reload, then a readable error with a Reload button, never a blank screen', async () => {
    sessionStorage.setItem('dayleaf:reloaded-for-missing-code', String(Date.now()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderScreen(() => Promise.reject(chunkError()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not load');
    expect(alert).toHaveTextContent('Part of Dayleaf did not arrive');
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('when a screen fails for another reason, then the error with Reload and no automatic reload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderScreen(async () => ({
      default: () => {
        throw new Error('broken screen');
      },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while showing it.');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.slice(0, 2)).toEqual(['A screen failed to render', expect.any(Error)]);
    warn.mockRestore();
  });
});
