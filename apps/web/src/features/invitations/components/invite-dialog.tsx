import {
  type CreateInvitationBody,
  createInvitationBodySchema,
  defaultPreferencesFor,
  type IssuedInvitation,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '@plantwise/domain';
import { useRef, useState } from 'react';
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
import { NotificationPreferenceList } from '@/features/notifications';
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
  notification_preferences: defaultPreferencesFor(EMPTY.role as Role),
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

  // The kinds offered follow the role: choosing another role starts from its own defaults.
  const changeRole = (role: Role) => {
    form.setValue('role', role);
    form.setValue('notification_preferences', defaultPreferencesFor(role));
  };

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
            {({ value, onChange: _onChange, ...props }) => (
              <OptionSelect
                {...props}
                value={value}
                options={optionsOf(ROLES, ROLE_LABELS)}
                onValueChange={changeRole}
                className="h-10 w-full sm:w-64"
              />
            )}
          </FormField>
          <fieldset className="grid gap-1">
            <legend className="mb-1 font-medium text-sm">Notifications</legend>
            <p className="text-muted-foreground text-xs">
              What a {ROLE_LABELS[form.watch('role') as Role].toLowerCase()} can receive; they can change it
              later in Settings.
            </p>
            <NotificationPreferenceList
              preferences={preferences}
              onChange={(next) => form.setValue('notification_preferences', next)}
            />
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
