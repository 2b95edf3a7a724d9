import {
  ACCOUNT_MESSAGES,
  type EmailConfirmed,
  emailConfirmedRedirectMs,
  resendConfirmationBodySchema,
} from '@plantwise/domain';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormField, showRefusal, useZodForm } from '@/components/form';
import { FeedbackForm, FormError } from '@/components/form-dialog';
import { PublicPage } from '@/components/public-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAdoptSession } from '@/features/auth';
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

const signInPath = (email: string) => `/auth?email=${encodeURIComponent(email)}`;

/**
 * The target of the confirmation e-mail (spec §2): confirms the token from `?token=`. The link proves the
 * address, so the server signs this device in, and the page goes on to the dashboard after 2 s (1 s when
 * the person was already signed in). A link opened again (already confirmed) offers the sign-in form
 * with the address filled in instead.
 */
export function EmailConfirmationStatus({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'processing' } : { kind: 'error', message: ACCOUNT_MESSAGES.invalidConfirmation },
  );
  const confirm = useConfirmEmail();
  const adopt = useAdoptSession();
  const started = useRef(false);
  const navigate = useNavigate();
  // Whether someone was signed in before the link signed this person in (spec §9: 1 s instead of 2 s).
  const hadSession = useRef(signedIn);
  const settled = useRef(false);
  if (!settled.current) hadSession.current ||= signedIn;

  useEffect(() => {
    // The token works once: never send it twice (React may run effects twice in development).
    if (!token || started.current) return;
    started.current = true;
    confirm.mutateAsync(token).then(
      (confirmed) => {
        settled.current = true;
        if (confirmed.session) adopt(confirmed.session);
        setState({ kind: 'success', confirmed });
      },
      (error: unknown) => setState({ kind: 'error', message: failureMessage(error) }),
    );
  }, [token, confirm, adopt]);

  const signedInNow = state.kind === 'success' && state.confirmed.session !== null;
  useEffect(() => {
    if (!signedInNow) return;
    const timer = window.setTimeout(
      () => void navigate('/dashboard', { replace: true }),
      emailConfirmedRedirectMs(hadSession.current),
    );
    return () => window.clearTimeout(timer);
  }, [signedInNow, navigate]);

  if (state.kind === 'processing') {
    return (
      <PublicPage title="Confirming your e-mail">
        <Spinner label="Confirming your e-mail address..." className="py-6" />
      </PublicPage>
    );
  }
  if (state.kind === 'success') {
    const { confirmed } = state;
    return (
      <PublicPage title="E-mail confirmed">
        <div className="grid gap-5 text-center">
          <CircleCheckIcon
            aria-hidden="true"
            className="mx-auto size-10 text-green-600 dark:text-green-500"
          />
          <p className="text-sm">
            Your e-mail address <strong>{confirmed.email}</strong> is confirmed
            {confirmed.already_confirmed ? ' (this link had already been used).' : '.'}
          </p>
          {confirmed.session ? (
            <>
              <p className="text-muted-foreground text-sm" role="status">
                You are signed in. Taking you to your dashboard...
              </p>
              <Button asChild className="w-full">
                <Link to="/dashboard">Go to dashboard</Link>
              </Button>
            </>
          ) : (
            <>
              <p className="text-muted-foreground text-sm">Sign in with your password to continue.</p>
              <Button asChild className="w-full">
                <Link to={signInPath(confirmed.email)}>Go to sign in</Link>
              </Button>
            </>
          )}
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
          <Link to="/auth">Go to sign in</Link>
        </Button>
        <ResendConfirmationForm />
      </div>
    </PublicPage>
  );
}

/** A new link for someone whose link expired (the answer never says whether the address has an account). */
function ResendConfirmationForm() {
  const form = useZodForm(resendConfirmationBodySchema, { defaultValues: { email: '' } });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = useResendConfirmation();
  const empty = !form.watch('email').trim();
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await resend.mutateAsync(email);
      setOutcome({
        ok: true,
        text: 'If an unconfirmed account uses this address, a new confirmation link is on its way.',
      });
    } catch (error) {
      const summary = showRefusal(form, error, (key) => key === 'email', failureMessage(error));
      setOutcome(summary ? { ok: false, text: summary } : null);
    }
  });
  return (
    <FeedbackForm onSubmit={submit} className="grid gap-3 border-t pt-5">
      <p className="text-muted-foreground text-sm">Need a new confirmation link?</p>
      <FormField control={form.control} name="email" label="Email">
        {(props) => <Input {...props} className="h-10" type="email" autoComplete="email" />}
      </FormField>
      {outcome?.ok && (
        <p role="status" className="text-sm">
          {outcome.text}
        </p>
      )}
      <FormError>{outcome && !outcome.ok ? outcome.text : null}</FormError>
      <Button type="submit" variant="outline" disabled={empty || resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send a new link'}
      </Button>
    </FeedbackForm>
  );
}
