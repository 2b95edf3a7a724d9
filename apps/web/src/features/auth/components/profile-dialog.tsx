import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatLongDate,
  type Profile,
  type UpdateProfileBody,
  updateProfileBodySchema,
} from '@plantwise/domain';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
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
  const nameId = useId();
  const nameErrorId = useId();
  const emailId = useId();
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: { full_name: profile.full_name ?? '' },
  });

  useEffect(() => {
    if (open) form.reset({ full_name: profile.full_name ?? '' });
  }, [open, profile.full_name, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      onOpenChange(false);
      toast.success('Success', { description: 'Profile updated' });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to update profile') });
    }
  });

  const nameError = form.formState.errors.full_name?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Profile</DialogTitle>
          <DialogDescription>Your account details. Only the full name can be changed.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Full name</Label>
            <Input
              id={nameId}
              autoComplete="name"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? nameErrorId : undefined}
              {...form.register('full_name')}
            />
            {nameError && (
              <p id={nameErrorId} className="text-destructive text-sm">
                {nameError}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input id={emailId} value={profile.email} readOnly className="bg-muted" />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Account created</dt>
            <dd>{formatLongDate(profile.created_at)}</dd>
            <dt className="text-muted-foreground">Account ID</dt>
            <dd className="font-mono">{profile.id.slice(0, 8)}</dd>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
