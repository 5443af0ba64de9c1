import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * The app's HTTP server, whose requests and responses are born with the app's prototypes (`app.request`,
 * `app.response`): Express's per-request `Object.setPrototypeOf` kept every request alive until a full collection,
 * and the young collections' pauses were the API's p99 (decision 088).
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
