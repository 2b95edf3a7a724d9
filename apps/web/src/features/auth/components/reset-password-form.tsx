import { PASSWORD_RESET_MESSAGES, type PasswordResetTarget } from '@plantwise/domain';
import { ShieldXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { addProblems, showRefusal, useZodForm } from '@/components/form';
import { FeedbackForm, FormError } from '@/components/form-dialog';
import {
  NewPasswordFields,
  newPasswordErrors,
  newPasswordSchema,
  usePasswordTools,
} from '@/components/new-password-fields';
import { PublicPage } from '@/components/public-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { checkPasswordReset, useResetPassword } from '../api/account-security';

type State =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; target: PasswordResetTarget };

/**
 * /auth/reset?token=…: checks the link on load, then takes a new password under the rules shown before
 * typing. Saving ends every session of the person and signs this device in.
 */
export function ResetPasswordPage({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'checking' } : { kind: 'invalid', message: PASSWORD_RESET_MESSAGES.invalidLink },
  );

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    checkPasswordReset(token, controller.signal).then(
      (target) => setState({ kind: 'ready', target }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiError && error.status < 500 && error.status > 0
            ? error.message
            : 'The link could not be checked. Please try again.';
        setState({ kind: 'invalid', message });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (state.kind === 'checking') {
    return (
      <PublicPage title="Choose a new password">
        <Spinner label="Checking your link..." className="py-6" />
      </PublicPage>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <PublicPage title="Link not valid">
        <div className="grid gap-5 text-center">
          <ShieldXIcon aria-hidden="true" className="mx-auto size-10 text-destructive" />
          <p role="alert" className="text-sm">
            {state.message}
          </p>
          <Button asChild className="w-full">
            <Link to="/auth/forgot">Ask for a new link</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth">Back to sign in</Link>
          </Button>
        </div>
      </PublicPage>
    );
  }
  return (
    <PublicPage
      title="Choose a new password"
      description="Saving it signs you out on every other device and signs you in here."
    >
      <ResetForm token={token ?? ''} target={state.target} />
    </PublicPage>
  );
}

function ResetForm({ token, target }: { token: string; target: PasswordResetTarget }) {
  const tools = usePasswordTools();
  const person = { email: target.email, full_name: target.full_name };
  const form = useZodForm(
    newPasswordSchema.superRefine((v, ctx) => addProblems(ctx, newPasswordErrors(v, person, tools))),
    { defaultValues: { password: '', confirm: '' } },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, password });
      // The dashboard shows the signed-in outcome; this says what happened elsewhere.
      toast.success('Password changed', { description: 'You were signed out on every other device.' });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(showRefusal(form, error, (key) => key === 'password', 'The password could not be saved.'));
    }
  });

  return (
    <FeedbackForm onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="reset-email">Email</Label>
        <Input
          id="reset-email"
          className="h-10 bg-muted"
          autoComplete="username"
          value={target.email}
          readOnly
        />
      </div>
      <NewPasswordFields control={form.control} person={person} tools={tools} label="New password" />
      <FormError>{failure}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Save password and sign in'}
      </Button>
    </FeedbackForm>
  );
}
