import { PUBLIC_REPORT_MESSAGES } from '@plantwise/domain';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { mountReportPage } from '../report-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const BASE = `/api/public/report/${TOKEN}`;
const asset = { asset_id: 'FIL-02', asset_name: 'Bottle filler 2', location: 'Hall B' };
let root: HTMLElement;
let page: { stop: () => void } | undefined;

beforeEach(() => {
  localStorage.clear();
  root = document.createElement('main');
  document.body.append(root);
});
afterEach(() => {
  page?.stop();
  root.remove();
});

const mount = () => {
  page = mountReportPage(root, TOKEN, { pollMs: 20 });
};

describe('public report page', () => {
  it('shows the asset, reports a critical fault with plain words, then follows its status live', async () => {
    let status = 'reported';
    const { fetchMock } = fakeApi({
      [`GET ${BASE}`]: () => ({
        body: { asset, recent: null, asset_path: null, plant_time_zone: 'Europe/London' },
      }),
      [`POST ${BASE}`]: () => ({
        status: 201,
        body: { reference: '3F2A9C1E', status_url: `${BASE}/status/3F2A9C1E` },
      }),
      [`GET ${BASE}/status/3F2A9C1E`]: () => ({
        body: {
          reference: '3F2A9C1E',
          status,
          reported_at: new Date().toISOString(),
          visible_until: new Date(Date.now() + 1800_000).toISOString(),
        },
      }),
    });
    mount();
    expect(await screen.findByRole('heading', { name: 'Bottle filler 2' })).toBeInTheDocument();
    expect(screen.getByText('FIL-02 · Hall B')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("What's wrong?"), '<b>Belt</b> snapped');
    await user.click(screen.getByLabelText('Line stopped'));
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('3F2A9C1E')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData;
    expect(sent.get('title')).toBe('<b>Belt</b> snapped');
    expect(sent.get('severity')).toBe('critical');
    expect(sent.get('field_reporter_name')).toBe('Sam');
    expect(sent.has('photo')).toBe(false);
    expect(await screen.findByText('Reported — waiting for a technician')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`plantwise-report:${TOKEN}`) ?? '{}')).toMatchObject({
      reference: '3F2A9C1E',
    });
    status = 'assigned';
    expect(await screen.findByText('Assigned — a technician is on the way')).toBeInTheDocument();
  });

  it('refuses to send without a title or a name', async () => {
    const { requests } = fakeApi({
      [`GET ${BASE}`]: () => ({
        body: { asset, recent: null, asset_path: null, plant_time_zone: 'Europe/London' },
      }),
    });
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Say what's wrong.");
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says plainly when the label is no longer valid', async () => {
    fakeApi({
      [`GET ${BASE}`]: () => ({
        status: 404,
        body: {
          error: {
            code: 'report_label_invalid',
            message: PUBLIC_REPORT_MESSAGES.invalidToken,
          },
        },
      }),
    });
    mount();
    expect(await screen.findByText(PUBLIC_REPORT_MESSAGES.invalidToken)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says in plain words that a damaged label is not recognised, never the validation pattern', async () => {
    fakeApi({
      [`GET ${BASE}`]: () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'token: Invalid string: must match pattern /^[A-Za-z0-9_-]{22}$/',
          },
        },
      }),
    });
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This label cannot be used');
    expect(alert).toHaveTextContent(
      'This label is not recognised. It may be damaged or replaced: ask your supervisor for a new label, or report the fault another way.',
    );
    expect(alert.textContent).not.toMatch(/pattern|Invalid string/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a recent report and adds a note to it instead of another report', async () => {
    // 10:42 UTC is 04:42 on the clock of a plant in Chicago (CST), whatever zone runs the test.
    const reportedAt = '2026-03-02T10:42:00.000Z';
    const { requests } = fakeApi({
      [`GET ${BASE}`]: () => ({
        body: {
          asset,
          recent: {
            reference: '00AA11BB',
            title: 'Leaking oil',
            severity: 'high',
            status: 'reported',
            reported_at: reportedAt,
          },
          asset_path: null,
          plant_time_zone: 'America/Chicago',
        },
      }),
      [`POST ${BASE}/status/00AA11BB/notes`]: () => ({
        status: 201,
        body: { reference: '00AA11BB', status_url: `${BASE}/status/00AA11BB` },
      }),
      [`GET ${BASE}/status/00AA11BB`]: () => ({
        body: {
          reference: '00AA11BB',
          status: 'reported',
          reported_at: reportedAt,
          visible_until: reportedAt,
        },
      }),
    });
    mount();
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toMatch(/^Already reported at 04:42 — add a note\?$/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your note'), 'Also smoking');
    await user.type(screen.getByLabelText('Your name'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Your note was added.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      note: 'Also smoking',
      field_reporter_name: 'Kim',
    });
  });

  it('offers a signed-in user the asset page, and resumes a report made on this phone', async () => {
    localStorage.setItem(
      `plantwise-report:${TOKEN}`,
      JSON.stringify({
        reference: '3F2A9C1E',
        status_url: `${BASE}/status/3F2A9C1E`,
        until: Date.now() + 60_000,
      }),
    );
    fakeApi({
      [`GET ${BASE}`]: () => ({
        body: {
          asset,
          recent: null,
          asset_path: '/assets/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
          plant_time_zone: 'Europe/London',
        },
      }),
      [`GET ${BASE}/status/3F2A9C1E`]: () => ({
        body: {
          reference: '3F2A9C1E',
          status: 'resolved',
          reported_at: new Date().toISOString(),
          visible_until: new Date().toISOString(),
        },
      }),
    });
    mount();
    const link = await screen.findByRole('link', { name: 'Open the asset page' });
    expect(link).toHaveAttribute('href', '/assets/1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Resolved'));
    const steps = within(root.querySelector('ol') as HTMLElement).getAllByRole('listitem');
    expect(steps.map((s) => s.className)).toEqual(['rp-step-on', 'rp-step-on', 'rp-step-on']);
    // The steps read as words, not as the values the API spells.
    expect(steps.map((s) => s.textContent)).toEqual(['Reported', 'Assigned', 'Resolved']);
    await waitFor(() => expect(screen.getByText('3F2A9C1E')).toBeInTheDocument());
  });

  it('lists the meters anyone may read and records a reading, keeping the input when it is refused', async () => {
    const meter = {
      id: '2c5f39cb-3fa1-41d2-883f-0016d3cca428',
      name: 'Run hours',
      unit: 'h',
      kind: 'cumulative',
      last_reading: { value: 1200, taken_at: '2026-03-02T10:00:00.000Z' },
    };
    let refuse = true;
    const { fetchMock } = fakeApi({
      [`GET ${BASE}`]: () => ({
        body: { asset, recent: null, asset_path: null, plant_time_zone: 'Europe/London', meters: [meter] },
      }),
      [`POST ${BASE}/meters/${meter.id}/readings`]: () =>
        refuse
          ? {
              status: 422,
              body: {
                error: {
                  code: 'reading_below_last',
                  message: 'The reading before this one was 1200',
                  details: [{ path: 'value', message: 'The reading before this one was 1200' }],
                },
              },
            }
          : {
              status: 201,
              body: { meter_id: meter.id, value: 1234.5, taken_at: '2026-03-02T11:00:00.000Z' },
            },
    });
    mount();
    await screen.findByRole('heading', { name: 'Bottle filler 2' });
    const form = await screen.findByRole('form', { name: 'Record reading: Run hours' });
    expect(within(form).getByText(/Last reading 1,200 h,/)).toBeInTheDocument();
    const user = userEvent.setup();
    const field = within(form).getByLabelText('Reading (h)');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '1100');
    await user.click(within(form).getByRole('button', { name: 'Record reading' }));
    expect(await within(form).findByText('The reading before this one was 1200')).toBeInTheDocument();
    expect(field).toHaveValue('1100');
    refuse = false;
    await user.clear(field);
    await user.type(field, '1234,5');
    await user.click(within(form).getByRole('button', { name: 'Record reading' }));
    expect(await within(form).findByText('Thank you — 1,234.5 h recorded.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posts[1][1]?.body))).toEqual({ value: 1234.5, reset: false });
  });
});
