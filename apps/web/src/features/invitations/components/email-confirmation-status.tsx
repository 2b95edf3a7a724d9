import { ACCOUNT_MESSAGES, type EmailConfirmed, emailConfirmedRedirectMs } from '@plantwise/domain';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { PublicPage } from '@/components/public-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useConfirmEmail, useResendConfirmation } from '../api/join';

type State =
  | { kind: 'processing' }
  | { kind: 'success'; confirmed: EmailConfirmed }
  | { kind: 'error'; message: string };

/** The error text of spec §8: the server's message, else the generic ones. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return error.message || ACCOUNT_MESSAGES.invalidConfirmation;
  }
  return ACCOUNT_MESSAGES.confirmationUnexpected;
}

/**
 * The target of the confirmation e-mail (spec §2): confirms the token from `?token=`, then goes to the
 * dashboard after 2 s, or 1 s when the person was already signed in.
 */
export function EmailConfirmationStatus({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'processing' } : { kind: 'error', message: ACCOUNT_MESSAGES.invalidConfirmation },
  );
  const confirm = useConfirmEmail();
  const started = useRef(false);
  const navigate = useNavigate();
  const hadSession = useRef(signedIn);
  hadSession.current ||= signedIn;

  useEffect(() => {
    // The token works once: never send it twice (React may run effects twice in development).
    if (!token || started.current) return;
    started.current = true;
    confirm.mutateAsync(token).then(
      (confirmed) => setState({ kind: 'success', confirmed }),
      (error: unknown) => setState({ kind: 'error', message: failureMessage(error) }),
    );
  }, [token, confirm]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = window.setTimeout(
      () => void navigate('/dashboard', { replace: true }),
      emailConfirmedRedirectMs(hadSession.current),
    );
    return () => window.clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'processing') {
    return (
      <PublicPage title="Confirming your email">
        <Spinner label="Confirming your email address..." className="py-6" />
      </PublicPage>
    );
  }
  if (state.kind === 'success') {
    return (
      <PublicPage title="Email Confirmed!">
        <div className="grid gap-5 text-center">
          <CircleCheckIcon
            aria-hidden="true"
            className="mx-auto size-10 text-green-600 dark:text-green-500"
          />
          <p className="text-sm">
            Your e-mail address <strong>{state.confirmed.email}</strong> is confirmed.
          </p>
          <p className="text-muted-foreground text-sm" role="status">
            Taking you to your dashboard...
          </p>
          <Button asChild className="w-full">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </div>
      </PublicPage>
    );
  }
  return (
    <PublicPage title="Confirmation Failed" description={ACCOUNT_MESSAGES.confirmationFailedHint}>
      <div className="grid gap-5">
        <CircleXIcon aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <p role="alert" className="text-center text-sm">
          {state.message}
        </p>
        <Button asChild className="w-full">
          <Link to="/auth">Go to Sign In</Link>
        </Button>
        <ResendConfirmationForm />
      </div>
    </PublicPage>
  );
}

/** A new link for someone whose link expired (the answer never says whether the address has an account). */
function ResendConfirmationForm() {
  const [email, setEmail] = useState('');
  const resend = useResendConfirmation();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    try {
      await resend.mutateAsync(email.trim());
      toast.success('Check your inbox', {
        description: 'If an unconfirmed account uses this address, a new confirmation link is on its way.',
      });
    } catch (error) {
      toast.error('Error', { description: failureMessage(error) });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-5">
      <p className="text-muted-foreground text-sm">Need a new confirmation link?</p>
      <Field label="Email">
        <Input
          className="h-10"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={!email.trim() || resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send a new link'}
      </Button>
    </form>
  );
}
