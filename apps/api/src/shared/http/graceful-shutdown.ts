import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface TrackedSocket {
  served: number;
  active: boolean;
}

/**
 * Drains an HTTP server without cutting requests that already reached it. Node's closeIdleConnections()
 * treats a socket whose request has not been parsed yet as idle, so under load it resets requests the
 * client has already sent; here a socket counts as idle only once it has answered a request and has
 * nothing in progress. Sockets that never send anything are closed after `silentSocketGraceMs`.
 * The listening socket stays open for `acceptGraceMs` first: connections the kernel has already
 * completed but a busy event loop has not accepted yet would otherwise be reset when it closes.
 */
export function drainableServer(server: Server, silentSocketGraceMs = 8000, acceptGraceMs = 1000) {
  const sockets = new Map<Socket, TrackedSocket>();
  let draining = false;

  server.on('connection', (socket) => {
    sockets.set(socket, { served: 0, active: false });
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = sockets.get(req.socket);
    if (state) state.active = true;
    // While draining, answers tell keep-alive clients not to reuse the connection.
    if (draining) res.setHeader('Connection', 'close');
    res.on('finish', () => {
      if (!state) return;
      state.active = false;
      state.served += 1;
      if (draining) req.socket.end();
    });
  });

  return {
    /** Stops accepting, lets in-flight and already-sent requests finish, then resolves. */
    async drain(): Promise<void> {
      draining = true;
      for (const [socket, state] of sockets) if (state.served > 0 && !state.active) socket.end();
      await new Promise((resolve) => setTimeout(resolve, acceptGraceMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [socket, state] of sockets) if (state.served > 0 && !state.active) socket.end();
      setTimeout(() => {
        for (const [socket, state] of sockets) if (!state.active) socket.destroy();
      }, silentSocketGraceMs).unref();
      return closed;
    },
  };
}
