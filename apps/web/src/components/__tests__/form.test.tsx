import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { expectVisibleText } from '@/test/visible';
import { Field } from '../field';
import { applyServerErrors, FormField, serverFieldErrors, useZodForm } from '../form';

describe('Field', () => {
  it('names the control and describes it by its hint and error', () => {
    render(
      <Field label="Estimated cost" description="In pounds" error="Enter an amount" required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Estimated cost' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('In pounds Enter an amount');
  });

  it('leaves a valid control unmarked', () => {
    render(<Field label="Title">{(props) => <Input {...props} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

const schema = z.object({
  title: z.string().trim().min(1, 'Enter a title'),
  site: z.string(),
});

function Harness({ onSave }: { onSave: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useZodForm(schema, { defaultValues: { title: '', site: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField control={form.control} name="title" label="Title">
        {(props) => <Input {...props} />}
      </FormField>
      <FormField control={form.control} name="site" label="Site">
        {(props) => <Input {...props} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('form layer', () => {
  it("shows the schema's message beside the field and does not save", async () => {
    const onSave = vi.fn(async () => undefined);
    render(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectVisibleText('Enter a title');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter a title');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields and focuses the first", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'validation_failed', 'site: Unknown site', [
        { path: 'site', message: 'Unknown site' },
        { path: 'nope', message: 'Not a field of this form' },
      ]);
    });
    render(<Harness onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Pump');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'Pump', site: '' });
    const site = screen.getByRole('textbox', { name: 'Site' });
    expect(site).toHaveAccessibleDescription('Unknown site');
    expect(site).toHaveFocus();
    expect(screen.queryByText('Not a field of this form')).toBeNull();
  });

  it('reads field errors only from an ApiError with a details list', () => {
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
    expect(serverFieldErrors(new ApiError(409, 'conflict', 'Taken', { failures: [] }))).toEqual({});
    expect(
      serverFieldErrors(
        new ApiError(400, 'validation_failed', 'x', [
          { path: 'email', message: 'First' },
          { path: 'email', message: 'Second' },
        ]),
      ),
    ).toEqual({ email: 'First' });
  });
});
