import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { Field } from '../field';
import { splitRequestError } from '../form';
import { FormDialog } from '../form-dialog';
import { Input } from '../ui/input';

/** Two fields; the submit marks the second as invalid, or fails with a refusal that names no field. */
function Harness({ refuse }: { refuse: 'field' | 'summary' }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  return (
    <FormDialog
      open
      onOpenChange={() => {}}
      title="Adjust"
      submitLabel="Save"
      pendingLabel="Saving..."
      pending={false}
      error={summary}
      onSubmit={(event) => {
        event.preventDefault();
        if (refuse === 'field') setErrors({ reason: 'Give a reason' });
        else setSummary('Stock not adjusted: the connection dropped');
      }}
    >
      <Field label="Quantity">
        <Input />
      </Field>
      <Field label="Reason" error={errors.reason}>
        <Input />
      </Field>
    </FormDialog>
  );
}

describe('FormDialog feedback rule', () => {
  it('moves focus to the first invalid field after a refused submit', async () => {
    const user = userEvent.setup();
    render(<Harness refuse="field" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    expect(screen.getAllByText('Give a reason')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field once, beside the submit button', async () => {
    const user = userEvent.setup();
    render(<Harness refuse="summary" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stock not adjusted: the connection dropped');
    expect(screen.getAllByText('Stock not adjusted: the connection dropped')).toHaveLength(1);
  });
});

describe('noKeyboardOnTouch', () => {
  afterEach(() => vi.unstubAllGlobals());
  const pointer = (coarse: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }));
  const Picker = ({ noKeyboardOnTouch }: { noKeyboardOnTouch: boolean }) => (
    <FormDialog
      open
      onOpenChange={() => {}}
      title="Assign"
      submitLabel="Assign"
      pendingLabel="Assigning..."
      pending={false}
      onSubmit={() => {}}
      noKeyboardOnTouch={noKeyboardOnTouch}
    >
      <Field label="Search people">
        <Input />
      </Field>
    </FormDialog>
  );

  it('opens on a touch screen with the dialog focused, so no keyboard covers the list', async () => {
    pointer(true);
    render(<Picker noKeyboardOnTouch />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Search people' })).not.toHaveFocus();
  });

  it('still focuses the first field with a mouse, or where the dialog does not ask', async () => {
    pointer(false);
    const { unmount } = render(<Picker noKeyboardOnTouch />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search people' })).toHaveFocus());
    unmount();
    pointer(true);
    render(<Picker noKeyboardOnTouch={false} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search people' })).toHaveFocus());
  });
});

describe('splitRequestError', () => {
  it('puts each named refusal beside its field and only the rest in the summary', () => {
    const error = new ApiError(422, 'completion_refused', 'Refused: a, b', {
      failures: [
        { validation_type: 'completion_notes', failure_reason: 'Completion notes are required' },
        { validation_type: 'tools', failure_reason: 'Tool count does not match' },
      ],
    });
    expect(splitRequestError(error, (key) => key === 'completion_notes', 'Try again')).toEqual({
      fields: { completion_notes: 'Completion notes are required' },
      summary: 'Tool count does not match',
    });
    expect(splitRequestError(new Error('offline'), () => true, 'Try again')).toEqual({
      fields: {},
      summary: 'Try again',
    });
  });
});
