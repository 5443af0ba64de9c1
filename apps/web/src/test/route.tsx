import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { HttpResponse } from './msw/contract';
import { server } from './msw/server';
import { usersHandlers } from './msw/users';
import { makeUser, renderWithProviders } from './render';

/** The address the app is at, for a test to read by its label. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/**
 * Renders `screen` as the app's route `route` at `path`, with "Elsewhere" at every other path and the address shown
 * (an output labelled "address"); signed in as makeUser() when `signedIn`, else signed out.
 */
export function renderAtRoute(route: string, screen: ReactElement, { signedIn, path }: { signedIn: boolean; path: string }) {
  if (signedIn) server.use(usersHandlers.getUser(() => HttpResponse.json(makeUser())));
  return renderWithProviders(
    <>
      <Routes>
        <Route path={route} element={screen} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { path, ...(signedIn ? { user: makeUser() } : {}) },
  );
}
