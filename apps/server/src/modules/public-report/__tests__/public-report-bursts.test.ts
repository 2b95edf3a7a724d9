import { PUBLIC_REPORT_LIMITS } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asset_breakdowns, audit_log, breakdown_public_notes } from '../../../db/schema';
import { call, createAsset } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

// On PostgreSQL these requests really run side by side: the label's limits, its duplicate window and
// its notes must come out as if they had arrived one at a time.
let manager: { cookie: string };
const t = useTestApp();
beforeAll(async () => {
  manager = await signedIn(t.app, 'manager');
});

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function label() {
  const asset = await createAsset(t.app, { location: 'Hall C' });
  const response = await call(t.app, 'POST', `/api/assets/${asset.id}/report-token`, manager.cookie);
  expect(response.statusCode).toBe(201);
  return { asset, token: response.json().token as string };
}

const submit = (token: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/report/${token}`,
    remoteAddress: ip,
    payload: { title: 'Belt snapped', severity: 'critical', field_reporter_name: 'Sam' },
  });

const statuses = (answers: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

describe('label reports at the same moment', () => {
  it('makes one breakdown of 20 reports sent at once from one label; the others are refused', async () => {
    const { asset, token } = await label();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(token, freshIp())));
    const made = await t.app.ctx.db
      .select({ id: asset_breakdowns.id })
      .from(asset_breakdowns)
      .where(eq(asset_breakdowns.asset_id, asset.id));
    expect(made).toHaveLength(1);
    const counts = statuses(answers);
    expect(counts[201]).toBe(1);
    expect((counts[409] ?? 0) + (counts[429] ?? 0)).toBe(19);
  });

  it('holds one address to 20 reports when it sends 50 at once to 50 labels', async () => {
    const labels = [];
    for (let i = 0; i < 50; i++) labels.push(await label());
    const answers = await Promise.all(labels.map(({ token }) => submit(token, '192.0.2.150')));
    expect(statuses(answers)).toEqual({
      201: PUBLIC_REPORT_LIMITS.perAddressMax,
      429: 50 - PUBLIC_REPORT_LIMITS.perAddressMax,
    });
  });
});

describe('"add a note" at the same moment', () => {
  it('keeps every accepted note of 50 sent at once, holds the label to its limit, and shows them on the breakdown', async () => {
    const { token } = await label();
    const first = await submit(token, freshIp());
    expect(first.statusCode).toBe(201);
    const { status_url } = first.json();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${status_url}/notes`,
          remoteAddress: freshIp(),
          payload: { note: `Note ${i}`, field_reporter_name: `Operator ${i}` },
        }),
      ),
    );
    // The report itself used one of the label's 5.
    const accepted = PUBLIC_REPORT_LIMITS.perTokenMax - 1;
    expect(statuses(answers)).toEqual({ 201: accepted, 429: 50 - accepted });

    const notes = await t.app.ctx.db.select().from(breakdown_public_notes);
    expect(notes).toHaveLength(accepted);
    const breakdownId = notes[0].breakdown_id;
    const audited = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'breakdown.note_added_from_label'));
    expect(audited).toHaveLength(accepted);

    const shown = await t.app.inject({
      url: `/api/breakdowns/${breakdownId}`,
      headers: { cookie: manager.cookie },
    });
    expect(shown.statusCode).toBe(200);
    const kept = shown.json().public_notes as Array<{ note: string }>;
    expect(kept.map((n) => n.note).sort()).toEqual(notes.map((n) => n.note).sort());
  });
});
