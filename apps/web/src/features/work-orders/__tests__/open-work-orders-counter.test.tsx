import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSession } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

describe('header: the blue count', () => {
  it('shows open work orders (pending plus in progress) and links to the list', async () => {
    fakeApi({
      'GET /api/auth/session': () => ({ body: buildSession({ role: 'technician' }) }),
      'GET /api/work-orders/counts': () => ({
        body: { pending: 4, in_progress: 3, overdue: 1, completed_this_month: 9, follow_ups_pending: 0 },
      }),
    });
    renderApp('/dashboard');
    const counter = await screen.findByRole('link', { name: '7 open work orders' });
    expect(counter).toHaveAttribute('href', '/work-orders');
    expect(counter).toHaveTextContent('7');
  });
});
