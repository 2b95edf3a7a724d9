import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log } from '../../../db/schema';
import { call, createAsset } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();

describe('deleting one expense from several requests at once', () => {
  it('deletes it once: one 200, the rest 404, one audit entry', async () => {
    const { cookie } = await signedIn(t.app, 'manager');
    await createAsset(t.app, { site: 'Leeds' });
    const created = await call(t.app, 'POST', '/api/budget/expenses', cookie, {
      date: '2026-03-10',
      site: 'Leeds',
      category: 'contractors',
      amount: 480,
      supplier: 'Acme Lifts',
      reference: 'INV-2001',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'DELETE', `/api/budget/expenses/${id}`, cookie)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    const audited = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'budget.expense_deleted'), eq(audit_log.entity_id, id)));
    expect(audited).toHaveLength(1);
    expect(audited[0].before).toMatchObject({ id, amount: 480, reference: 'INV-2001' });
  });
});
