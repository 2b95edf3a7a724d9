/**
 * The hub's periodic session check (RealtimeHub.checkSessions) against sockets that open while it reads the
 * sessions: a socket whose session the check did not read must stay open, one whose session ended must close.
 */
import { EventEmitter } from 'node:events';
import { REALTIME_CLOSE_SESSION_ENDED } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocketModule, { type WebSocket } from 'ws';
import { sessions } from '../../../db/schema';
import { signedIn, useTestApp } from '../../../test/harness';
import type { ChangeSubscriber } from '../change-feed';
import { RealtimeHub, textFrame } from '../realtime-hub';

const t = useTestApp();

/** What the hub uses of a socket; records how the server closed it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  closedWith: number | undefined;
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
  send() {}
  ping() {}
  terminate() {
    this.close(1006);
  }
}

/** A feed that publishes nothing: only the periodic check can close a socket here. */
const silentFeed: ChangeSubscriber = { subscribe: () => () => {}, onGap: () => () => {} };

function hubOf() {
  const { config } = t.app.ctx;
  return new RealtimeHub(silentFeed, {
    db: t.app.ctx.db,
    now: t.app.ctx.now,
    log: t.app.log,
    policy: { idleTimeoutS: config.SESSION_IDLE_TIMEOUT_S, maxAgeS: config.SESSION_MAX_AGE_S },
    // Far away: the test runs the check itself.
    sessionCheckMs: 3_600_000,
  });
}

/** A signed-in person and their open socket's owner, as the route hands it to the hub. */
async function owner() {
  const { user } = await signedIn(t.app, 'technician');
  const [session] = await t.app.ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.user_id, user.id));
  return { userId: user.id, sessionId: session.id, role: 'technician' as const, siteIds: null };
}

const add = (hub: RealtimeHub, who: Awaited<ReturnType<typeof owner>>) => {
  const socket = new FakeSocket();
  hub.add(socket as unknown as WebSocket, who);
  return socket;
};

describe('RealtimeHub.checkSessions', () => {
  it('keeps a socket that opened while the check was reading the sessions, and closes an ended one', async () => {
    const [before, during, revoked] = await Promise.all([owner(), owner(), owner()]);
    const hub = hubOf();
    try {
      const opened = add(hub, before);
      const ended = add(hub, revoked);
      await t.app.ctx.db
        .update(sessions)
        .set({ revoked_at: t.app.ctx.now().toISOString() })
        .where(eq(sessions.id, revoked.sessionId));

      const checking = hub.checkSessions();
      // A browser's socket opens while the sessions are read (on PostgreSQL the read leaves the event loop
      // free, and a group's 1,000 sockets keep opening): its session was valid when the route accepted it.
      const late = add(hub, during);
      await checking;

      expect(late.closedWith).toBeUndefined();
      expect(opened.closedWith).toBeUndefined();
      expect(ended.closedWith).toBe(REALTIME_CLOSE_SESSION_ENDED);
      expect(hub.size).toBe(2);

      // The next check reads the late socket's session too, and keeps it.
      await hub.checkSessions();
      expect(late.closedWith).toBeUndefined();
    } finally {
      hub.close();
    }
  });
});

describe('textFrame', () => {
  // ws frames a server's text message this way; its Sender is not in its type definitions.
  const { Sender } = WebSocketModule as unknown as {
    Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
  };

  it.each([0, 5, 125, 126, 200, 65_535, 65_536, 70_000])('frames %i bytes as ws does', (length) => {
    const message = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
    const expected = Buffer.concat(
      Sender.frame(Buffer.from(message), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
    );
    expect(textFrame(message).equals(expected)).toBe(true);
  });
});
