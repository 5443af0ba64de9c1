import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { registerServiceWorker } from './service-worker';

// The registration module vite-plugin-pwa generates; here it only records what the app asked of it.
const registration = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined, activateUpdate: vi.fn(async () => {}) }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    registration.options = options;
    return registration.activateUpdate;
  },
}));

describe('registerServiceWorker', () => {
  beforeEach(() => {
    registration.options = undefined;
    registration.activateUpdate.mockClear();
  });

  it('registers at once (the page has already settled) and shows no toast while nothing new is waiting', async () => {
    renderWithProviders(<div />);
    registerServiceWorker();
    expect(registration.options?.immediate).toBe(true);
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
  });

  it('when a new build is waiting, then "Update available" with Reload; Reload activates the new worker', async () => {
    renderWithProviders(<div />);
    registerServiceWorker();
    registration.options!.onNeedRefresh!();
    expect(await screen.findByText('Update available')).toBeInTheDocument();
    expect(registration.activateUpdate).not.toHaveBeenCalled();
    // A click without the pointer events sonner's swipe handling needs (jsdom has no pointer capture).
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // The registration module reloads the page once the new worker controls it.
    await waitFor(() => expect(registration.activateUpdate).toHaveBeenCalledTimes(1));
  });

  it('when the waiting build is reported again, then still one toast', async () => {
    renderWithProviders(<div />);
    registerServiceWorker();
    registration.options!.onNeedRefresh!();
    registration.options!.onNeedRefresh!();
    await screen.findByText('Update available');
    await waitFor(() => expect(screen.getAllByText('Update available')).toHaveLength(1));
  });

  it('when registering fails, then it is logged as a warning and the app goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerServiceWorker();
    registration.options!.onRegisterError!(new Error('SecurityError'));
    expect(warn).toHaveBeenCalledWith('Service worker not registered', expect.any(Error));
    warn.mockRestore();
  });
});
