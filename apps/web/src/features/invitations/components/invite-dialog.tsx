import {
  type CreateInvitationBody,
  createInvitationBodySchema,
  defaultInvitationPreferences,
  INVITATION_CHANNEL_LABELS,
  type InvitationNotificationPreference,
  type IssuedInvitation,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_FREQUENCY_LABELS,
  NOTIFICATION_TYPE_LABELS,
  ROLE_LABELS,
  ROLES,
} from '@plantwise/domain';
import { useId, useRef, useState } from 'react';
import { FormField, submitFailure, useZodForm } from '@/components/form';
import {
  DialogFrame,
  type DialogState,
  FormActions,
  FormError,
  revealFirstProblem,
} from '@/components/form-dialog';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useCreateInvitation } from '../api/admin-invitations';
import { IssuedInvitationDetails } from './issued-invitation';

const EMPTY: CreateInvitationBody = {
  email: '',
  full_name: '',
  role: 'technician',
  notification_preferences: [],
};

const freshForm = (): CreateInvitationBody => ({
  ...EMPTY,
  notification_preferences: defaultInvitationPreferences(),
});

/** Invite a person (admins): e-mail, name, role and their notification choices; then the code and link once. */
export function InviteDialog({ open, onOpenChange }: DialogState) {
  const form = useZodForm(createInvitationBodySchema, { defaultValues: freshForm() });
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateInvitation();
  const preferences = form.watch('notification_preferences') ?? [];

  const reset = () => {
    form.reset(freshForm());
    setIssued(null);
    setFailure(null);
  };
  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const updatePreference = (index: number, patch: Partial<InvitationNotificationPreference>) =>
    form.setValue(
      'notification_preferences',
      preferences.map((p, i) => (i === index ? { ...p, ...patch } : p)),
    );

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      // The dialog turns into the issued invitation: that is the outcome, so no toast repeats it.
      setIssued(await create.mutateAsync(body));
    } catch (error) {
      setFailure(
        submitFailure(form, error, 'Invitation failed', 'The invitation could not be created. Try again.'),
      );
      requestAnimationFrame(() => revealFirstProblem(formRef.current));
    }
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={handleOpenChange}
      className="sm:max-w-2xl"
      title={issued ? 'Invitation Created' : 'Invite User'}
      description={
        issued
          ? 'Share the code or link only with the person invited.'
          : 'They receive an e-mail with a 6-digit code and a link to create their account.'
      }
      footer={
        issued && (
          <>
            <Button type="button" variant="outline" onClick={reset}>
              Invite another
            </Button>
            <Button type="button" onClick={() => handleOpenChange(false)}>
              Done
            </Button>
          </>
        )
      }
    >
      {issued ? (
        <IssuedInvitationDetails issued={issued} />
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="email" label="Email">
              {(props) => <Input {...props} type="email" autoComplete="off" required className="h-10" />}
            </FormField>
            <FormField control={form.control} name="full_name" label="Full name">
              {(props) => <Input {...props} autoComplete="off" required className="h-10" />}
            </FormField>
          </div>
          <FormField control={form.control} name="role" label="Role">
            {({ value, onChange, ...props }) => (
              <OptionSelect
                {...props}
                value={value}
                options={optionsOf(ROLES, ROLE_LABELS)}
                onValueChange={onChange}
                className="h-10 w-full sm:w-64"
              />
            )}
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-medium text-sm">Notification preferences</legend>
            <ul className="grid gap-2">
              {preferences.map((preference, index) => (
                <PreferenceRow
                  key={preference.notification_type}
                  preference={preference}
                  onChange={(patch) => updatePreference(index, patch)}
                />
              ))}
            </ul>
          </fieldset>
          <FormError>{failure}</FormError>
          <FormActions
            onCancel={() => handleOpenChange(false)}
            submitLabel="Send Invitation"
            pendingLabel="Sending..."
            pending={create.isPending}
          />
        </form>
      )}
    </DialogFrame>
  );
}

function PreferenceRow({
  preference,
  onChange,
}: {
  preference: InvitationNotificationPreference;
  onChange: (patch: Partial<InvitationNotificationPreference>) => void;
}) {
  const label = NOTIFICATION_TYPE_LABELS[preference.notification_type];
  const switchId = useId();
  return (
    <li className="grid items-center gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={preference.enabled}
          onCheckedChange={(enabled) => onChange({ enabled })}
        />
        <Label htmlFor={switchId}>{label}</Label>
      </div>
      <OptionSelect
        value={preference.channel}
        options={optionsOf(NOTIFICATION_CHANNELS, INVITATION_CHANNEL_LABELS)}
        onValueChange={(channel) => onChange({ channel })}
        disabled={!preference.enabled}
        className="h-9 w-full sm:w-32"
        aria-label={`${label} channel`}
      />
      <OptionSelect
        value={preference.frequency}
        options={optionsOf(NOTIFICATION_FREQUENCIES, NOTIFICATION_FREQUENCY_LABELS)}
        onValueChange={(frequency) => onChange({ frequency })}
        disabled={!preference.enabled}
        className="h-9 w-full sm:w-36"
        aria-label={`${label} frequency`}
      />
    </li>
  );
}
