import { CLEARED_HYGIENE_CLEARANCE, calendarDateIn, formatPlantTimestamp } from '@plantwise/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asset_breakdowns, audit_log, record_signatures, records } from '../../../db/schema';
import {
  call,
  createAsset,
  createBreakdown,
  post,
  reported,
  signedIn,
  type TestUser,
  VALID_COMPLETION,
} from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { backfillRecords } from '..';

const t = useTestApp();

const PASSWORD = 'Correct-horse-1';
type Person = { user: TestUser; cookie: string };

/** A breakdown reported and completed by `tech` through the API; returns its record. */
async function completedBreakdown(tech: Person) {
  const asset = await createAsset(t.app, { asset_name: 'Metal detector MD-2' });
  const b = await reported(t.app, tech.cookie, { asset_id: asset.id, title: 'Reject arm stuck' });
  const done = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, VALID_COMPLETION);
  expect(done.statusCode, done.body).toBe(200);
  const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, b.id));
  return { breakdownId: b.id as string, record };
}

/**
 * A work order the manager raises and the technician starts and completes (cleared for hygiene) through the
 * API; returns it and its record.
 */
async function completedWorkOrder(
  people: { manager: Person; tech: Person },
  order: Record<string, unknown>,
  completion: Record<string, unknown>,
) {
  const created = (await post(t.app, people.manager.cookie, '/api/work-orders', order)).json();
  const started = await post(t.app, people.tech.cookie, `/api/work-orders/${created.id}/start`);
  expect(started.statusCode).toBe(200);
  const done = await post(t.app, people.tech.cookie, `/api/work-orders/${created.id}/complete`, {
    ...completion,
    hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
  });
  expect(done.statusCode, done.body).toBe(200);
  const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, created.id));
  return { order: created, record };
}

const sign = (person: Person, id: string, meaning: string, password = PASSWORD) =>
  post(t.app, person.cookie, `/api/records/${id}/signatures`, { meaning, password });

describe('records written with each completion', () => {
  it('a completed breakdown has one record: number, snapshot with the clearance, and its hash', async () => {
    const tech = await signedIn(t.app, 'technician');
    const { record } = await completedBreakdown(tech);
    expect(record.number).toMatch(/^REC-\d{4}-\d{6}$/);
    expect(record).toMatchObject({
      type: 'breakdown',
      title: 'Reject arm stuck',
      performer_id: tech.user.id,
    });
    expect(record.snapshot).toMatchObject({
      completion_notes: VALID_COMPLETION.completion_notes,
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      fix_type: 'permanent',
      asset: { asset_name: 'Metal detector MD-2' },
    });
    expect(record.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const detail = await call(t.app, 'GET', `/api/records/${record.id}`, tech.cookie);
    expect(detail.json()).toMatchObject({
      verified: true,
      state: 'awaiting_signatures',
      signatures_detail: [],
    });
  });

  it('a completed work order and a completed PM task have their records too', async () => {
    const manager = await signedIn(t.app, 'manager');
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const { record: woRecord } = await completedWorkOrder(
      { manager, tech },
      { title: 'Replace seal', asset_id: asset.id },
      { completion_notes: 'Seal replaced, no leaks', completed_by: 'Sam Fitter', actual_duration: 1 },
    );
    expect(woRecord).toMatchObject({
      type: 'work_order',
      performer_id: tech.user.id,
      completed_by: 'Sam Fitter',
    });
    expect(woRecord.snapshot).toMatchObject({
      completion_notes: 'Seal replaced, no leaks',
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });

    const task = (
      await post(t.app, manager.cookie, '/api/maintenance-tasks', {
        title: 'Inspect conveyor belt',
        asset_id: asset.id,
        next_due_date: '2026-01-31T09:00:00.000Z',
      })
    ).json();
    const pm = await post(t.app, tech.cookie, `/api/maintenance-tasks/${task.id}/complete`, {
      notes: 'Belt tracking good',
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
    });
    expect(pm.statusCode, pm.body).toBe(200);
    const [pmRecord] = await t.app.ctx.db
      .select()
      .from(records)
      .where(and(eq(records.type, 'pm'), eq(records.title, 'Inspect conveyor belt')));
    expect(pmRecord).toMatchObject({ performer_id: tech.user.id });
    expect(pmRecord.snapshot).toMatchObject({ notes: 'Belt tracking good', task_id: task.id });
  });

  it('a completion whose record cannot be written is not completed either', async () => {
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const b = await reported(t.app, tech.cookie, { asset_id: asset.id });
    await t.app.ctx.db.execute(
      sql.raw(`create or replace function records_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'records refused by the test'; end $$`),
    );
    await t.app.ctx.db.execute(
      sql.raw(
        'create trigger records_test_refuse before insert on records for each row execute function records_test_refuse()',
      ),
    );
    try {
      const done = await post(t.app, tech.cookie, `/api/breakdowns/${b.id}/complete`, VALID_COMPLETION);
      expect(done.statusCode).toBe(500);
    } finally {
      await t.app.ctx.db.execute(sql.raw('drop trigger records_test_refuse on records'));
    }
    const [row] = await t.app.ctx.db.select().from(asset_breakdowns).where(eq(asset_breakdowns.id, b.id));
    expect(row.status).not.toBe('completed');
    expect(await t.app.ctx.db.select().from(records).where(eq(records.source_id, b.id))).toEqual([]);
  });

  it('numbers records in sequence within the year', async () => {
    const tech = await signedIn(t.app, 'technician');
    const first = (await completedBreakdown(tech)).record.number;
    const second = (await completedBreakdown(tech)).record.number;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
  });

  it('refuses to update or delete records and signatures (database triggers)', async () => {
    const tech = await signedIn(t.app, 'technician');
    const { record } = await completedBreakdown(tech);
    expect((await sign(tech, record.id, 'performed')).statusCode).toBe(200);
    await expect(
      t.app.ctx.db.update(records).set({ completed_by: 'Someone else' }).where(eq(records.id, record.id)),
    ).rejects.toThrow();
    await expect(t.app.ctx.db.delete(records).where(eq(records.id, record.id))).rejects.toThrow();
    await expect(
      t.app.ctx.db
        .update(record_signatures)
        .set({ signer_name: 'Forged' })
        .where(eq(record_signatures.record_id, record.id)),
    ).rejects.toThrow();
    await expect(
      t.app.ctx.db.delete(record_signatures).where(eq(record_signatures.record_id, record.id)),
    ).rejects.toThrow();
  });

  it('backfills completions that have no record, once', async () => {
    const asset = await createAsset(t.app);
    const tech = await signedIn(t.app, 'technician');
    const old = await createBreakdown(t.app, asset.id, {
      status: 'completed',
      completed_at: '2025-03-01T10:00:00Z',
      completed_by: 'Old Hand',
      completion_notes: 'Fixed before records existed',
      assigned_to: tech.user.id,
    });
    expect(await backfillRecords(t.app.ctx)).toBeGreaterThan(0);
    const [record] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, old.id));
    expect(record).toMatchObject({ type: 'breakdown', completed_by: 'Old Hand', performer_id: tech.user.id });
    expect(record.number).toMatch(/^REC-2025-/);
    expect(await backfillRecords(t.app.ctx)).toBe(0);
  });
});

describe('amendments', () => {
  it('corrects a record with a new signed entry that references it; the original never changes', async () => {
    const tech = await signedIn(t.app, 'technician');
    const manager = await signedIn(t.app, 'manager');
    const { record } = await completedBreakdown(tech);
    const url = `/api/records/${record.id}/amendments`;
    const refused = await post(t.app, (await signedIn(t.app, 'technician')).cookie, url, {
      reason: 'Wrong belt size',
      changes: { completion_notes: 'Replaced belt SPA 1250' },
    });
    expect(refused.statusCode).toBe(422);
    expect((await post(t.app, tech.cookie, url, { reason: 'x', changes: {} })).statusCode).toBe(400);

    const response = await post(t.app, tech.cookie, url, {
      reason: 'Wrong belt size',
      changes: { completion_notes: 'Replaced belt SPA 1250' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const amendment = response.json();
    expect(amendment).toMatchObject({
      amends_id: record.id,
      amendment_reason: 'Wrong belt size',
      state: 'awaiting_signatures',
      verified: true,
      snapshot: {
        completion_notes: 'Replaced belt SPA 1250',
        amendment: {
          amends: record.number,
          changes: [{ field: 'completion_notes', before: VALID_COMPLETION.completion_notes }],
        },
      },
    });
    expect(amendment.number).not.toBe(record.number);
    const original = (await call(t.app, 'GET', `/api/records/${record.id}`, manager.cookie)).json();
    expect(original.snapshot.completion_notes).toBe(VALID_COMPLETION.completion_notes);
    expect(original.amendments.map((a: { id: string }) => a.id)).toEqual([amendment.id]);
    // Its own signatures: its author performs it, a manager approves it.
    expect((await sign(tech, amendment.id, 'performed')).statusCode).toBe(200);
    expect((await sign(manager, amendment.id, 'approved')).json().state).toBe('signed');
    expect(
      (
        await post(t.app, tech.cookie, `/api/records/${amendment.id}/amendments`, {
          reason: 'Again and again',
          changes: { completion_notes: 'x' },
        })
      ).json().error.message,
    ).toBe('Amend the original record, not an amendment');
  });
});

describe('exports for an auditor', () => {
  it('exports the filtered list as CSV and prints an audit pack and a certificate as PDF', async () => {
    const tech = await signedIn(t.app, 'technician');
    const { record } = await completedBreakdown(tech);
    // The filters are days of the plant's calendar (Europe/London in tests).
    const day = calendarDateIn(new Date(record.completed_at));
    const csv = await call(
      t.app,
      'GET',
      `/api/records/export.csv?from=${day}&to=${day}&q=${record.number}`,
      tech.cookie,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${record.number},Breakdown repair,Reject arm stuck,Metal detector MD-2`);

    const pack = await call(
      t.app,
      'GET',
      `/api/records/audit-pack.pdf?from=${day}&to=${day}&type=breakdown`,
      tech.cookie,
    );
    expect(pack.statusCode).toBe(200);
    expect(pack.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pack.rawPayload);
    expect(text).toContain(record.number);
    expect(text).toContain('Hygiene clearance (BRCGS 4.7.4)');
    expect(text).toContain('Verified');

    const certificate = await call(t.app, 'GET', `/api/records/${record.id}/certificate.pdf`, tech.cookie);
    expect(certificate.statusCode).toBe(200);
    expect((await pdfText(certificate.rawPayload)).text).toContain(VALID_COMPLETION.completion_notes);
  });

  it('prints the record and work-order numbers, plant-local times with the zone and a signature block', async () => {
    const tech = await signedIn(t.app, 'technician');
    const manager = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app, { asset_name: 'Checkweigher CW-1' });
    const { order, record } = await completedWorkOrder(
      { manager, tech },
      { title: 'Recalibrate load cell', asset_id: asset.id, assigned_to: tech.user.id },
      {
        completion_notes: 'Load cell recalibrated with test weights',
        completed_by: 'Tom Tech',
        actual_duration: 1.65,
        parts_used: [],
      },
    );
    expect((await sign(tech, record.id, 'performed')).statusCode).toBe(200);
    const detail = (await call(t.app, 'GET', `/api/records/${record.id}`, tech.cookie)).json();
    const [signature] = detail.signatures;
    // The history names the signer and the meaning, for the screen's sentence.
    expect(detail.history.find((h: { action: string }) => h.action === 'record.signed')).toMatchObject({
      actor_name: signature.signer_name,
      meaning: 'performed',
    });

    const pdf = await call(t.app, 'GET', `/api/records/${record.id}/certificate.pdf`, tech.cookie);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(record.number);
    expect(text).toContain(order.number);
    expect(text).toContain('Checkweigher CW-1');
    // Tests run the plant in Europe/London: times read on its clock, with the zone's name.
    const local = formatPlantTimestamp(record.completed_at, 'Europe/London');
    expect(local).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} (GMT|BST)$/);
    expect(text).toContain(local);
    expect(text).toContain('Plant local time (Europe/London)');
    expect(text).toContain('1 h 39 min');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // The signature block: each signature's meaning, name and time, and the one still awaited.
    const block = text.slice(text.indexOf('Signatures'));
    expect(block).toContain('Performed');
    expect(block).toContain(signature.signer_name);
    expect(block).toContain(formatPlantTimestamp(signature.signed_at, 'Europe/London'));
    expect(block).toMatch(/Approved\s+Awaiting signature/);
  });
});

describe('signatures', () => {
  let tech: Person;
  let otherTech: Person;
  let manager: Person;
  let recordId: string;
  beforeAll(async () => {
    tech = await signedIn(t.app, 'technician');
    otherTech = await signedIn(t.app, 'technician');
    manager = await signedIn(t.app, 'manager');
    recordId = (await completedBreakdown(tech)).record.id;
  });

  it('refuses a wrong password (422, not signed) and writes the attempt to the audit trail', async () => {
    const response = await sign(tech, recordId, 'performed', 'wrong-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('wrong_password');
    const failures = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'record.signature_failed'));
    expect(failures.some((f) => f.entity_id === recordId && f.actor_id === tech.user.id)).toBe(true);
    expect(
      await t.app.ctx.db.select().from(record_signatures).where(eq(record_signatures.record_id, recordId)),
    ).toEqual([]);
  });

  it('tells someone who joined with single sign-on (no password) to choose one before signing', async () => {
    const ssoTech = await signedIn(t.app, 'technician');
    const ownRecord = (await completedBreakdown(ssoTech)).record.id;
    await t.app.ctx.db.execute(sql`update users set password_hash = null where id = ${ssoTech.user.id}`);
    const response = await sign(ssoTech, ownRecord, 'performed', 'anything-at-all');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('no_signing_password');
    expect(response.json().error.message).toContain('Forgot your password?');
    expect(
      await t.app.ctx.db.select().from(record_signatures).where(eq(record_signatures.record_id, ownRecord)),
    ).toEqual([]);
  });

  it('lets only the performer sign performed, and a manager who did not do it approve; then it is signed', async () => {
    const queue = await call(t.app, 'GET', '/api/signatures?status=awaiting', tech.cookie);
    expect(queue.json().data.map((r: { id: string }) => r.id)).toContain(recordId);

    const wrongPerson = await sign(otherTech, recordId, 'performed');
    expect(wrongPerson.statusCode).toBe(422);
    expect(wrongPerson.json().error.message).toBe(
      'Only the person who completed the work can sign it as performed',
    );
    const techApproves = await sign(tech, recordId, 'approved');
    expect(techApproves.json().error.message).toBe(
      'Only a manager, a quality person or an administrator can approve a record',
    );

    const performed = await sign(tech, recordId, 'performed');
    expect(performed.statusCode, performed.body).toBe(200);
    expect(performed.json()).toMatchObject({ state: 'awaiting_signatures' });
    expect((await sign(tech, recordId, 'performed')).json().error.message).toBe(
      'You have already signed this record as performed',
    );

    const approvals = await call(t.app, 'GET', '/api/signatures?status=awaiting', manager.cookie);
    expect(approvals.json().data.map((r: { id: string }) => r.id)).toContain(recordId);
    const approved = await sign(manager, recordId, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'signed', verified: true });
    expect(approved.json().signatures_detail).toEqual([
      expect.objectContaining({
        meaning: 'performed',
        signer_id: tech.user.id,
        signer_role: 'technician',
        valid: true,
      }),
      expect.objectContaining({
        meaning: 'approved',
        signer_id: manager.user.id,
        signer_role: 'manager',
        valid: true,
      }),
    ]);
    const signed = await call(t.app, 'GET', '/api/signatures?status=signed', manager.cookie);
    expect(signed.json().data.map((r: { id: string }) => r.id)).toContain(recordId);
    const list = await call(t.app, 'GET', '/api/records?state=signed', tech.cookie);
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(recordId);
  });

  it('refuses the user role a reviewed signature with 403, before the password is checked', async () => {
    const reader = await signedIn(t.app, 'user');
    const { record } = await completedBreakdown(await signedIn(t.app, 'technician'));
    const response = await sign(reader, record.id, 'reviewed');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'signature_forbidden',
      message: 'Only a technician, a quality person, a manager or an administrator can review a record',
    });
    expect((await sign(reader, record.id, 'reviewed', 'wrong-password')).statusCode).toBe(403);
    const techApproves = await sign(otherTech, record.id, 'approved');
    expect(techApproves.statusCode).toBe(403);
    expect((await sign(otherTech, record.id, 'reviewed')).statusCode).toBe(200);
    expect(
      await t.app.ctx.db.select().from(record_signatures).where(eq(record_signatures.record_id, record.id)),
    ).toEqual([expect.objectContaining({ signer_id: otherTech.user.id, meaning: 'reviewed' })]);
  });

  it('never lets the performer approve their own work', async () => {
    const lead = await signedIn(t.app, 'manager');
    const own = (await completedBreakdown(lead)).record.id;
    expect((await sign(lead, own, 'performed')).statusCode).toBe(200);
    const response = await sign(lead, own, 'approved');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('The person who performed the work cannot approve it');
  });

  it('shows loudly when the database was edited behind the application', async () => {
    // As the database owner: switch the trigger off, change the record, switch it on again.
    await t.app.ctx.db.execute(sql.raw('alter table records disable trigger records_no_update'));
    await t.app.ctx.db.execute(
      sql`update records set snapshot = jsonb_set(snapshot, '{completion_notes}', '"Nothing was done"') where id = ${recordId}`,
    );
    await t.app.ctx.db.execute(sql.raw('alter table records enable trigger records_no_update'));
    const detail = (await call(t.app, 'GET', `/api/records/${recordId}`, manager.cookie)).json();
    expect(detail.verified).toBe(false);
    expect(detail.signatures_detail.every((s: { valid: boolean }) => !s.valid)).toBe(true);
  });

  it('answers 404 for an unknown record and 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await call(t.app, 'GET', `/api/records/${unknown}`, tech.cookie)).statusCode).toBe(404);
    expect((await sign(tech, unknown, 'performed')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/records')).statusCode).toBe(401);
    expect(
      (
        await post(t.app, tech.cookie, `/api/records/${recordId}/signatures`, {
          meaning: 'blessed',
          password: 'x',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('a signed record is closed', () => {
  it('refuses a further approval or review once performed and approved are both there', async () => {
    const tech = await signedIn(t.app, 'technician');
    const manager = await signedIn(t.app, 'manager');
    const secondManager = await signedIn(t.app, 'manager');
    const { record } = await completedBreakdown(tech);
    expect((await sign(tech, record.id, 'performed')).statusCode).toBe(200);
    expect((await sign(manager, record.id, 'approved')).json().state).toBe('signed');
    for (const meaning of ['approved', 'reviewed']) {
      const late = await sign(secondManager, record.id, meaning);
      expect(late.statusCode).toBe(422);
      expect(late.json().error.message).toBe('This record already has every signature it needs');
    }
  });
});

describe('approving several records at once', () => {
  const URL = '/api/records/signatures';
  const approveAll = (person: Person, record_ids: string[], password = PASSWORD, meaning = 'approved') =>
    post(t.app, person.cookie, URL, { record_ids, meaning, password });
  const signaturesOfRecords = (ids: string[]) =>
    t.app.ctx.db.select().from(record_signatures).where(inArray(record_signatures.record_id, ids));

  it('signs each record with its own signature and refuses the manager’s own work, with the reason', async () => {
    const tech = await signedIn(t.app, 'technician');
    const manager = await signedIn(t.app, 'manager');
    const others = [(await completedBreakdown(tech)).record, (await completedBreakdown(tech)).record];
    const own = (await completedBreakdown(manager)).record;
    const unknown = '00000000-0000-4000-8000-00000000abcd';

    const response = await approveAll(manager, [...others.map((r) => r.id), own.id, unknown]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.signed).toEqual(others.map((r) => ({ id: r.id, number: r.number })));
    expect(body.refused).toEqual([
      { id: own.id, number: own.number, reason: 'The person who performed the work cannot approve it' },
      { id: unknown, number: null, reason: 'Record not found' },
    ]);
    const rows = await signaturesOfRecords([...others.map((r) => r.id), own.id]);
    expect(rows).toHaveLength(2);
    for (const record of others) {
      expect(rows.find((s) => s.record_id === record.id)).toMatchObject({
        signer_id: manager.user.id,
        signer_role: 'manager',
        meaning: 'approved',
        content_hash: record.content_hash,
      });
    }
    const audited = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.action, 'record.signed'),
          inArray(
            audit_log.entity_id,
            others.map((r) => r.id),
          ),
        ),
      );
    expect(audited).toHaveLength(2);

    // Asked again, the same set is refused as already approved: nothing is signed twice.
    const again = (await approveAll(manager, [others[0].id])).json();
    expect(again).toEqual({
      signed: [],
      refused: [{ id: others[0].id, number: others[0].number, reason: expect.stringMatching(/already/) }],
    });
  });

  it('refuses a technician (403) and a wrong password (422, audited per record, nothing signed)', async () => {
    const tech = await signedIn(t.app, 'technician');
    const otherTech = await signedIn(t.app, 'technician');
    const manager = await signedIn(t.app, 'manager');
    const ids = [(await completedBreakdown(tech)).record.id, (await completedBreakdown(tech)).record.id];

    const byTech = await approveAll(otherTech, ids);
    expect(byTech.statusCode).toBe(403);
    expect(byTech.json().error.message).toBe(
      'Only a manager, a quality person or an administrator can approve a record',
    );

    const wrong = await approveAll(manager, ids, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'wrong_password',
      message: 'The password is not correct: none of the records was signed',
    });
    const failures = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'record.signature_failed'), inArray(audit_log.entity_id, ids)));
    expect(failures.map((f) => f.actor_id)).toEqual([manager.user.id, manager.user.id]);
    expect(await signaturesOfRecords(ids)).toEqual([]);
  });

  it('is throttled like a single signature after repeated wrong passwords', async () => {
    const tech = await signedIn(t.app, 'technician');
    const manager = await signedIn(t.app, 'manager');
    const ids = [(await completedBreakdown(tech)).record.id];
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++)
      last = (await approveAll(manager, ids, `wrong-${i}`)).statusCode;
    expect(last).toBe(429);
    expect((await approveAll(manager, ids)).statusCode).toBe(429);
  });

  it('refuses more than 200 records, an empty list and ids that are not ids (400)', async () => {
    const manager = await signedIn(t.app, 'manager');
    const tooMany = Array.from(
      { length: 201 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const response = await approveAll(manager, tooMany);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign at most 200 records at once');
    expect((await approveAll(manager, [])).statusCode).toBe(400);
    expect((await approveAll(manager, ['REC-2026-000001'])).statusCode).toBe(400);
    expect(
      (await post(t.app, '', URL, { record_ids: [tooMany[0]], meaning: 'approved', password: 'x' }))
        .statusCode,
    ).toBe(401);
  });
});
