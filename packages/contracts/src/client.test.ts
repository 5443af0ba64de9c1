import { expect, it, vi } from 'vitest';

// The web's first script imports this entry; any run-time path from it to zod puts zod and the schemas there.
vi.mock('zod', () => {
  throw new Error('@dayleaf/contracts/client loaded zod');
});

it('when the client entry loads, then zod is not loaded and routes are named by their plain facts', async () => {
  const client = await import('./client');
  expect(client.endpoints.login).toEqual({ method: 'POST', path: '/api/auth/login', auth: 'public', quota: true });
  expect(client.NEXT_CURSOR_HEADER).toBe('X-Next-Cursor');
});
