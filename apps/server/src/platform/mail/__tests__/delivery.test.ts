import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../app';
import { type Database, openDatabase } from '../../../db/client';
import { mail_outbox } from '../../../db/schema';
import { createTestApp, TEST_ENV, type TestApp } from '../../../test/harness';
import { decodedBody, header, type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { deliverDueMail, MAIL_LEASE_SECONDS } from '../delivery';
import { claimDueMail, enqueueMail, MAIL_JOB } from '../outbox';
import { renderMail } from '../render';

let t: TestApp;
let peer: SmtpPeer;
let refuse: ((to: string) => { code: number; message: string } | undefined) | undefined;

beforeAll(async () => {
  peer = await startSmtpPeer({ onRcptTo: (address) => refuse?.(address.address) });
  t = await createTestApp({ env: { SMTP_URL: peer.url, MAIL_MAX_ATTEMPTS: '3' } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
beforeEach(async () => {
  refuse = undefined;
  peer.received.length = 0;
  await t.app.ctx.db.delete(mail_outbox);
});

const outboxRow = async (id: string) =>
  (await t.app.ctx.db.select().from(mail_outbox).where(eq(mail_outbox.id, id)))[0]!;

/** Makes a mail that waits for its retry due now. */
const makeDue = (id: string) =>
  t.app.ctx.db.execute(
    sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where id = ${id}`,
  );

describe('mail delivery over SMTP', () => {
  it('sends a queued mail with a plain-text and an HTML part and records it as sent', async () => {
    const mail = renderMail({
      subject: 'Welcome to Plantwise',
      greeting: 'Hello Tess,',
      paragraphs: ['You have been invited.'],
      action: { label: 'Join', url: 'http://localhost:3000/invite/accept/abc' },
    });
    const id = await t.app.ctx.db.transaction((tx) =>
      enqueueMail(tx, { kind: 'account', to: 'tess@plant.test', ...mail }),
    );
    expect(await deliverDueMail(t.app.ctx)).toBe(1);

    expect(peer.received).toHaveLength(1);
    const [received] = peer.received;
    expect(received.to).toEqual(['tess@plant.test']);
    expect(header(received.raw, 'Subject')).toBe('Welcome to Plantwise');
    expect(header(received.raw, 'X-Plantwise-Mail-Id')).toBe(id);
    expect(received.raw).toMatch(/Content-Type: text\/plain/);
    expect(received.raw).toMatch(/Content-Type: text\/html/);
    expect(decodedBody(received.raw)).toContain('Join: http://localhost:3000/invite/accept/abc');

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(await deliverDueMail(t.app.ctx)).toBe(0);
  });

  it('retries a temporary refusal after the back-off and records the error', async () => {
    let refusals = 1;
    refuse = () => (refusals-- > 0 ? { code: 451, message: 'Try again later' } : undefined);
    const id = await enqueueMail(t.app.ctx.db, {
      kind: 'account',
      to: 'retry@plant.test',
      subject: 'Retry',
      text: 'Body',
    });

    await deliverDueMail(t.app.ctx);
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toMatch(/Try again later/);
    const waitS = (Date.parse(failed.next_attempt_at) - Date.now()) / 1000;
    expect(waitS).toBeGreaterThan(20);
    expect(waitS).toBeLessThanOrEqual(31);
    // Not due yet: nothing is sent before the back-off has passed.
    expect(await deliverDueMail(t.app.ctx)).toBe(0);

    await makeDue(id);
    expect(await deliverDueMail(t.app.ctx)).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(peer.received).toHaveLength(1);
  });

  it('marks a mail failed at once on a permanent refusal', async () => {
    refuse = () => ({ code: 550, message: 'No such mailbox' });
    const id = await enqueueMail(t.app.ctx.db, {
      kind: 'account',
      to: 'ghost@plant.test',
      subject: 'Hi',
      text: 'Body',
    });
    await deliverDueMail(t.app.ctx);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/No such mailbox/);
  });

  it('gives up after MAIL_MAX_ATTEMPTS temporary failures', async () => {
    refuse = () => ({ code: 421, message: 'Busy' });
    const id = await enqueueMail(t.app.ctx.db, {
      kind: 'account',
      to: 'busy@plant.test',
      subject: 'Hi',
      text: 'Body',
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue(id);
      await deliverDueMail(t.app.ctx);
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('keeps a claimed mail away from other instances for the lease', async () => {
    expect(MAIL_LEASE_SECONDS).toBeGreaterThanOrEqual(300);
  });
});

describe('mail delivery without SMTP_URL', () => {
  it('keeps every mail in the outbox and prints it to the server log', async () => {
    const config = loadConfig({ ...TEST_ENV }, 'test');
    const lines: string[] = [];
    const log = { ...t.app.ctx.log, info: (_obj: unknown, msg: string) => lines.push(msg) };
    const ctx = { ...t.app.ctx, config, log } as unknown as AppContext;
    const id = await enqueueMail(t.app.ctx.db, {
      kind: 'account',
      to: 'kept@plant.test',
      subject: 'Your code',
      text: 'Code 123456',
    });
    expect(await deliverDueMail(ctx)).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'kept', attempts: 1, sent_at: null });
    expect(lines.join('\n')).toContain('Code 123456');
    expect(lines.join('\n')).toContain('kept@plant.test');
    expect(peer.received).toHaveLength(0);
  });
});

describe('several instances on one database', () => {
  let second: App;
  let secondDatabase: Database | undefined;

  beforeAll(async () => {
    const config = loadConfig({ ...TEST_ENV, SMTP_URL: peer.url }, 'test');
    // On PostgreSQL the second instance has its own connection pool, like a second server process;
    // PGlite is one process by design, so there the two instances share the embedded database.
    const url = t.url;
    secondDatabase = url
      ? await openDatabase({ databaseUrl: url, statementTimeoutMs: 30_000, poolSize: 4 })
      : undefined;
    second = await buildApp({ config, database: secondDatabase ?? t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase?.close();
  });

  it('never hands the same mail to two instances claiming at the same moment', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) {
      ids.add(
        await enqueueMail(t.app.ctx.db, {
          kind: 'account',
          to: `race-${i}@plant.test`,
          subject: 'Race',
          text: 'Body',
        }),
      );
    }
    const [a, b] = await Promise.all([
      claimDueMail(t.app.ctx.db, 25, MAIL_LEASE_SECONDS),
      claimDueMail(second.ctx.db, 25, MAIL_LEASE_SECONDS),
    ]);
    const claimed = [...a, ...b].map((m) => m.id);
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed)).toEqual(ids);
    expect(await claimDueMail(t.app.ctx.db, 25, MAIL_LEASE_SECONDS)).toEqual([]);
    await t.app.ctx.db.delete(mail_outbox);
  });

  it('delivers each of 40 mails exactly once while two instances run their delivery jobs', async () => {
    const ids: string[] = [];
    await t.app.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 40; i++) {
        ids.push(
          await enqueueMail(tx, {
            kind: 'account',
            to: `crew-${i}@plant.test`,
            subject: `Notice ${i}`,
            text: `Body ${i}`,
          }),
        );
      }
    });
    t.app.ctx.jobs.start(t.app.ctx);
    second.ctx.jobs.start(second.ctx);
    t.app.ctx.jobs.wake(MAIL_JOB);
    second.ctx.jobs.wake(MAIL_JOB);
    const deadline = Date.now() + 20_000;
    while (peer.received.length < ids.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all([t.app.ctx.jobs.stop(), second.ctx.jobs.stop()]);

    const deliveredIds = peer.received.map((m) => header(m.raw, 'X-Plantwise-Mail-Id'));
    expect(deliveredIds).toHaveLength(ids.length);
    expect(new Set(deliveredIds)).toEqual(new Set(ids));
    const rows = await t.app.ctx.db.select().from(mail_outbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
