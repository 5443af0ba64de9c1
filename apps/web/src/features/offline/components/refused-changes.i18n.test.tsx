import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import type { RefusedWrite } from '../lazy-outbox';
import RefusedChanges from './refused-changes';

const refusal = (n: number): RefusedWrite => ({
  id: `write-${n}`,
  userId: '00000000-0000-4000-8000-0000000000aa',
  description: `Tarea ${n}`,
  reason: 'El servidor no lo aceptó.',
  at: '2026-11-29T10:00:00.000Z',
});

describe('RefusedChanges in other languages', () => {
  it('says what was not kept in Spanish, with its plural', async () => {
    await activateLocale('es');
    const { rerender } = render(<RefusedChanges refused={[refusal(1)]} />);
    expect(screen.getByRole('region', { name: 'No guardado' })).toBeInTheDocument();
    expect(screen.getByText('Este cambio hecho sin conexión no se conservó:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar: Tarea 1' })).toBeInTheDocument();
    rerender(<RefusedChanges refused={[refusal(1), refusal(2)]} />);
    expect(screen.getByText('Estos cambios hechos sin conexión no se conservaron:')).toBeInTheDocument();
  });

  it('uses the Arabic dual for two changes', async () => {
    await activateLocale('ar');
    render(<RefusedChanges refused={[refusal(1), refusal(2)]} />);
    expect(screen.getByText('لم يُحتفظ بهذين التغييرين اللذين أُجريا دون اتصال:')).toBeInTheDocument();
  });
});
