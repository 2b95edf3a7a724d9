import { PASSWORD_RESET_MESSAGES, type PasswordResetTarget } from '@plantwise/domain';
import { ShieldXIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { splitRequestError } from '@/components/form';
import { FormError, revealFirstProblem } from '@/components/form-dialog';
import {
  type NewPasswordErrors,
  NewPasswordFields,
  newPasswordErrors,
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
  const [value, setValue] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const tools = usePasswordTools();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const person = { email: target.email, full_name: target.full_name };
  const reveal = () => requestAnimationFrame(() => revealFirstProblem(formRef.current));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = newPasswordErrors(value, person, tools);
    setErrors(found);
    if (Object.keys(found).length > 0) return reveal();
    try {
      await reset.mutateAsync({ token, password: value.password });
      // The dashboard shows the signed-in outcome; this says what happened elsewhere.
      toast.success('Password changed', { description: 'You were signed out on every other device.' });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      const { fields, summary } = splitRequestError(
        error,
        (key) => key === 'password',
        'The password could not be saved.',
      );
      setErrors({ password: fields.password });
      setFailure(summary);
      reveal();
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
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
      <NewPasswordFields
        value={value}
        onChange={setValue}
        errors={errors}
        person={person}
        tools={tools}
        label="New password"
      />
      <FormError>{failure}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Save password and sign in'}
      </Button>
    </form>
  );
}
