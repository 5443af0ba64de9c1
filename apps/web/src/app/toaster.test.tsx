import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_GAP, useToastsAbove } from '../components/ui/toast-clearance';
import { observeNoResizes } from '../test/resize-observer';
import AppToaster from './toaster';

// jsdom lays nothing out: the sheet is 300 px tall, its bottom 88 px above the viewport's.
const SHEET = { height: 300, top: () => window.innerHeight - 88 - 300 };

beforeEach(() => {
  observeNoResizes();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ x: 16, y: SHEET.top(), width: 358, height: SHEET.height }));
});

afterEach(() => {
  act(() => void toast.dismiss());
  vi.restoreAllMocks();
});

function Sheet({ shown }: { shown: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useToastsAbove(ref, shown);
  return shown ? <section ref={ref} aria-label="Trophy unlocked!" /> : null;
}

/** The toaster's bottom offsets, wide and narrow, as sonner sets them on its list. */
function offsets() {
  const list = screen.getByRole('region', { name: /Notifications/ }).querySelector<HTMLElement>('[data-sonner-toaster]')!;
  return [list.style.getPropertyValue('--offset-bottom'), list.style.getPropertyValue('--mobile-offset-bottom')];
}

describe('AppToaster', () => {
  it('when a sheet rises over the bottom, then toasts stand just above it, on phones and wide screens; when it goes, they go back to 88 px', async () => {
    const { rerender } = render(
      <>
        <Sheet shown={false} />
        <AppToaster />
      </>,
    );
    act(() => void toast.success('Profile saved successfully!'));
    await screen.findByText('Profile saved successfully!');
    expect(offsets()).toEqual(['88px', '88px']);

    rerender(
      <>
        <Sheet shown />
        <AppToaster />
      </>,
    );
    const above = `${88 + SHEET.height + TOAST_GAP}px`;
    expect(offsets()).toEqual([above, above]);

    rerender(
      <>
        <Sheet shown={false} />
        <AppToaster />
      </>,
    );
    expect(offsets()).toEqual(['88px', '88px']);
  });
});
