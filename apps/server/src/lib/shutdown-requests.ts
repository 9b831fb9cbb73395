import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorCode } from '@inkwell/domain/errors';

/**
 * The requests and connections of one HTTP server, watched from outside Fastify (decision 022):
 * - a request body must keep arriving: at least `minBytesPerSecond` over every `windowMs` (a body that
 *   stops, or trickles a byte now and then, is answered 408 REQUEST_TOO_SLOW and its connection closed);
 * - at shutdown, `drain` waits for the requests in flight up to a bound, then cuts what is left: a body
 *   still arriving is answered 503 SERVER_RESTARTING (nothing was done with it, so it can be sent again),
 *   an answer still being sent and every other open connection are closed. A handler still working
 *   on a whole request is left to finish and answer.
 * Node's own header and request timeouts stop at server.close(), so the bound must be kept here.
 */

export interface BodyRule {
  windowMs: number;
  minBytesPerSecond: number;
}

interface InFlight {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  hasBody: boolean;
  windowStart: number;
  windowBytes: number;
}

export interface DrainFigures {
  /** Requests in flight when the drain began. */
  inFlight: number;
  /**
   * Of those and later ones, bodies still arriving at the bound (answered 503) and answers still being sent (closed).
   */
  cutBodies: number;
  cutAnswers: number;
  /** Connections with no request in progress closed at the bound (half-sent headers, idle keep-alive). */
  closedConnections: number;
}

/** How long a cut connection may still take to deliver its short answer before it is destroyed. */
const LINGER_MS = 500;
const RETRY_AFTER_SECONDS = 5;

/** A problem answer written straight to the socket: the request never reached a reply, or never will. */
export function rawProblem(code: ErrorCode): string {
  const { status, detail } = ERRORS[code];
  const body = JSON.stringify({
    type: `urn:inkwell:problem:${code.toLowerCase().replaceAll('_', '-')}`,
    status,
    title: STATUS_CODES[status],
    detail,
    code,
  });
  const retry = status === 503 ? `Retry-After: ${RETRY_AFTER_SECONDS}\r\n` : '';
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n${retry}Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`
  );
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function trackRequests(server: Server, rule: BodyRule) {
  const inFlight = new Set<InFlight>();
  const sockets = new Set<Socket>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const entry: InFlight = {
      req,
      res,
      socket: req.socket,
      hasBody: hasBody(req),
      windowStart: Date.now(),
      windowBytes: req.socket.bytesRead,
    };
    inFlight.add(entry);
    res.once('close', () => inFlight.delete(entry));
  });

  const receiving = (entry: InFlight) => entry.hasBody && !entry.req.complete && !entry.socket.destroyed;

  /** Answers (when nothing was answered yet) and closes the connection, without waiting for the rest of the body. */
  const cut = (entry: InFlight, code: ErrorCode) => {
    inFlight.delete(entry);
    const { socket, res } = entry;
    if (res.headersSent || !socket.writable) return void socket.destroy();
    socket.end(rawProblem(code));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };

  const checkBodies = () => {
    const now = Date.now();
    for (const entry of inFlight) {
      if (!receiving(entry)) continue;
      const bytes = entry.socket.bytesRead;
      // Unread body waiting in the request stream: the handler is the slow one, not the client.
      if (entry.req.readableLength > 0 || now - entry.windowStart < rule.windowMs) {
        if (entry.req.readableLength > 0) Object.assign(entry, { windowStart: now, windowBytes: bytes });
        continue;
      }
      if (bytes - entry.windowBytes < (rule.minBytesPerSecond * rule.windowMs) / 1000)
        cut(entry, draining ? 'SERVER_RESTARTING' : 'REQUEST_TOO_SLOW');
      else Object.assign(entry, { windowStart: now, windowBytes: bytes });
    }
  };
  const checker = setInterval(checkBodies, Math.max(50, Math.min(1000, rule.windowMs / 4)));
  checker.unref();

  return {
    /** Requests received and not answered yet. */
    size: () => inFlight.size,

    stop: () => clearInterval(checker),

    /**
     * Waits until no request is in flight or `graceMs` passed, closing connections as they fall
     * idle (an answered keep-alive connection, a live stream the events feature ended), then cuts
     * what is left past the bound. Resolves with the figures once nothing but working handlers is left.
     */
    async drain(graceMs: number, done: Promise<unknown>): Promise<DrainFigures> {
      draining = true;
      const figures: DrainFigures = { inFlight: inFlight.size, cutBodies: 0, cutAnswers: 0, closedConnections: 0 };
      const deadline = Date.now() + graceMs;
      let finished = false;
      void done.finally(() => (finished = true));
      while (!finished && inFlight.size > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (finished || inFlight.size === 0) {
        server.closeIdleConnections();
        for (const socket of sockets) if (![...inFlight].some((entry) => entry.socket === socket)) socket.destroy();
        return figures;
      }
      const working = new Set<Socket>();
      for (const entry of [...inFlight]) {
        if (receiving(entry)) {
          figures.cutBodies += 1;
          cut(entry, 'SERVER_RESTARTING');
        } else if (entry.res.headersSent) {
          figures.cutAnswers += 1;
          cut(entry, 'SERVER_RESTARTING');
        } else working.add(entry.socket);
      }
      for (const socket of sockets) {
        if (working.has(socket) || socket.destroyed || !socket.writable) continue;
        figures.closedConnections += 1;
        socket.destroy();
      }
      return figures;
    },
  };
}

export type RequestTracker = ReturnType<typeof trackRequests>;
