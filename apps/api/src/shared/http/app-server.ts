import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * The app's HTTP server, whose requests and responses are made with the app's own prototypes (`app.request`,
 * `app.response`). Express gives each request those prototypes with `Object.setPrototypeOf`, and V8 then keeps every
 * request's objects alive through the young generation's collections until a full one: under load each collection
 * copied tens of megabytes and paused the server for 50 to 100 ms, the p99 of a kept preview image
 * (bench/notes/2026-12-02-express-prototypes.md). A request born with the prototype it would be given is left as it is.
 */
export function createAppServer(app: Express): Server {
  function AppRequest(this: IncomingMessage, socket: Socket): IncomingMessage {
    return Reflect.construct(IncomingMessage, [socket], AppRequest) as IncomingMessage;
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown): ServerResponse {
    return Reflect.construct(ServerResponse, [req, options], AppResponse) as ServerResponse;
  }
  AppResponse.prototype = app.response;
  return createServer(
    { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse },
    app,
  );
}
