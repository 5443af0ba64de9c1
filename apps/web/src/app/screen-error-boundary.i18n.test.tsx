import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n/i18n';
import { reportCaughtError, ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('broken screen');
}

describe('ScreenErrorBoundary in Spanish', () => {
  it('says the screen could not load, and offers a reload, in Spanish', async () => {
    await activateLocale('es');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
      { onCaughtError: reportCaughtError },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta pantalla no se pudo cargar');
    expect(alert).toHaveTextContent('Algo salió mal al mostrarla. Recargar suele solucionarlo.');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
