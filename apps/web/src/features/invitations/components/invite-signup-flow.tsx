import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_MESSAGES,
  INVITATION_AUTO_VERIFY_TIMEOUT_MS,
  INVITATION_CODE_LENGTH,
  INVITATION_PROGRESS,
  INVITATION_VERIFY_TIMEOUT_MS,
  type InvitationStep,
  isInvitationCode,
  isOpenInvitation,
  ROLE_LABELS,
  sanitizeInvitationCode,
  type VerifiedInvitation,
  validateInvitationCode,
  validateSignUpForm,
} from '@plantwise/domain';
import { AlertCircleIcon, MailCheckIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Field } from '@/components/field';
import { PublicPage } from '@/components/public-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Progress } from '@/components/ui/progress';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSignUp } from '../api/join';
import { VerificationTimeoutError, verifyInvitation } from '../api/verify-invitation';

const TITLES: Record<InvitationStep, string> = {
  passcode: 'Enter Your Invitation Code',
  password: 'Complete Your Profile',
  complete: 'Check Your Email',
};

/** The reason shown under 'Invitation Verification Failed' (spec §8 invitation code flow). */
function verificationFailure(error: unknown, auto: boolean): string {
  if (error instanceof VerificationTimeoutError) {
    return auto ? ACCOUNT_MESSAGES.autoVerifyTimeout : ACCOUNT_MESSAGES.invalidCode;
  }
  // Too many wrong codes: the server's own words say how long to wait.
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError) return ACCOUNT_MESSAGES.invalidCode;
  return ACCOUNT_MESSAGES.verifyUnexpected;
}

function SetupProgress({ value }: { value: number }) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-medium">
          Setup Progress
        </span>
        <span className="text-muted-foreground tabular-nums">{value}%</span>
      </div>
      <Progress value={value} aria-labelledby={labelId} />
    </div>
  );
}

/**
 * The invitation code flow of spec §2 (/invite/signup/:token): the code from the link is verified on
 * load, then the person completes their profile, then is asked to confirm their e-mail.
 */
export function InviteSignupFlow({ token }: { token: string }) {
  const [step, setStep] = useState<InvitationStep>('passcode');
  const [progress, setProgress] = useState<number>(INVITATION_PROGRESS.passcode);
  const [code, setCode] = useState(() => sanitizeInvitationCode(token));
  const [verifying, setVerifying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [invitation, setInvitation] = useState<VerifiedInvitation | null>(null);
  const [createdEmail, setCreatedEmail] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const started = useRef(false);

  const verify = useCallback(async (candidate: string, auto: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setFailure(null);
    setVerifying(true);
    setProgress(INVITATION_PROGRESS.verifying);
    try {
      // On load the whole check may take 15 s (the page itself may still be starting); a typed code 10 s.
      const verified = await verifyInvitation(candidate, {
        signal: controller.signal,
        timeoutMs: auto ? INVITATION_AUTO_VERIFY_TIMEOUT_MS : INVITATION_VERIFY_TIMEOUT_MS,
      });
      setInvitation(verified);
      setStep('password');
      setProgress(INVITATION_PROGRESS.password);
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof VerificationTimeoutError)) return; // superseded or unmounted
      setProgress(INVITATION_PROGRESS.passcode);
      setFailure(verificationFailure(error, auto));
    } finally {
      if (inFlight.current === controller) setVerifying(false);
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (isInvitationCode(token)) void verify(token, true);
    else setFailure(ACCOUNT_FORM_MESSAGES.codeFormat);
  }, [token, verify]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return (
    <PublicPage
      title={TITLES[step]}
      description={
        step === 'passcode' ? 'Enter the 6-digit invitation code from your administrator.' : undefined
      }
    >
      <div className="grid gap-6">
        <SetupProgress value={progress} />
        {step === 'passcode' && (
          <PasscodeStep
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
        )}
        {step === 'password' && invitation && (
          <PasswordStep
            invitation={invitation}
            onProgress={setProgress}
            onCreated={(email) => {
              setCreatedEmail(email);
              setProgress(INVITATION_PROGRESS.complete);
              setStep('complete');
            }}
          />
        )}
        {step === 'complete' && (
          <div className="grid gap-4 text-center">
            <MailCheckIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
            <p className="text-sm">
              We sent a confirmation e-mail to <strong>{createdEmail}</strong>. Click the link in it to
              confirm your address, then sign in.
            </p>
            <Button asChild className="w-full">
              <Link to="/auth">Go to Sign In</Link>
            </Button>
          </div>
        )}
      </div>
    </PublicPage>
  );
}

function PasscodeStep({
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
  const inputId = useId();
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === INVITATION_CODE_LENGTH && !verifying) onVerify();
      }}
    >
      {failure && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>Invitation Verification Failed</AlertTitle>
          <AlertDescription>
            <p>{failure}</p>
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link to="/auth">Go to Sign In</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Invitation Code</Label>
        <Input
          id={inputId}
          value={code}
          onChange={(event) => onCodeChange(sanitizeInvitationCode(event.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={INVITATION_CODE_LENGTH}
          placeholder="000000"
          className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
          aria-describedby={`${inputId}-hint`}
          disabled={verifying}
        />
        <p id={`${inputId}-hint`} className="text-muted-foreground text-xs">
          6 digits
        </p>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={code.length !== INVITATION_CODE_LENGTH || verifying}
      >
        {verifying ? 'Verifying...' : 'Verify Code'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Already have an account? Sign in
        </Link>
      </p>
    </form>
  );
}

const emailSchema = z.email();

function PasswordStep({
  invitation,
  onProgress,
  onCreated,
}: {
  invitation: VerifiedInvitation;
  onProgress: (value: number) => void;
  onCreated: (email: string) => void;
}) {
  const open = isOpenInvitation(invitation);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState(invitation.full_name ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const signUp = useSignUp();

  const errors = validateSignUpForm({ full_name: fullName, password, confirm_password: confirm });
  const emailError =
    open && !emailSchema.safeParse(email.trim()).success ? 'Enter a valid e-mail address' : undefined;
  const valid = Object.keys(errors).length === 0 && !emailError;
  const shown = (field: string, message?: string) => (touched[field] ? message : undefined);
  const touch = (field: string) => () => setTouched((previous) => ({ ...previous, [field]: true }));
  const role = ROLE_LABELS[invitation.role].toLowerCase();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || signUp.isPending) return;
    setSubmitError(null);
    onProgress(INVITATION_PROGRESS.creating);
    try {
      const created = await signUp.mutateAsync({
        token: invitation.invitation_token,
        full_name: fullName.trim(),
        password,
        ...(open ? { email: email.trim().toLowerCase() } : {}),
      });
      toast.success('Account Created Successfully!', { description: ACCOUNT_MESSAGES.accountCreated });
      onCreated(created.user.email);
    } catch (error) {
      onProgress(INVITATION_PROGRESS.passcode);
      const message = errorMessage(error, ACCOUNT_MESSAGES.noUserReturned);
      setSubmitError(message);
      toast.error('Account Creation Failed', { description: message });
    }
  };

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <p className="text-center text-muted-foreground text-sm">
        {open ? (
          <>Complete your profile with {role} access</>
        ) : (
          <>
            Complete your profile for <strong className="text-foreground">{invitation.email}</strong> with{' '}
            {role} access
          </>
        )}
      </p>
      {submitError && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>Account Creation Failed</AlertTitle>
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      )}
      {open && (
        <Field label="Email" error={shown('email', emailError)}>
          <Input
            className="h-10"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={touch('email')}
          />
        </Field>
      )}
      <Field label="Full Name" error={shown('full_name', errors.full_name)}>
        <Input
          className="h-10"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          onBlur={touch('full_name')}
        />
      </Field>
      <Field label="Password" error={shown('password', errors.password)}>
        <PasswordInput
          className="h-10"
          revealLabel="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={touch('password')}
        />
      </Field>
      <Field
        label="Confirm Password"
        error={shown('confirm_password', confirm ? errors.confirm_password : undefined)}
      >
        <PasswordInput
          className="h-10"
          revealLabel="confirm password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          onBlur={touch('confirm_password')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={!valid || signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account & Sign In'}
      </Button>
    </form>
  );
}
