import {
  formatClock,
  formatDateTime,
  formatReading,
  PUBLIC_REPORT_LIMITS,
  PUBLIC_REPORT_MESSAGES,
  PUBLIC_STATUS_LABELS,
  PUBLIC_STATUS_WORDS,
  SEVERITIES,
  SEVERITY_PLAIN_WORDS,
  setDisplayTimeZone,
} from '@plantwise/domain';
import { h, show } from './dom';
import { ApiError, type PublicDuplicate, type PublicMeter, type PublicPage, reportApi } from './report-api';
import {
  forgetReport,
  loadSaved,
  rememberedName,
  rememberName,
  type SavedReport,
  saveReport,
} from './saved-report';

export const POLL_MS = 5000;
const STEPS = ['reported', 'assigned', 'resolved'] as const;

/** The public "report a fault" page of one QR label: /report/:token. */
export function mountReportPage(root: HTMLElement, token: string, options: { pollMs?: number } = {}) {
  const pollMs = options.pollMs ?? POLL_MS;
  let page: PublicPage | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const stopPolling = () => {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = undefined;
  };

  function header(p: PublicPage) {
    return h(
      'header',
      { class: 'rp-asset' },
      h('p', { class: 'rp-muted' }, 'Report a fault on'),
      h('h1', {}, p.asset.asset_name),
      h('p', { class: 'rp-code' }, p.asset.asset_id, p.asset.location ? ` · ${p.asset.location}` : ''),
      p.asset_path
        ? h(
            'p',
            { class: 'rp-member' },
            'You are signed in. ',
            h('a', { href: p.asset_path }, 'Open the asset page'),
          )
        : null,
    );
  }

  function fail(error: unknown) {
    stopPolling();
    // Whatever the server makes of a damaged label (unknown, malformed, no such path), the person on
    // the line reads one plain sentence; only a label switched off for its site says so in its own words.
    const invalid = error instanceof ApiError && (error.status === 404 || error.status === 400);
    const message = !(error instanceof ApiError)
      ? 'Something went wrong. Please try again.'
      : invalid && error.code !== 'report_label_disabled'
        ? PUBLIC_REPORT_MESSAGES.invalidToken
        : error.message;
    show(
      root,
      h(
        'section',
        { class: 'rp-card', role: 'alert' },
        h('h1', {}, invalid ? 'This label cannot be used' : 'Could not open the report form'),
        h('p', {}, message),
        invalid ? null : h('button', { type: 'button', onClick: () => void start() }, 'Try again'),
      ),
    );
  }

  function errorLine(form: HTMLElement) {
    let line = form.querySelector<HTMLElement>('.rp-error');
    if (!line) {
      line = h('p', { class: 'rp-error', role: 'alert' });
      form.append(line);
    }
    return line;
  }

  function renderForm(p: PublicPage) {
    const titleId = 'rp-title';
    const nameId = 'rp-name';
    const descId = 'rp-desc';
    const photoId = 'rp-photo';
    const form = h(
      'form',
      { class: 'rp-card', novalidate: true, 'aria-label': 'Report a fault' },
      h('label', { for: titleId }, "What's wrong?"),
      h('input', {
        id: titleId,
        name: 'title',
        required: true,
        maxlength: String(PUBLIC_REPORT_LIMITS.titleMax),
        autocomplete: 'off',
        placeholder: 'e.g. Belt snapped, leaking oil',
      }),
      h(
        'fieldset',
        {},
        h('legend', {}, 'How bad is it?'),
        ...[...SEVERITIES].reverse().map((severity) =>
          h(
            'label',
            { class: `rp-sev rp-sev-${severity}` },
            h('input', {
              type: 'radio',
              name: 'severity',
              value: severity,
              required: true,
              checked: severity === 'high',
            }),
            ` ${SEVERITY_PLAIN_WORDS[severity]}`,
          ),
        ),
      ),
      h('label', { for: nameId }, 'Your name'),
      h('input', {
        id: nameId,
        name: 'field_reporter_name',
        required: true,
        maxlength: String(PUBLIC_REPORT_LIMITS.reporterNameMax),
        autocomplete: 'name',
        value: rememberedName(),
      }),
      h('label', { for: descId }, 'More detail (optional)'),
      h('textarea', {
        id: descId,
        name: 'description',
        rows: '3',
        maxlength: String(PUBLIC_REPORT_LIMITS.descriptionMax),
      }),
      h('label', { for: photoId }, 'Photo (optional)'),
      h('input', {
        id: photoId,
        name: 'photo',
        type: 'file',
        accept: 'image/jpeg,image/png,image/webp',
        capture: 'environment',
      }),
      h('button', { type: 'submit', class: 'rp-primary' }, 'Send report'),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const title = String(data.get('title') ?? '').trim();
      const name = String(data.get('field_reporter_name') ?? '').trim();
      if (!title || !name) {
        errorLine(form).textContent = !title
          ? "Say what's wrong."
          : 'Give your name so maintenance can find you.';
        return;
      }
      const photo = data.get('photo');
      if (photo instanceof File && photo.size === 0) data.delete('photo');
      const button = form.querySelector('button[type=submit]') as HTMLButtonElement;
      button.disabled = true;
      button.textContent = 'Sending…';
      rememberName(name);
      reportApi.submit(token, data).then(
        (created) => following(saveReport(token, created)),
        (error: unknown) => {
          button.disabled = false;
          button.textContent = 'Send report';
          if (error instanceof ApiError && error.code === 'duplicate_report') {
            const duplicate = (error.details as { duplicate?: PublicDuplicate } | null)?.duplicate;
            if (duplicate) return renderDuplicate(p, duplicate);
          }
          errorLine(form).textContent = error instanceof Error ? error.message : 'Could not send the report.';
        },
      );
    });
    show(root, header(p), form, metersSection(p));
  }

  const lastLine = (meter: PublicMeter) =>
    meter.last_reading
      ? `Last reading ${formatReading(meter.last_reading.value, meter.unit)}, ${formatDateTime(meter.last_reading.taken_at)}`
      : 'No readings yet';

  /** One meter anyone on the line may read: its last value and a form to record a new one, dated now. */
  function meterForm(meter: PublicMeter) {
    const valueId = `rp-meter-${meter.id}`;
    const nameId = `${valueId}-name`;
    const errorId = `${valueId}-error`;
    const last = h('p', { class: 'rp-muted' }, lastLine(meter));
    const error = h('p', { class: 'rp-error', id: errorId, role: 'alert' });
    const done = h('p', { class: 'rp-status', 'aria-live': 'polite' });
    const form = h(
      'form',
      { class: 'rp-card', novalidate: true, 'aria-label': `Record reading: ${meter.name}` },
      h('h3', {}, meter.name),
      last,
      h('label', { for: valueId }, `Reading (${meter.unit})`),
      h('input', {
        id: valueId,
        name: 'value',
        inputmode: 'decimal',
        autocomplete: 'off',
        required: true,
        'aria-describedby': errorId,
      }),
      meter.kind === 'cumulative'
        ? h(
            'label',
            { class: 'rp-check' },
            h('input', { type: 'checkbox', name: 'reset' }),
            ' This meter was reset',
          )
        : null,
      h('label', { for: nameId }, 'Your name (optional)'),
      h('input', {
        id: nameId,
        name: 'field_reporter_name',
        maxlength: String(PUBLIC_REPORT_LIMITS.reporterNameMax),
        autocomplete: 'name',
        value: rememberedName(),
      }),
      error,
      h('button', { type: 'submit', class: 'rp-primary' }, 'Record reading'),
      done,
    );
    const input = form.querySelector('input[name=value]') as HTMLInputElement;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const text = String(data.get('value') ?? '')
        .trim()
        .replace(',', '.');
      const value = Number(text);
      done.textContent = '';
      if (text === '' || !Number.isFinite(value)) {
        error.textContent = 'Enter the reading as a number.';
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      const name = String(data.get('field_reporter_name') ?? '').trim();
      if (name) rememberName(name);
      const button = form.querySelector('button[type=submit]') as HTMLButtonElement;
      button.disabled = true;
      button.textContent = 'Saving…';
      reportApi
        .reading(token, meter.id, {
          value,
          reset: data.get('reset') !== null,
          ...(name ? { field_reporter_name: name } : {}),
        })
        .then(
          (reading) => {
            meter.last_reading = { value: reading.value, taken_at: reading.taken_at };
            last.textContent = lastLine(meter);
            error.textContent = '';
            input.removeAttribute('aria-invalid');
            input.value = '';
            done.textContent = `Thank you — ${formatReading(reading.value, meter.unit)} recorded.`;
          },
          (failure: unknown) => {
            // The input stays as typed: the person fixes it or ticks the reset.
            error.textContent = failure instanceof Error ? failure.message : 'Could not record the reading.';
            input.setAttribute('aria-invalid', 'true');
          },
        )
        .finally(() => {
          button.disabled = false;
          button.textContent = 'Record reading';
        });
    });
    return form;
  }

  function metersSection(p: PublicPage) {
    // An older server's answer has no meters.
    if (!p.meters?.length) return null;
    return h(
      'section',
      { class: 'rp-meters', 'aria-labelledby': 'rp-meters-title' },
      h('h2', { id: 'rp-meters-title' }, 'Meter readings'),
      h('p', { class: 'rp-muted' }, 'Read a meter on this asset and record it here. It is dated now.'),
      ...p.meters.map(meterForm),
    );
  }

  function renderDuplicate(p: PublicPage, duplicate: PublicDuplicate) {
    const form = h(
      'form',
      { class: 'rp-card', 'aria-label': 'Add a note' },
      h('h2', {}, `Already reported at ${formatClock(duplicate.reported_at)} — add a note?`),
      h('p', { class: 'rp-quote' }, duplicate.title, ` (${SEVERITY_PLAIN_WORDS[duplicate.severity]})`),
      h(
        'p',
        { class: 'rp-muted' },
        `Reference ${duplicate.reference} · ${PUBLIC_STATUS_WORDS[duplicate.status]}`,
      ),
      h('label', { for: 'rp-note' }, 'Your note'),
      h('textarea', {
        id: 'rp-note',
        name: 'note',
        rows: '3',
        required: true,
        maxlength: String(PUBLIC_REPORT_LIMITS.noteMax),
      }),
      h('label', { for: 'rp-note-name' }, 'Your name'),
      h('input', {
        id: 'rp-note-name',
        name: 'field_reporter_name',
        required: true,
        maxlength: String(PUBLIC_REPORT_LIMITS.reporterNameMax),
        autocomplete: 'name',
        value: rememberedName(),
      }),
      h('button', { type: 'submit', class: 'rp-primary' }, 'Add note'),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const note = String(data.get('note') ?? '').trim();
      const name = String(data.get('field_reporter_name') ?? '').trim();
      if (!note || !name) {
        errorLine(form).textContent = !note ? 'Write your note.' : 'Give your name.';
        return;
      }
      rememberName(name);
      reportApi.note(token, duplicate.reference, note, name).then(
        (created) => following(saveReport(token, created), 'Your note was added.'),
        (error: unknown) => {
          errorLine(form).textContent = error instanceof Error ? error.message : 'Could not add the note.';
        },
      );
    });
    show(root, header(p), form, metersSection(p));
  }

  function following(saved: SavedReport, headline = 'Thank you — maintenance has been told.') {
    stopPolling();
    const statusLine = h('p', { class: 'rp-status', role: 'status' }, 'Checking the status…');
    const steps = h('ol', { class: 'rp-steps' });
    const card = h(
      'section',
      { class: 'rp-card rp-done' },
      h('h2', {}, headline),
      h('p', {}, 'Your reference: ', h('strong', { class: 'rp-ref' }, saved.reference)),
      statusLine,
      steps,
      h('p', { class: 'rp-muted' }, `You can follow it on this phone until ${formatClock(saved.until)}.`),
      h(
        'button',
        {
          type: 'button',
          onClick: () => {
            forgetReport(token);
            stopPolling();
            void start();
          },
        },
        'Report another fault',
      ),
    );
    const poll = () => {
      if (Date.now() >= saved.until) {
        statusLine.textContent = 'This report can no longer be followed here.';
        forgetReport(token);
        return;
      }
      reportApi.status(saved.status_url).then(
        (status) => {
          statusLine.textContent = PUBLIC_STATUS_WORDS[status.status];
          statusLine.dataset.status = status.status;
          const reached = STEPS.indexOf(status.status as (typeof STEPS)[number]);
          steps.replaceChildren(
            ...STEPS.map((step, i) =>
              h(
                'li',
                {
                  class: i <= reached ? 'rp-step-on' : '',
                  'aria-current': i === reached ? 'step' : undefined,
                },
                PUBLIC_STATUS_LABELS[step],
              ),
            ),
          );
          if (status.status === 'resolved' || status.status === 'cancelled') return;
          pollTimer = setTimeout(poll, pollMs);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) {
            statusLine.textContent = error.message;
            forgetReport(token);
            return;
          }
          pollTimer = setTimeout(poll, pollMs);
        },
      );
    };
    show(root, page ? header(page) : null, card, page ? metersSection(page) : null);
    poll();
  }

  async function start() {
    stopPolling();
    try {
      page = await reportApi.page(token);
    } catch (error) {
      return fail(error);
    }
    setDisplayTimeZone(page.plant_time_zone);
    const saved = loadSaved(token);
    if (saved) return following(saved, 'Your report');
    if (page.recent) return renderDuplicate(page, page.recent);
    renderForm(page);
  }

  void start();
  return { stop: stopPolling };
}
