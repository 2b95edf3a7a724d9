import {
  type CreatedWebhook,
  type CreateWebhookInput,
  createWebhookBodySchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookEvent,
} from '@plantwise/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { SecretShownOnceDialog } from '@/components/secret-shown-once';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateWebhook } from '../api/webhooks';

interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
}

const EMPTY: WebhookFormValues = { url: '', events: [] };

const resolver = bodyResolver(
  createWebhookBodySchema,
  (values: WebhookFormValues): CreateWebhookInput => ({ url: values.url.trim(), events: values.events }),
);

/** Add a webhook, then show its signing secret this once with a copy button. */
export function CreateWebhookDialog({ open, onOpenChange }: DialogState) {
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  if (created) return <ShowSecretOnce open={open} onOpenChange={close} webhook={created} />;
  return <WebhookForm open={open} onOpenChange={close} onCreated={setCreated} />;
}

function WebhookForm({
  open,
  onOpenChange,
  onCreated,
}: DialogState & { onCreated: (w: CreatedWebhook) => void }) {
  const form = useForm<WebhookFormValues, unknown, CreateWebhookInput>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateWebhook();
  const groupId = useId();

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync({ ...body, active: true }));
      form.reset(EMPTY);
    } catch (error) {
      setFailure(submitFailure(form, error, 'The webhook was not added', 'Try again.'));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset(EMPTY);
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title="Add webhook"
      description="Plantwise POSTs each chosen event to this address as JSON, signed with a secret only you and the receiver know."
      onSubmit={submit}
      submitLabel="Add webhook"
      pendingLabel="Adding..."
      pending={create.isPending}
      error={failure}
    >
      <FormField
        control={form.control}
        name="url"
        label="Address"
        required
        description="The receiving system's address, e.g. https://erp.example.com/plantwise/events"
      >
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={2000}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <fieldset
            className="grid gap-2"
            aria-describedby={fieldState.error ? `${groupId}-error` : undefined}
            aria-invalid={fieldState.error ? true : undefined}
          >
            <legend className="mb-2 flex items-center gap-1 font-medium text-sm">
              Events
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((event, index) => {
                const id = `${groupId}-${event}`;
                const checked = field.value.includes(event);
                return (
                  <div key={event} className="flex min-h-9 items-center gap-2">
                    <Checkbox
                      id={id}
                      ref={index === 0 ? field.ref : undefined}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on === true ? [...field.value, event] : field.value.filter((e) => e !== event),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={id} className="grid gap-0 font-normal">
                      {WEBHOOK_EVENT_LABELS[event]}
                      <span className="font-mono text-muted-foreground text-xs">{event}</span>
                    </Label>
                  </div>
                );
              })}
            </div>
            {fieldState.error && (
              <p id={`${groupId}-error`} className="text-destructive text-sm">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
    </FormDialog>
  );
}

function ShowSecretOnce({ open, onOpenChange, webhook }: DialogState & { webhook: CreatedWebhook }) {
  return (
    <SecretShownOnceDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Webhook added"
      description={<span className="break-all">{webhook.url}</span>}
      secret={webhook.secret}
      secretLabel="Signing secret"
      noun="secret"
      warning={WEBHOOK_MESSAGES.shownOnce}
      warningDetail="The receiver checks each request's Plantwise-Signature header with it. Keep it like a password."
    />
  );
}
