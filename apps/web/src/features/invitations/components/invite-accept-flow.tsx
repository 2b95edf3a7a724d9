import {
  ACCOUNT_CREATED_REDIRECT_MS,
  ACCOUNT_MESSAGES,
  type AccountCreated,
  canSubmitAcceptForm,
  isOpenInvitation,
  ROLE_LABELS,
  type VerifiedInvitation,
  validateAcceptForm,
} from '@plantwise/domain';
import { CircleCheckIcon, ShieldXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Field } from '@/components/field';
import { splitRequestError } from '@/components/form';
import { FeedbackForm, FormError } from '@/components/form-dialog';
import { PublicPage } from '@/components/public-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useAcceptInvitation } from '../api/join';
import { verifyInvitation } from '../api/verify-invitation';

type State =
  | { kind: 'validating' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; invitation: VerifiedInvitation }
  | { kind: 'created'; result: AccountCreated };

const greetingName = (invitation: VerifiedInvitation) =>
  invitation.full_name?.trim() ||
  (invitation.email ? invitation.email.split('@')[0] : ROLE_LABELS[invitation.role]);

/**
 * The invitation link flow of spec §2 (/invite/accept/:token): the link is checked on load, the
 * person sets a password, and the account is ready (the link proved the address).
 */
export function InviteAcceptFlow({ token }: { token: string | undefined }) {
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'validating' } : { kind: 'invalid', message: ACCOUNT_MESSAGES.missingLink },
  );
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    verifyInvitation(token, { signal: controller.signal }).then(
      (invitation) => setState({ kind: 'ready', invitation }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'invalid', message: ACCOUNT_MESSAGES.invalidLink });
      },
    );
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (state.kind !== 'created') return;
    const timer = window.setTimeout(
      () => void navigate('/auth', { replace: true }),
      ACCOUNT_CREATED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'validating') {
    return (
      <PublicPage title="Invitation">
        <Spinner label="Validating invitation..." className="py-6" />
      </PublicPage>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <PublicPage title="Invalid Invitation">
        <div className="grid gap-5 text-center">
          <ShieldXIcon aria-hidden="true" className="mx-auto size-10 text-destructive" />
          <p role="alert" className="text-sm">
            {state.message}
          </p>
          <Button asChild className="w-full">
            <Link to="/auth">Go to Login Page</Link>
          </Button>
        </div>
      </PublicPage>
    );
  }
  if (state.kind === 'created') return <AccountCreatedNotice result={state.result} />;

  const { invitation } = state;
  return (
    <PublicPage
      title={`Welcome, ${greetingName(invitation)}!`}
      description={`Create your password to complete your ${ROLE_LABELS[invitation.role].toLowerCase()} account setup`}
    >
      <AcceptForm invitation={invitation} onCreated={(result) => setState({ kind: 'created', result })} />
    </PublicPage>
  );
}

const emailSchema = z.email();

function AcceptForm({
  invitation,
  onCreated,
}: {
  invitation: VerifiedInvitation;
  onCreated: (result: AccountCreated) => void;
}) {
  const open = isOpenInvitation(invitation);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm_password?: string; email?: string }>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const accept = useAcceptInvitation();

  const canSubmit =
    canSubmitAcceptForm({ password, confirm_password: confirm }) &&
    (!open || (email.trim() !== '' && fullName.trim() !== '')) &&
    !accept.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const found: typeof errors = validateAcceptForm({ password, confirm_password: confirm });
    if (open && !emailSchema.safeParse(email.trim()).success) found.email = 'Enter a valid e-mail address';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitError(null);
    try {
      const result = await accept.mutateAsync({
        token: invitation.invitation_token,
        password,
        ...(open ? { email: email.trim().toLowerCase(), full_name: fullName.trim() } : {}),
      });
      // The next page says the account was created: no toast on top of it.
      onCreated(result);
    } catch (error) {
      // Each problem once: beside the field the server named, else one summary by the button.
      const { fields, summary } = splitRequestError(
        error,
        (key) => key === 'password' || (open && key === 'email'),
        ACCOUNT_MESSAGES.acceptFailed,
      );
      setErrors(fields);
      setSubmitError(summary);
    }
  };

  return (
    <FeedbackForm className="grid gap-5" onSubmit={submit}>
      {open && (
        <>
          <Field label="Email" error={errors.email}>
            <Input
              className="h-10"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label="Full Name">
            <Input
              className="h-10"
              autoComplete="name"
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
            />
          </Field>
        </>
      )}
      <Field label="Password" error={errors.password}>
        <PasswordInput
          className="h-10"
          revealLabel="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Field
        label="Confirm Password"
        error={
          errors.confirm_password ?? (confirm && confirm !== password ? 'Passwords do not match' : undefined)
        }
      >
        <PasswordInput
          className="h-10"
          revealLabel="confirm password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </Field>
      <FormError>{submitError}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {accept.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="border-t pt-4 text-center text-muted-foreground text-xs">
        {open ? 'First administrator invitation' : <>Invitation for {invitation.email}</>} · Role:{' '}
        {ROLE_LABELS[invitation.role]}
      </p>
    </FeedbackForm>
  );
}

function AccountCreatedNotice({ result }: { result: AccountCreated }) {
  const steps = result.email_confirmation_required
    ? [
        `Check your inbox at ${result.user.email}.`,
        'Click the confirmation link in the e-mail.',
        'Return to the sign-in page and sign in.',
      ]
    : [
        `Your e-mail address ${result.user.email} is confirmed: the invitation link proved it.`,
        'Return to the sign-in page.',
        'Sign in with your e-mail address and your new password.',
      ];
  return (
    <PublicPage title="Account Created Successfully!">
      <div className="grid gap-5">
        <CircleCheckIcon aria-hidden="true" className="mx-auto size-10 text-green-600 dark:text-green-500" />
        <div className="grid gap-2">
          <h2 className="font-medium text-sm">Next steps</h2>
          <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground text-sm">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <p className="text-center text-muted-foreground text-sm" role="status">
          Taking you to the sign-in page in {ACCOUNT_CREATED_REDIRECT_MS / 1000} seconds...
        </p>
        <Button asChild className="w-full">
          <Link to="/auth">Go to Sign In</Link>
        </Button>
      </div>
    </PublicPage>
  );
}
