import type { Socket } from 'node:net';
import { mayHearOfChange, REALTIME_CLOSE_SESSION_ENDED, type Role } from '@plantwise/domain';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { DbOrTx } from '../../db/client';
import type { SessionPolicy } from '../auth/sessions';
import { mayHearOfSites, type SiteScope } from '../auth/site-scope';
import type { ChangeEvent, ChangeSubscriber } from './change-feed';
import { currentAccess, validSessionIds } from './session-check';

/** Events the server uses itself (waking jobs, closing sockets); browsers never see them. */
const SERVER_ONLY_TABLES = new Set(['sessions', 'users', 'notification_queue', 'notification_broadcasts']);
/** A socket this far behind is dropped; its tab reconnects and refetches instead. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const HEARTBEAT_MS = 30_000;
/** 1012 "service restart": the browser reconnects at once and refetches what it shows. */
const RECONNECT_TO_RESYNC = 1012;

interface Client {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** Decides which tables' events this socket hears; read again when the person's profile changes. */
  role: Role;
  /**
   * The sites the person is limited to, or null for every site: a change of a row kept to sites is sent only
   * when one of its sites is among them (docs/decisions/site-access.md). Read again when their sites change.
   */
  siteIds: SiteScope;
  alive: boolean;
}

export interface RealtimeHubOptions {
  db: DbOrTx;
  policy: SessionPolicy;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often every open socket's session is checked again (expiry, idle timeout, revocation). */
  sessionCheckMs: number;
}

/**
 * An unmasked, final text frame (RFC 6455, section 5.2), as `ws` frames a server's message. With 1,000 sockets
 * the fan-out was mostly `ws` framing each send again and writing header and text as two chunks (a `writev`
 * converting the text each time): one shared buffer is one plain write a socket.
 */
export function textFrame(message: string): Buffer {
  const payload = Buffer.from(message);
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, length])
      : length < 65_536
        ? Buffer.from([0x81, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 127]), bigEndian64(length)]);
  return Buffer.concat([header, payload]);
}

function bigEndian64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
}

/**
 * The connection under a `ws` socket, when a pre-framed message may be written to it: no extension was
 * negotiated (the server offers none, so no compression), so `ws` never holds frames back in a queue of its
 * own and a frame written here keeps its place among the pings and the close `ws` writes.
 */
function streamOf(socket: WebSocket): Socket | undefined {
  if (socket.extensions !== '') return undefined;
  const stream = (socket as unknown as { _socket?: Socket })._socket;
  return stream && !stream.destroyed ? stream : undefined;
}

/**
 * The browsers connected to this instance. Each committed change is sent to them as
 * `{table, op, id}`; a socket closes (code 4401) as soon as its session ends.
 */
export class RealtimeHub {
  private readonly clients = new Set<Client>();
  private readonly timers: NodeJS.Timeout[];
  private readonly unsubscribe: Array<() => void>;
  private checking = false;

  constructor(
    feed: ChangeSubscriber,
    private readonly options: RealtimeHubOptions,
  ) {
    this.unsubscribe = [
      feed.subscribe((event) => this.onChange(event)),
      // Events were missed: every browser reconnects, and a reconnected client refetches everything.
      feed.onGap(() => this.closeWhere(() => true, RECONNECT_TO_RESYNC, 'Missed changes; reconnect')),
    ];
    this.timers = [
      setInterval(() => void this.checkSessions(), options.sessionCheckMs),
      setInterval(() => this.heartbeat(), HEARTBEAT_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  add(socket: WebSocket, owner: { userId: string; sessionId: string; role: Role; siteIds: SiteScope }): void {
    const client: Client = { socket, ...owner, alive: true };
    this.clients.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.clients.delete(client));
  }

  get size(): number {
    return this.clients.size;
  }

  /** Closes the sockets of sessions that are no longer valid; runs on a timer. */
  async checkSessions(): Promise<void> {
    if (this.checking || this.clients.size === 0) return;
    this.checking = true;
    try {
      // Only the sockets whose sessions were read are judged: sockets keep opening while the read waits for
      // the database, and their sessions, valid when the route accepted them, are not in its answer.
      const checked = new Set(this.clients);
      const ids = [...new Set([...checked].map((client) => client.sessionId))];
      const valid = await validSessionIds(this.options.db, ids, this.options.policy, this.options.now());
      this.closeWhere((client) => checked.has(client) && !valid.has(client.sessionId));
    } catch (error) {
      this.options.log.warn({ err: error }, 'Could not re-check realtime sessions; trying again later');
    } finally {
      this.checking = false;
    }
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    for (const client of this.clients) client.socket.close(1001, 'Server shutting down');
    this.clients.clear();
  }

  private onChange(event: ChangeEvent): void {
    if (event.table === 'sessions') this.closeWhere((client) => client.sessionId === event.id);
    else if (event.table === 'users') this.closeWhere((client) => client.userId === event.id);
    if (SERVER_ONLY_TABLES.has(event.table)) return;
    // The person's new role or sites decide what their sockets hear from the next change on; the event itself
    // is sent after they are read, so their screens refetch under the new access.
    if (event.table === 'profiles' || event.table === 'user_sites') {
      void this.refreshAccess(event.id).then(() => this.broadcast(event));
      return;
    }
    this.broadcast(event);
  }

  private broadcast(event: ChangeEvent): void {
    const message = JSON.stringify({ table: event.table, op: event.op, id: event.id });
    // Framed once for every socket: sending is then one write of a shared buffer each.
    const frame = textFrame(message);
    for (const client of this.clients) {
      if (!mayHearOfChange(event.table, { id: client.userId, role: client.role }, event.user_id)) continue;
      if (!mayHearOfSites(client.siteIds, event.sites)) continue;
      this.send(client, message, frame);
    }
  }

  /** A changed profile may carry a new role, a change of sites new sites: the person's sockets follow them. */
  private async refreshAccess(userId: string): Promise<void> {
    const mine = [...this.clients].filter((client) => client.userId === userId);
    if (mine.length === 0) return;
    try {
      const access = await currentAccess(this.options.db, userId);
      if (!access) return;
      for (const client of mine) {
        client.role = access.role;
        client.siteIds = access.siteIds;
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'Could not read a changed role or sites for realtime');
    }
  }

  private send(client: Client, message: string, frame: Buffer): void {
    const { socket } = client;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      this.clients.delete(client);
      return;
    }
    const stream = streamOf(socket);
    if (stream) stream.write(frame);
    else socket.send(message);
  }

  private closeWhere(
    predicate: (client: Client) => boolean,
    code = REALTIME_CLOSE_SESSION_ENDED,
    reason = 'Session ended',
  ): void {
    for (const client of this.clients) {
      if (!predicate(client)) continue;
      this.clients.delete(client);
      client.socket.close(code, reason);
    }
  }

  /** Drops sockets whose peer vanished without closing (no pong since the last ping). */
  private heartbeat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        this.clients.delete(client);
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }
}
