import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { buildPlantTree } from '@/test/location-factories';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

function renderSettings(siteIds: string[], locations = buildPlantTree().all) {
  fakeApi({
    'GET /api/auth/session': () => ({ body: { ...buildSession({ role: 'technician' }), site_ids: siteIds } }),
    'GET /api/locations': () => ({ body: { data: locations, total: locations.length } }),
    'GET /api/notifications': () => ({ body: { data: [], total: 0, unread_count: 0 } }),
  });
  renderApp('/settings');
}

describe('Settings: your sites', () => {
  it('says which site a limited person works at', async () => {
    const tree = buildPlantTree();
    // A limited person's tree holds only their site (the server's answer).
    renderSettings([tree.york.id], [tree.york]);
    const section = await screen.findByRole('region', { name: 'Your sites' });
    expect(await within(section).findByText('York')).toBeVisible();
    expect(section).toHaveTextContent(
      'You work at York. You see and change only the assets, work and figures of this site.',
    );
  });

  it('says a person who is not limited works at every site', async () => {
    renderSettings([]);
    const section = await screen.findByRole('region', { name: 'Your sites' });
    expect(section).toHaveTextContent('You work at every site');
  });
});
