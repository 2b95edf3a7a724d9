import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreateApiTokenBody,
  type CreatedApiToken,
  createApiTokenBodySchema,
  formatDate,
  plantDayRange,
  plantToday,
} from '@plantwise/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { optionsOf, selectControl } from '@/components/option-select';
import { SecretShownOnceDialog } from '@/components/secret-shown-once';
import { Input } from '@/components/ui/input';
import { useCreateApiToken } from '../api/api-tokens';

interface TokenFormValues {
  name: string;
  scope: ApiTokenScope;
  /** A plant calendar day (YYYY-MM-DD), or '' for no expiry. */
  expires_on: string;
}

const EMPTY: TokenFormValues = { name: '', scope: 'read', expires_on: '' };

/** The token stops working at the end of the chosen day on the plant's calendar. */
function toBody(values: TokenFormValues): CreateApiTokenBody {
  return {
    name: values.name,
    scope: values.scope,
    expires_at: values.expires_on ? (plantDayRange(null, values.expires_on).to ?? null) : null,
  };
}

const resolver = bodyResolver(createApiTokenBodySchema, toBody);

const SCOPE_HINTS: Record<ApiTokenScope, string> = {
  read: 'The script can read everything you can, and change nothing.',
  write: 'The script can read and change what your role allows.',
};

/** Create a token, then show it this once with a copy button. */
export function CreateTokenDialog({ open, onOpenChange }: DialogState) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  if (created) return <ShowTokenOnce open={open} onOpenChange={close} token={created} />;
  return <TokenForm open={open} onOpenChange={close} onCreated={setCreated} />;
}

function TokenForm({
  open,
  onOpenChange,
  onCreated,
}: DialogState & { onCreated: (t: CreatedApiToken) => void }) {
  const form = useForm<TokenFormValues, unknown, CreateApiTokenBody>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateApiToken();
  const scope = form.watch('scope');

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(body));
      form.reset(EMPTY);
    } catch (error) {
      setFailure(
        submitFailure(form, error, 'The token was not created', 'Try again.', { expires_at: 'expires_on' }),
      );
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
      title="Create API token"
      description="A script with this token uses the API as you, with your role and sites."
      onSubmit={submit}
      submitLabel="Create token"
      pendingLabel="Creating..."
      pending={create.isPending}
      error={failure}
    >
      <FormField
        control={form.control}
        name="name"
        label="Name"
        required
        description="What uses it, so you know which to revoke: 'Nightly stock export'."
      >
        {(props) => <Input {...props} autoComplete="off" maxLength={100} />}
      </FormField>
      <FormField control={form.control} name="scope" label="Access" required description={SCOPE_HINTS[scope]}>
        {selectControl(optionsOf(API_TOKEN_SCOPES, API_TOKEN_SCOPE_LABELS), { className: 'w-full' })}
      </FormField>
      <FormField
        control={form.control}
        name="expires_on"
        label="Expires (optional)"
        description="It stops working at the end of this day. Leave empty to keep it until you revoke it."
      >
        {(props) => <Input {...props} type="date" min={plantToday()} />}
      </FormField>
    </FormDialog>
  );
}

function ShowTokenOnce({ open, onOpenChange, token }: DialogState & { token: CreatedApiToken }) {
  return (
    <SecretShownOnceDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Token "${token.name}" created`}
      description={`${API_TOKEN_SCOPE_LABELS[token.scope]} · ${
        token.expires_at ? `expires ${formatDate(token.expires_at)}` : 'does not expire'
      }`}
      secret={token.token}
      secretLabel="Your new API token"
      noun="token"
      warning={API_TOKEN_MESSAGES.shownOnce}
      warningDetail="Keep it like a password: anyone who has it can use the API as you."
    />
  );
}
