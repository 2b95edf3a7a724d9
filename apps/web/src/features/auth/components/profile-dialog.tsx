import { formatLongDate, type Profile, ROLE_LABELS, updateProfileBodySchema } from '@plantwise/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FormField, submitFailure, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const updateProfile = useUpdateProfile();
  const form = useZodForm(updateProfileBodySchema, { defaultValues: { full_name: profile.full_name ?? '' } });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) form.reset({ full_name: profile.full_name ?? '' });
  }, [open, profile.full_name, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateProfile.mutateAsync(values);
      onOpenChange(false);
      toast.success('Success', { description: 'Profile updated' });
    } catch (error) {
      setFailure(submitFailure(form, error, 'Profile not saved', 'Failed to update profile'));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Profile"
      description="Your account details. Only the full name can be changed."
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={updateProfile.isPending}
      error={failure}
    >
      <FormField control={form.control} name="full_name" label="Full name">
        {(props) => <Input {...props} autoComplete="name" />}
      </FormField>
      <Field label="Email">
        <Input value={profile.email} readOnly className="bg-muted" />
      </Field>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Role</dt>
        <dd>{ROLE_LABELS[profile.role]}</dd>
        <dt className="text-muted-foreground">Member since</dt>
        <dd>{formatLongDate(profile.created_at)}</dd>
      </dl>
    </FormDialog>
  );
}
