import type { Diagnostics, OutboxMail } from '@plantwise/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { resizeWindow, restoreWidthAfterEach } from '@/test/viewport';
import { expectVisibleText } from '@/test/visible';

configure({ asyncUtilTimeout: 10_000 });

const DIAGNOSTICS: Diagnostics = {
  database: { kind: 'pglite', size_bytes: 25 * 1024 * 1024 },
  migrations: {
    applied: 5,
    available: 5,
    version: '0004_realtime',
    version_created_at: '2026-11-21T00:00:00.000Z',
  },
  mail: { transport: 'outbox', pending: 1, sent: 0, kept: 7, failed: 2 },
  jobs: {
    queue_depth: 4,
    notifications_pending: 3,
    mail_pending: 1,
    registered: ['mail-delivery', 'notification-delivery'],
  },
  invitation_codes: { failures_last_hour: 3, breaker_limit: 50, paused: false },
  server: {
    version: '0.1.0',
    node_version: 'v20.20.0',
    started_at: '2030-01-01T10:00:00.000Z',
    uptime_seconds: 3_725,
  },
  audit_chain: {
    entries: 1200,
    verified: true,
    first_broken_id: null,
    checked_at: '2030-01-01T02:00:00.000Z',
  },
};
const MAIL: OutboxMail = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  to: 'tess@plant.test',
  subject: "You're invited to Plantwise",
  text: 'Hello Tess,\n\nAccept the invitation: http://localhost:3000/invite/accept/abc',
  status: 'kept',
  attempts: 1,
  last_error: null,
  next_attempt_at: '2030-01-01T10:00:00.000Z',
  sent_at: null,
  created_at: '2030-01-01T10:00:00.000Z',
};

describe('System Diagnostics (/admin/diagnostics)', () => {
  it('shows database, migrations, mail, queue, version and uptime, and the outbox newest first', async () => {
    fakeApi({
      'GET /api/auth/session': () => ({ body: buildSession() }),
      'GET /api/admin/diagnostics': () => ({ body: DIAGNOSTICS }),
      'GET /api/admin/mail': () => ({ body: { data: [MAIL], total: 1 } }),
    });
    const { user } = renderApp('/admin/diagnostics');
    await expectVisibleText('PGlite (embedded)');
    expect(screen.getByText('25.0 MB')).toBeVisible();
    expect(screen.getByText('0004_realtime')).toBeVisible();
    expect(screen.getByText('5 of 5 applied')).toBeVisible();
    expect(screen.getByText('1 h 2 min')).toBeVisible();
    expect(screen.getByText('Outbox only')).toBeVisible();

    const outbox = await screen.findByRole('table', { name: 'Mail outbox' });
    expect(within(outbox).getByText('tess@plant.test')).toBeVisible();
    expect(within(outbox).getByText('Kept')).toBeVisible();
    await user.click(within(outbox).getByRole('button', { name: /View mail/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/invite\/accept\/abc/)).toBeVisible();
  });

  it('shows the audit chain and names the first broken entry after Verify now', async () => {
    let verified = false;
    const { requests } = fakeApi({
      'GET /api/auth/session': () => ({ body: buildSession() }),
      'GET /api/admin/diagnostics': () => ({
        body: verified
          ? {
              ...DIAGNOSTICS,
              audit_chain: { ...DIAGNOSTICS.audit_chain, verified: false, first_broken_id: 17 },
            }
          : DIAGNOSTICS,
      }),
      'GET /api/admin/mail': () => ({ body: { data: [], total: 0 } }),
      'GET /api/admin/audit/verify': () => {
        verified = true;
        return {
          body: {
            entries: 1200,
            verified: false,
            first_broken_id: 17,
            checked_at: '2030-01-01T10:00:00.000Z',
          },
        };
      },
    });
    const { user } = renderApp('/admin/diagnostics');
    await expectVisibleText('Verified');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    await expectVisibleText('Broken at entry 17');
    expect(requests.some((r) => r.path === '/api/admin/audit/verify')).toBe(true);
  });

  it('is hidden from a manager', async () => {
    fakeApi({ 'GET /api/auth/session': () => ({ body: buildSession({ role: 'manager' }) }) });
    renderApp('/admin/diagnostics');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  });
});

describe('the mail outbox on a 390 px phone', () => {
  restoreWidthAfterEach();

  it('shows each mail as a card with its subject, status, addressee and View', async () => {
    resizeWindow(390);
    fakeApi({
      'GET /api/auth/session': () => ({ body: buildSession() }),
      'GET /api/admin/diagnostics': () => ({ body: DIAGNOSTICS }),
      'GET /api/admin/mail': () => ({ body: { data: [MAIL], total: 1 } }),
    });
    const { user } = renderApp('/admin/diagnostics');
    const outbox = await screen.findByRole('list', { name: 'Mail outbox' });
    expect(screen.queryByRole('table', { name: 'Mail outbox' })).toBeNull();
    const card = within(outbox).getByRole('article', { name: "You're invited to Plantwise" });
    expect(within(card).getByText('Kept')).toBeVisible();
    expect(within(card).getByText('To').nextElementSibling).toHaveTextContent('tess@plant.test');
    await user.click(within(card).getByRole('button', { name: /View mail/ }));
    expect(within(await screen.findByRole('dialog')).getByText(/invite\/accept\/abc/)).toBeVisible();
  });
});
