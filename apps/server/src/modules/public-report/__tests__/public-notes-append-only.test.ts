import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { breakdown_public_notes } from '../../../db/schema';
import { call, createAsset, reported } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();

/** A breakdown with one note a field reporter added from the asset's QR label. */
async function breakdownWithNote() {
  const admin = await signedIn(t.app, 'admin');
  const asset = await createAsset(t.app);
  const breakdown = await reported(t.app, admin.cookie, { asset_id: asset.id, title: 'Conveyor stopped' });
  const [note] = await t.app.ctx.db
    .insert(breakdown_public_notes)
    .values({ breakdown_id: breakdown.id, note: 'Smoke from the motor', field_reporter_name: 'Pat Line' })
    .returning();
  const notesOf = () =>
    t.app.ctx.db
      .select()
      .from(breakdown_public_notes)
      .where(eq(breakdown_public_notes.breakdown_id, breakdown.id));
  return { admin, breakdown, note, notesOf };
}

describe('breakdown public notes', () => {
  it('are append-only: the database refuses an UPDATE or a DELETE of a note', async () => {
    const { note, notesOf } = await breakdownWithNote();
    await expect(
      t.app.ctx.db
        .update(breakdown_public_notes)
        .set({ note: 'Nothing happened' })
        .where(eq(breakdown_public_notes.id, note.id)),
    ).rejects.toThrow();
    await expect(
      t.app.ctx.db.delete(breakdown_public_notes).where(eq(breakdown_public_notes.id, note.id)),
    ).rejects.toThrow();
    expect(await notesOf()).toEqual([note]);
  });

  it('go with their breakdown when it is deleted (the cleanup of a breakdown that is not a record)', async () => {
    const { admin, breakdown, notesOf } = await breakdownWithNote();
    const deleted = await call(t.app, 'DELETE', `/api/breakdowns/${breakdown.id}`, admin.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await notesOf()).toEqual([]);
  });
});
