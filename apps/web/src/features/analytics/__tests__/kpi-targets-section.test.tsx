import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const TARGETS = {
  availability_pct: 95,
  mtbf_hours: 500,
  mttr_hours: 4,
  pm_compliance_pct: 90,
  budget_used_pct: 90,
};

type Put = Parameters<typeof fakeApi>[0][string];

function setup(role: 'manager' | 'technician', put?: Put) {
  return {
    ...fakeApi({
      'GET /api/auth/session': () => ({ body: buildSession({ role }) }),
      'GET /api/notification-preferences': () => ({ body: { data: [], total: 0 } }),
      'GET /api/profile/sessions': () => ({ body: { data: [], total: 0 } }),
      'GET /api/settings/kpi-targets': () => ({ body: TARGETS }),
      'PUT /api/settings/kpi-targets': put ?? ((request) => ({ body: request.body })),
    }),
    ...renderApp('/settings'),
  };
}

describe('Settings: KPI targets', () => {
  it('lets a manager change a target, refusing an impossible one beside its field', async () => {
    const { user, requests } = setup('manager');
    const availability = await screen.findByRole('textbox', { name: 'Availability (%)' });
    expect(availability).toHaveValue('95');
    await user.clear(availability);
    await user.type(availability, '120');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await expectVisibleText('Availability must be between 0 and 100');
    await user.clear(availability);
    await user.type(availability, '97.5');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ...TARGETS, availability_pct: 97.5 }),
    );
  });

  it("shows the server's refusal once, beside the target it names, with the focus there and no toast", async () => {
    const message = 'MTBF target must be at least 1 hour';
    const { user } = setup('manager', () => ({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'Invalid request',
          details: [{ path: 'mtbf_hours', message }],
        },
      },
    }));
    await screen.findByRole('textbox', { name: 'Availability (%)' });
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await expectVisibleText(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    const mtbf = screen.getByRole('textbox', { name: 'MTBF (hours)' });
    expect(mtbf).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(mtbf).toHaveFocus());
    expect(screen.queryByText('KPI targets not saved', { exact: false })).toBeNull();
  });

  it('shows a refusal no target can carry once, beside the button, instead of a toast', async () => {
    const { user } = setup('manager', () =>
      apiError(403, 'forbidden', 'Only managers and administrators change the targets'),
    );
    await screen.findByRole('textbox', { name: 'Availability (%)' });
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(
      await screen.findByText('KPI targets not saved: Only managers and administrators change the targets'),
    ).toHaveAttribute('data-form-error');
    expect(screen.getAllByText(/Only managers and administrators change the targets/)).toHaveLength(1);
  });

  it('shows a technician the targets without a way to change them', async () => {
    setup('technician');
    expect(await screen.findByRole('textbox', { name: 'MTTR (hours)' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save targets' })).toBeNull();
  });
});
