import { CLEARED_HYGIENE_CLEARANCE, type RecordDetail, type RecordSummary } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
});

const RECORD_ID = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function buildSummary(overrides: Partial<RecordSummary> = {}): RecordSummary {
  return {
    id: RECORD_ID,
    number: 'REC-2026-000042',
    type: 'breakdown',
    source_id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    title: 'Reject arm stuck',
    asset_id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    asset_name: 'Metal detector MD-2',
    completed_at: '2026-11-20T10:00:00.000Z',
    completed_by: 'Sam Fitter',
    performer_id: null,
    amends_id: null,
    state: 'awaiting_signatures',
    signatures: [],
    ...overrides,
  };
}

function buildDetail(overrides: Partial<RecordDetail> = {}): RecordDetail {
  return {
    ...buildSummary(),
    snapshot: {
      completion_notes: 'Freed the reject arm and tested with the test pieces',
      downtime_hours: 1.5,
      fix_type: 'permanent',
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      asset: { asset_id: 'MD-2', asset_name: 'Metal detector MD-2', site: 'Leeds' },
    },
    content_hash: 'a'.repeat(64),
    verified: true,
    amendment_reason: null,
    signatures_detail: [],
    amendments: [],
    history: [
      {
        id: 1,
        occurred_at: '2026-11-20T08:00:00.000Z',
        actor_email: 'sam@plant.test',
        actor_name: 'Sam Smith',
        action: 'breakdown.reported',
        meaning: null,
      },
      {
        id: 2,
        occurred_at: '2026-11-20T10:00:00.000Z',
        actor_email: 'sam@plant.test',
        actor_name: 'Sam Smith',
        action: 'breakdown.completed',
        meaning: null,
      },
      {
        id: 3,
        occurred_at: '2026-11-20T10:05:00.000Z',
        actor_email: 'sam@plant.test',
        actor_name: 'Sam Smith',
        action: 'record.signed',
        meaning: 'performed',
      },
    ],
    ...overrides,
  };
}

type Handlers = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

function setup(path: string, role: 'technician' | 'manager', handlers: Handlers = {}) {
  const session = buildSession({ role });
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: session }),
    ...handlers,
  });
  return { ...renderApp(path), ...api, session };
}

describe('/records', () => {
  it('lists records with their state and filters by signature state', async () => {
    const { requests, user } = setup('/records', 'manager', {
      'GET /api/records': () => ({ body: { data: [buildSummary()], total: 1 } }),
    });
    const row = (await screen.findByRole('link', { name: 'REC-2026-000042' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: /Audit pack \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/records/audit-pack.pdf?',
    );
    expect(within(row).getByText('Metal detector MD-2')).toBeVisible();
    expect(within(row).getByText('Awaiting signatures')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Signature state' }));
    await user.click(await screen.findByRole('option', { name: 'Signed' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/api/records' && r.url.searchParams.get('state') === 'signed'),
      ).toBe(true),
    );
  });
});

describe('/records by location', () => {
  it('filters by a location of the tree, and the CSV and the audit pack take the same location', async () => {
    const tree = buildPlantTree();
    const { requests, user } = setup('/records', 'manager', {
      'GET /api/records': () => ({ body: { data: [buildSummary()], total: 1 } }),
      'GET /api/locations': () => ({ body: { data: tree.all, total: tree.all.length } }),
    });
    await screen.findByRole('link', { name: 'REC-2026-000042' });
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search locations' }), 'York');
    await user.click(await screen.findByRole('option', { name: /^York/ }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.path === '/api/records' && r.url.searchParams.get('location_id') === tree.york.id,
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: /Audit pack \(PDF\)/ })).toHaveAttribute(
      'href',
      `/api/records/audit-pack.pdf?location_id=${tree.york.id}`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/records/export.csv?location_id=${tree.york.id}`,
    );
  });
});

describe('/records/:recordId', () => {
  it('shows the record as recorded, verified, and lets the performer sign with their password', async () => {
    let signedBody: unknown;
    let current: RecordDetail | null = null;
    const { user, session } = setup(`/records/${RECORD_ID}`, 'technician', {
      [`GET /api/records/${RECORD_ID}`]: () => ({
        body: current ?? buildDetail({ performer_id: session.user.id }),
      }),
      [`POST /api/records/${RECORD_ID}/signatures`]: (request) => {
        signedBody = request.body;
        current = buildDetail({
          performer_id: session.user.id,
          signatures: [
            {
              meaning: 'performed',
              signer_id: session.user.id,
              signer_name: 'Sam Fitter',
              signed_at: '2026-11-20T11:00:00.000Z',
            },
          ],
          signatures_detail: [
            {
              id: 's1',
              signer_id: session.user.id,
              signer_name: 'Sam Fitter',
              signer_role: 'technician',
              meaning: 'performed',
              signed_at: '2026-11-20T11:00:00.000Z',
              valid: true,
            },
          ],
        });
        return { body: current };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'REC-2026-000042' })).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('Freed the reject arm and tested with the test pieces')).toBeVisible();
    expect(screen.getByText('Guards and detection reinstated: yes')).toBeVisible();
    // The fix as words, not the value the snapshot stores ('permanent').
    expect(screen.getByText('Permanent repair')).toBeVisible();
    const history = screen.getByRole('region', { name: 'History' });
    // The history reads as sentences with names: no event codes, no e-mail addresses.
    expect(within(history).getByText('Sam Smith signed the repair off')).toBeVisible();
    expect(within(history).getByText('Sam Smith signed as the person who did the work')).toBeVisible();
    expect(history).not.toHaveTextContent(/breakdown\.|record\.signed|sam@plant\.test/);
    expect(screen.getByRole('link', { name: /Certificate \(PDF\)/ })).toHaveAttribute(
      'href',
      `/api/records/${RECORD_ID}/certificate.pdf`,
    );
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign REC-2026-000042' });
    expect(within(dialog).getByRole('combobox', { name: /My signature means/ })).toHaveTextContent(
      'Performed',
    );
    await user.type(within(dialog).getByLabelText(/^Password/), 'Correct-horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign record' }));
    await waitFor(() => expect(signedBody).toEqual({ meaning: 'performed', password: 'Correct-horse-1' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('listitem')
          .some((li) => li.textContent?.includes('Performed by Sam Fitter (Technician)')),
      ).toBe(true),
    );
  });

  it('shows the server refusal beside the password and keeps the dialog open', async () => {
    const { user, session } = setup(`/records/${RECORD_ID}`, 'technician', {
      [`GET /api/records/${RECORD_ID}`]: () => ({ body: buildDetail({ performer_id: session.user.id }) }),
      [`POST /api/records/${RECORD_ID}/signatures`]: () => ({
        status: 422,
        body: {
          error: {
            code: 'wrong_password',
            message: 'The password is not correct: the record was not signed',
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign REC-2026-000042' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign record' }));
    expect(
      await within(dialog).findByText('The password is not correct: the record was not signed'),
    ).toBeVisible();
  });

  it('corrects a record: the reason and the changed words, then opens the new record', async () => {
    const AMENDMENT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    let amendmentBody: unknown;
    const { user, session } = setup(`/records/${RECORD_ID}`, 'technician', {
      [`GET /api/records/${RECORD_ID}`]: () => ({ body: buildDetail({ performer_id: session.user.id }) }),
      [`POST /api/records/${RECORD_ID}/amendments`]: (request) => {
        amendmentBody = request.body;
        return {
          status: 201,
          body: buildDetail({ id: AMENDMENT_ID, number: 'REC-2026-000043', amends_id: RECORD_ID }),
        };
      },
      [`GET /api/records/${AMENDMENT_ID}`]: () => ({
        body: buildDetail({
          id: AMENDMENT_ID,
          number: 'REC-2026-000043',
          amends_id: RECORD_ID,
          amendment_reason: 'Test pieces were named wrongly',
          snapshot: {
            ...buildDetail().snapshot,
            amendment: {
              amends: 'REC-2026-000042',
              changes: [{ field: 'completion_notes', before: 'a', after: 'b' }],
            },
          },
        }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct REC-2026-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText(/Give the reason for the correction/)).toBeVisible();
    const notes = within(dialog).getByRole('textbox', { name: 'Completion notes' });
    await user.clear(notes);
    await user.type(notes, 'Freed the reject arm; tested with the Fe, non-Fe and stainless test pieces');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the correction/ }),
      'Test pieces were named wrongly',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(amendmentBody).toEqual({
        reason: 'Test pieces were named wrongly',
        changes: {
          completion_notes: 'Freed the reject arm; tested with the Fe, non-Fe and stainless test pieces',
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'REC-2026-000043' })).toBeVisible();
    expect(screen.getByText('Reason: Test pieces were named wrongly')).toBeVisible();
  });

  it('offers no Sign on a record that has every signature it needs, and says why', async () => {
    setup(`/records/${RECORD_ID}`, 'manager', {
      [`GET /api/records/${RECORD_ID}`]: () => ({
        body: buildDetail({
          performer_id: 'tech-id',
          state: 'signed',
          signatures: [
            {
              meaning: 'performed',
              signer_id: 'tech-id',
              signer_name: 'Sam Fitter',
              signed_at: '2026-11-20T11:00:00.000Z',
            },
            {
              meaning: 'approved',
              signer_id: 'other-manager',
              signer_name: 'Alex Lead',
              signed_at: '2026-11-20T12:00:00.000Z',
            },
          ],
        }),
      }),
    });
    await expectVisibleText('This record already has every signature it needs');
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('says loudly when the record does not verify', async () => {
    setup(`/records/${RECORD_ID}`, 'manager', {
      [`GET /api/records/${RECORD_ID}`]: () => ({ body: buildDetail({ verified: false }) }),
    });
    await expectVisibleText('This record does not verify');
  });
});

describe('/signatures', () => {
  it('counts both queues and signs from the list as an approving manager', async () => {
    const { user, requests } = setup('/signatures', 'manager', {
      'GET /api/signatures': (request) =>
        request.url.searchParams.get('status') === 'signed'
          ? { body: { data: [], total: 0 } }
          : { body: { data: [buildSummary({ performer_id: 'someone-else' })], total: 1 } },
      [`POST /api/records/${RECORD_ID}/signatures`]: () => ({ body: buildDetail({ state: 'signed' }) }),
    });
    expect(await screen.findByRole('button', { name: /Awaiting my signature\s*1/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /Signed by me\s*0/ })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Sign REC-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign REC-2026-000042' });
    expect(within(dialog).getByRole('combobox', { name: /My signature means/ })).toHaveTextContent(
      'Approved',
    );
    await user.type(within(dialog).getByLabelText(/^Password/), 'Correct-horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign record' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        meaning: 'approved',
        password: 'Correct-horse-1',
      }),
    );
  });

  it('approves the selected records with one password, then says what was signed and refused', async () => {
    const second = buildSummary({
      id: '4a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      number: 'REC-2026-000043',
      performer_id: 'someone-else',
    });
    let awaiting = [buildSummary({ performer_id: 'someone-else' }), second];
    let batchBody: unknown;
    const { user, session } = setup('/signatures', 'manager', {
      'GET /api/signatures': (request) =>
        request.url.searchParams.get('status') === 'signed'
          ? { body: { data: [], total: 0 } }
          : { body: { data: awaiting, total: awaiting.length } },
      'POST /api/records/signatures': (request) => {
        batchBody = request.body;
        awaiting = [];
        return {
          body: {
            signed: [{ id: second.id, number: second.number }],
            refused: [
              {
                id: RECORD_ID,
                number: 'REC-2026-000042',
                reason: 'The person who performed the work cannot approve it',
              },
            ],
          },
        };
      },
    });
    await screen.findByRole('link', { name: 'REC-2026-000043' });
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select REC-2026-000042' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select REC-2026-000042' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select REC-2026-000042' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 records' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Correct-horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 records' }));
    await waitFor(() =>
      expect(batchBody).toEqual({
        record_ids: expect.arrayContaining([RECORD_ID, second.id]),
        meaning: 'approved',
        password: 'Correct-horse-1',
      }),
    );
    const summary = await screen.findByRole('dialog', { name: 'Approval done' });
    expect(within(summary).getByText('1 record approved')).toBeVisible();
    expect(
      within(summary)
        .getByText(/REC-2026-000042/)
        .closest('li')?.textContent,
    ).toBe('REC-2026-000042: The person who performed the work cannot approve it');
    await user.click(within(summary).getByRole('button', { name: 'Done' }));
    await expectVisibleText('Nothing waits for your signature');
    expect(session.profile.role).toBe('manager');
  });

  it('offers no selection to a technician', async () => {
    setup('/signatures', 'technician', {
      'GET /api/signatures': () => ({ body: { data: [buildSummary()], total: 1 } }),
    });
    expect(await screen.findByRole('link', { name: 'REC-2026-000042' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
