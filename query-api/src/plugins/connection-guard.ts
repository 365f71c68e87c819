import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from '../client-address.js';
import type { ConnectionLimits } from '../config.js';

interface Tracked {
  socket: Socket;
  address: string;
  /** Requests received and not yet answered on this connection. */
  busy: number;
  /** When it connected; until its first request it is spared for FIRST_REQUEST_GRACE_MS. */
  openedAt: number;
  used: boolean;
}

/** A new connection may send its first request this long before it counts as idle (the headers timeout still applies). */
const FIRST_REQUEST_GRACE_MS = 1000;

/** Fraction of maxConnections above which each new connection first closes the oldest idle one. */
const SHED_FROM = 0.9;

/**
 * Keeps a connection slot for every new client (issue 32, finding 1): idle
 * keep-alive connections must not hold the server's slots. Node's own
 * `server.maxConnections` refuses the newcomer and keeps the idle ones, so
 * this guard replaces it. A connection is idle when none of its requests is
 * waiting for an answer (a connection that has sent nothing yet is idle
 * too, after a second's grace to send its first request). Per client address, at most `maxConnectionsPerAddress` are kept: a
 * new one from an address at its cap closes that address's oldest idle one,
 * or is refused when all of them are busy. Near `maxConnections` (90 %),
 * each new connection closes the oldest idle one of any address; at the cap
 * with none idle, the newcomer is refused.
 */
export function guardConnections(server: Server, limits: ConnectionLimits) {
  const open = new Map<Socket, Tracked>();
  // Idle connections, oldest idle first (a Map keeps insertion order; re-inserted when they become idle).
  const idle = new Map<Socket, Tracked>();
  const idleByAddress = new Map<string, Map<Socket, Tracked>>();
  const countByAddress = new Map<string, number>();
  const shedFrom = Math.max(1, Math.floor(limits.maxConnections * SHED_FROM));

  const markIdle = (t: Tracked) => {
    idle.delete(t.socket);
    idle.set(t.socket, t);
    let mine = idleByAddress.get(t.address);
    if (!mine) idleByAddress.set(t.address, (mine = new Map()));
    mine.delete(t.socket);
    mine.set(t.socket, t);
  };
  const markBusy = (t: Tracked) => {
    idle.delete(t.socket);
    const mine = idleByAddress.get(t.address);
    mine?.delete(t.socket);
    if (mine?.size === 0) idleByAddress.delete(t.address);
  };
  const forget = (t: Tracked) => {
    if (!open.delete(t.socket)) return;
    markBusy(t);
    const n = (countByAddress.get(t.address) ?? 1) - 1;
    if (n > 0) countByAddress.set(t.address, n);
    else countByAddress.delete(t.address);
  };
  /** Closes the oldest idle connection of `among` (new ones within their grace are spared); false when there is none. */
  const shedOldest = (among: Map<Socket, Tracked> | undefined) => {
    const now = performance.now();
    for (const t of among?.values() ?? []) {
      if (!t.used && now - t.openedAt < FIRST_REQUEST_GRACE_MS) continue;
      forget(t);
      t.socket.destroy();
      return true;
    }
    return false;
  };

  server.on('connection', (socket: Socket) => {
    const address = addressKey(socket.remoteAddress);
    if ((countByAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress) {
      if (!shedOldest(idleByAddress.get(address))) return void socket.destroy();
    }
    if (open.size >= shedFrom && !shedOldest(idle) && open.size >= limits.maxConnections) return void socket.destroy();
    const t: Tracked = { socket, address, busy: 0, openedAt: performance.now(), used: false };
    open.set(socket, t);
    countByAddress.set(address, (countByAddress.get(address) ?? 0) + 1);
    markIdle(t);
    socket.once('close', () => forget(t));
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const t = open.get(request.socket);
    if (!t) return;
    t.busy++;
    t.used = true;
    markBusy(t);
    response.once('close', () => {
      t.busy--;
      if (t.busy === 0 && open.has(t.socket)) markIdle(t);
    });
  });
}
