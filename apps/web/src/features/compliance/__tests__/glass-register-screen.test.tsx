import type { GlassIncident, GlassItem, GlassItemList } from '@plantwise/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { apiError, fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';
import { resizeWindow, restoreWidthAfterEach } from '@/test/viewport';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
});
restoreWidthAfterEach();

const tree = buildPlantTree();

function buildItem(overrides: Partial<GlassItem> = {}): GlassItem {
  return {
    id: '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    location_id: tree.line3.id,
    location_path: 'Leeds › Packing › Line 3',
    description: 'Light cover over infeed',
    material: 'perspex',
    risk: 'high',
    check_frequency: 'weekly',
    last_checked_at: null,
    last_result: null,
    last_checked_by: null,
    next_check_due: '2026-11-01',
    state: 'overdue',
    open_incidents: 0,
    created_at: '2026-10-01T08:00:00Z',
    ...overrides,
  };
}

const items = [
  buildItem(),
  buildItem({
    id: '2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    description: 'Checkweigher screen',
    material: 'hard-plastic',
    risk: 'medium',
    state: 'ok',
    next_check_due: '2027-01-01',
  }),
];

function setup(path: string, role: 'technician' | 'quality' | 'user' = 'technician') {
  const list = (): GlassItemList => ({
    data: items,
    total: items.length,
    counts: { ok: 1, due: 0, overdue: 1 },
  });
  const incidents: GlassIncident[] = [];
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role }) }),
    'GET /api/glass-register': () => ({ body: list() }),
    'GET /api/glass-incidents': () => ({
      body: { data: incidents, total: incidents.length, counts: { open: incidents.length, closed: 0 } },
    }),
    'GET /api/locations': () => ({ body: { data: tree.all, total: tree.all.length } }),
    'POST /api/glass-register/checks': (request) => {
      const lines = (request.body as { items: Array<{ item_id: string; result: string }> }).items;
      const raised = lines.filter((l) => l.result !== 'intact');
      return {
        body: {
          round_id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          checked_at: new Date().toISOString(),
          checked: lines.length,
          incidents: raised.map((l, i) => ({
            id: `8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4${i}`,
            item_id: l.item_id,
            description: 'x',
          })),
        },
      };
    },
  });
  return { ...renderApp(path), ...api };
}

describe('/compliance/glass', () => {
  it('lists the register with risk, frequency, last check and next due, overdue highlighted', async () => {
    resizeWindow(1440);
    setup('/compliance/glass');
    const table = await screen.findByRole('table', { name: 'Glass register' });
    const row = within(table).getByText('Light cover over infeed').closest('tr') as HTMLElement;
    expect(within(row).getByText('High risk')).toBeVisible();
    expect(within(row).getByText('Weekly')).toBeVisible();
    expect(within(row).getByText('Never checked')).toBeVisible();
    expect(within(row).getByText('Overdue')).toBeVisible();
    expect(screen.getByText('1 overdue')).toBeVisible();
    // A technician checks and reports, but does not keep the register.
    expect(screen.getByRole('button', { name: 'Report a breakage' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    // The round needs a location first.
    expect(screen.getByRole('button', { name: 'Start a check round' })).toBeDisabled();
  });

  it('walks a check round on a phone: every item answered once, one damaged with a note, sent once', async () => {
    resizeWindow(390);
    const { user, requests } = setup(`/compliance/glass?location=${tree.line3.id}&round=1`);
    await screen.findByRole('heading', { name: 'Glass check round' });
    const list = await screen.findByRole('list', { name: 'Items to check' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    // Submitting before every item has a result is refused on the screen, nothing is sent.
    await user.click(screen.getByRole('button', { name: /Submit check round/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 left');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const first = within(cards[0] as HTMLElement);
    await user.click(first.getByRole('radio', { name: 'Damaged' }));
    expect(first.getByRole('radio', { name: 'Damaged' })).toHaveAttribute('aria-checked', 'true');
    await user.type(first.getByRole('textbox', { name: /Note for Light cover/ }), 'Cracked corner');
    await user.click(within(cards[1] as HTMLElement).getByRole('radio', { name: 'Intact' }));
    expect(screen.getByText(/2 of 2 checked/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit check round (2/2)' }));

    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.path).toBe('/api/glass-register/checks');
    expect(sent?.body).toEqual({
      items: [
        { item_id: items[0]?.id, result: 'damaged', note: 'Cracked corner' },
        { item_id: items[1]?.id, result: 'intact', note: null },
      ],
    });
    expect(await screen.findByText(/1 breakage incident\(s\) raised/)).toBeVisible();
    // Back on the register.
    expect(await screen.findByRole('heading', { name: 'Glass & Brittle Plastics' })).toBeVisible();
  });

  it('shows the server refusal of a round and keeps the answers', async () => {
    resizeWindow(390);
    const { user, fetchMock } = setup(`/compliance/glass?location=${tree.line3.id}&round=1`);
    const list = await screen.findByRole('list', { name: 'Items to check' });
    for (const card of within(list).getAllByRole('listitem'))
      await user.click(within(card).getByRole('radio', { name: 'Intact' }));
    fetchMock.mockImplementationOnce(async () =>
      Response.json(apiError(404, 'glass_item_not_found', 'This item is not in the glass register').body, {
        status: 404,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit check round (2/2)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is not in the glass register');
    expect(screen.getByText(/2 of 2 checked/)).toBeVisible();
  });
});
