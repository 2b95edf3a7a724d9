import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_MESSAGES,
  type AccountCreated,
  INVITATION_AUTO_VERIFY_TIMEOUT_MS,
  INVITATION_CODE_LENGTH,
  INVITATION_VERIFY_TIMEOUT_MS,
  type InvitationStart,
  invitationSteps,
  isInvitationCode,
  isOpenInvitation,
  joinButtonLabel,
  joiningSignsIn,
  ROLE_LABELS,
  sanitizeInvitationCode,
  type VerifiedInvitation,
  validateInvitationCode,
} from '@plantwise/domain';
import { CheckIcon, MailCheckIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Field } from '@/components/field';
import { addProblems, FormField, showRefusal, useZodForm } from '@/components/form';
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
import { Spinner } from '@/components/ui/spinner';
import { useAdoptSession } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useResendConfirmation, useSignUp } from '../api/join';
import { VerificationTimeoutError, verifyInvitation } from '../api/verify-invitation';

type Step =
  | { kind: 'invitation' }
  | { kind: 'password'; invitation: VerifiedInvitation }
  | { kind: 'confirm-email'; created: AccountCreated };

/** Why an invitation could not be verified, in words the person can act on. */
function verificationFailure(error: unknown, start: InvitationStart): string {
  if (error instanceof VerificationTimeoutError) return ACCOUNT_MESSAGES.autoVerifyTimeout;
  // Too many wrong codes: the server's own words say how long to wait.
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError && error.status > 0 && error.status < 500)
    return start === 'link' ? ACCOUNT_MESSAGES.invalidLink : ACCOUNT_MESSAGES.invalidCode;
  return ACCOUNT_MESSAGES.verifyUnexpected;
}

function Steps({ current, signsIn }: { current: number; signsIn: boolean }) {
  const steps = invitationSteps(signsIn);
  return (
    <ol className="grid grid-cols-3 gap-2 text-xs" aria-label="Joining Plantwise">
      {steps.map((label, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li
            key={label}
            aria-current={here ? 'step' : undefined}
            className={cn(
              'grid justify-items-center gap-1 text-center',
              here ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 items-center justify-center rounded-full border text-xs',
                done && 'border-primary bg-primary text-primary-foreground',
                here && 'border-primary text-primary',
              )}
            >
              {done ? <CheckIcon className="size-3.5" /> : index + 1}
            </span>
            <span>
              {label}
              <span className="sr-only">{done ? ' (done)' : here ? ' (current step)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Joining Plantwise by invitation, one journey whichever way it starts (/invite/signup/:code or
 * /invite/accept/:token): the invitation is verified, the person checks their details and chooses a
 * password under the rules shown before typing, and then they are signed in — or, from a code, told to
 * open the confirmation link that signs them in (a code alone does not prove the address).
 */
export function InvitationJourney({ start, token }: { start: InvitationStart; token: string | undefined }) {
  const [step, setStep] = useState<Step>({ kind: 'invitation' });
  const [code, setCode] = useState(() => (start === 'code' ? sanitizeInvitationCode(token ?? '') : ''));
  const [verifying, setVerifying] = useState(false);
  const [failure, setFailure] = useState<string | null>(() =>
    start === 'link' && !token ? ACCOUNT_MESSAGES.missingLink : null,
  );
  const inFlight = useRef<AbortController | null>(null);
  const started = useRef(false);

  const verify = useCallback(
    async (candidate: string, auto: boolean) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setFailure(null);
      setVerifying(true);
      try {
        const invitation = await verifyInvitation(candidate, {
          signal: controller.signal,
          timeoutMs: auto ? INVITATION_AUTO_VERIFY_TIMEOUT_MS : INVITATION_VERIFY_TIMEOUT_MS,
        });
        setStep({ kind: 'password', invitation });
      } catch (error) {
        if (controller.signal.aborted && !(error instanceof VerificationTimeoutError)) return;
        setFailure(verificationFailure(error, start));
      } finally {
        if (inFlight.current === controller) setVerifying(false);
      }
    },
    [start],
  );

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    if (start === 'link' || isInvitationCode(token)) void verify(token, true);
    else setFailure(ACCOUNT_FORM_MESSAGES.codeFormat);
  }, [start, token, verify]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const signsIn =
    step.kind === 'password' ? joiningSignsIn(start, step.invitation) : step.kind !== 'confirm-email';

  if (step.kind === 'confirm-email') {
    return (
      <PublicPage title="Confirm your e-mail">
        <div className="grid gap-6">
          <Steps current={2} signsIn={false} />
          <ConfirmEmailStep created={step.created} />
        </div>
      </PublicPage>
    );
  }
  if (step.kind === 'password') {
    const { invitation } = step;
    const role = ROLE_LABELS[invitation.role].toLowerCase();
    return (
      <PublicPage
        title={`Welcome${invitation.full_name ? `, ${invitation.full_name}` : ''}!`}
        description={`Choose your password to finish your ${role} account.`}
      >
        <div className="grid gap-6">
          <Steps current={1} signsIn={signsIn} />
          <DetailsForm
            invitation={invitation}
            signsIn={signsIn}
            onWaitingForEmail={(created) => setStep({ kind: 'confirm-email', created })}
          />
        </div>
      </PublicPage>
    );
  }
  return (
    <PublicPage
      title={start === 'code' ? 'Enter your invitation code' : 'Your invitation'}
      description={
        start === 'code'
          ? 'The 6-digit code is in your invitation e-mail, or from your administrator.'
          : undefined
      }
    >
      <div className="grid gap-6">
        <Steps current={0} signsIn={start === 'link'} />
        {start === 'code' ? (
          <CodeStep
            code={code}
            onCodeChange={setCode}
            verifying={verifying}
            failure={failure}
            onVerify={() => {
              const formatError = validateInvitationCode(code);
              if (formatError) setFailure(formatError);
              else void verify(code, false);
            }}
          />
        ) : failure ? (
          <InvitationFailure message={failure} />
        ) : (
          <Spinner label="Checking your invitation..." className="py-6" />
        )}
      </div>
    </PublicPage>
  );
}

function InvitationFailure({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <FormError>{message}</FormError>
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">Go to sign in</Link>
      </Button>
    </div>
  );
}

function CodeStep({
  code,
  onCodeChange,
  verifying,
  failure,
  onVerify,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  verifying: boolean;
  failure: string | null;
  onVerify: () => void;
}) {
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === INVITATION_CODE_LENGTH && !verifying) onVerify();
      }}
    >
      <Field label="Invitation code" description="6 digits" error={failure ?? undefined}>
        <Input
          value={code}
          onChange={(event) => onCodeChange(sanitizeInvitationCode(event.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={INVITATION_CODE_LENGTH}
          placeholder="000000"
          className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
          disabled={verifying}
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={code.length !== INVITATION_CODE_LENGTH || verifying}
      >
        {verifying ? 'Verifying...' : 'Verify code'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Already have an account? Sign in
        </Link>
      </p>
    </form>
  );
}

const emailSchema = z.email('Enter a valid e-mail address');
function DetailsForm({
  invitation,
  signsIn,
  onWaitingForEmail,
}: {
  invitation: VerifiedInvitation;
  signsIn: boolean;
  onWaitingForEmail: (created: AccountCreated) => void;
}) {
  const open = isOpenInvitation(invitation);
  const tools = usePasswordTools();
  const form = useZodForm(
    newPasswordSchema.extend({ email: z.string(), full_name: z.string() }).superRefine((v, ctx) =>
      addProblems(ctx, {
        email:
          !open || emailSchema.safeParse(v.email.trim()).success ? undefined : 'Enter a valid e-mail address',
        full_name: v.full_name.trim() ? undefined : ACCOUNT_FORM_MESSAGES.fullNameRequired,
        ...newPasswordErrors(v, v, tools),
      }),
    ),
    {
      defaultValues: {
        email: invitation.email,
        full_name: invitation.full_name ?? '',
        password: '',
        confirm: '',
      },
    },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const signUp = useSignUp();
  const adopt = useAdoptSession();
  const navigate = useNavigate();
  const [email, fullName] = form.watch(['email', 'full_name']);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await signUp.mutateAsync({
        token: invitation.invitation_token,
        full_name: values.full_name.trim(),
        password: values.password,
        ...(open ? { email: values.email.trim().toLowerCase() } : {}),
      });
      if (created.session) {
        adopt(created.session);
        void navigate('/dashboard', { replace: true });
      } else onWaitingForEmail(created);
    } catch (error) {
      const known = (key: string) => ['password', 'full_name', 'email'].includes(key);
      setFailure(showRefusal(form, error, known, ACCOUNT_MESSAGES.acceptFailed));
    }
  });

  return (
    <FeedbackForm className="grid gap-5" onSubmit={submit}>
      <FormField
        control={form.control}
        name="email"
        label="Email"
        description={
          open ? 'The address you will sign in with.' : `Invited as ${ROLE_LABELS[invitation.role]}.`
        }
      >
        {(props) => (
          <Input
            {...props}
            className={cn('h-10', !open && 'bg-muted')}
            type="email"
            autoComplete="username"
            readOnly={!open}
          />
        )}
      </FormField>
      <FormField control={form.control} name="full_name" label="Full name">
        {(props) => <Input {...props} className="h-10" autoComplete="name" />}
      </FormField>
      <NewPasswordFields control={form.control} person={{ email, full_name: fullName }} tools={tools} />
      {!signsIn && (
        <p className="text-muted-foreground text-sm">
          Next, we e-mail you a link to confirm your address. Opening it signs you in.
        </p>
      )}
      <FormError>{failure}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : joinButtonLabel(signsIn)}
      </Button>
    </FeedbackForm>
  );
}

function ConfirmEmailStep({ created }: { created: AccountCreated }) {
  const resend = useResendConfirmation();
  const [resent, setResent] = useState<string | null>(null);
  const email = created.user.email;
  return (
    <div className="grid gap-5 text-center">
      <MailCheckIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
      <p className="text-sm" role="status">
        Your account is created. We sent a link to <strong>{email}</strong>: open it to confirm your address
        and you are signed in.
      </p>
      <p className="text-muted-foreground text-sm">
        An invitation code can be passed on; the link proves the address is yours. You can also sign in with
        your password once the address is confirmed.
      </p>
      {resent && (
        <p className="text-sm" role="status">
          {resent}
        </p>
      )}
      <div className="grid gap-2">
        <Button
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () => setResent('A new link is on its way. The earlier one no longer works.'),
              onError: (error) => setResent(errorMessage(error, 'The link could not be sent. Try again.')),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
        <Button asChild variant="ghost">
          <Link to={`/auth?email=${encodeURIComponent(email)}`}>Go to sign in</Link>
        </Button>
      </div>
    </div>
  );
}
