import type { User } from '@dayleaf/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { renderWithProviders } from './render';

/** Renders a signed-in screen at /subscribe or /subscription with the app's query client. */
export function renderSignedIn(user: User, element: ReactNode, path = '/subscription') {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
      <Route path="/subscription" element={<p>Subscription screen</p>} />
    </Routes>,
    { user, path, queryClient: createQueryClient() },
  );
}
