import { DEFAULT_SIGN_IN_ERROR, SIGN_IN_EMAIL_MAX, SIGN_IN_PASSWORD_MAX } from '@plantwise/domain';
import { AlertCircleIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';

/**
 * The sign-in form keeps its two fields in React state rather than in the form blocks (react-hook-form and
 * zod): the signed-out page must stay within its JavaScript budget, and a form whose button
 * waits for both fields has no field errors to show. The server validates with the domain's schema.
 */
export function SignInForm({
  onSignedIn,
  initialEmail = '',
  initialError = null,
  alternatives,
}: {
  onSignedIn: () => void;
  initialEmail?: string;
  /** Why the person is back here (a refused single sign-on), shown where a refused password would be. */
  initialError?: string | null;
  /** Other ways in, under the form's button (single sign-on). */
  alternatives?: ReactNode;
}) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The sign-in page arrives rendered (scripts/prerender.mjs): on a slow phone the visitor may have typed,
  // or the browser autofilled, before the script took the form over. Start from what the fields hold.
  // An address in the link (from a confirmation or reset page) fills the field when it is still empty.
  useLayoutEffect(() => {
    const typed = emailRef.current?.value ?? '';
    setEmail(typed || initialEmail);
    setPassword(passwordRef.current?.value ?? '');
    if (!typed && initialEmail) passwordRef.current?.focus();
  }, [initialEmail]);
  useEffect(() => {
    if (initialError) setError(initialError);
  }, [initialError]);
  const canSubmit = email.trim() !== '' && password !== '' && !signIn.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    try {
      await signIn.mutateAsync({ email: email.trim(), password });
      toast.success('Success', { description: 'Signed in successfully' });
      onSignedIn();
    } catch (cause) {
      const message = errorMessage(cause, DEFAULT_SIGN_IN_ERROR);
      // Shown once, in the form above the fields; a toast would say it twice.
      setError(message);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5"
      aria-describedby={error ? errorId : undefined}
    >
      {error && (
        <Alert variant="destructive" id={errorId}>
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <Field label="Email">
        <Input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          aria-required="true"
          placeholder="name@company.com"
          autoFocus
          maxLength={SIGN_IN_EMAIL_MAX}
          ref={emailRef}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password">
        <PasswordInput
          name="password"
          autoComplete="current-password"
          required
          aria-required="true"
          maxLength={SIGN_IN_PASSWORD_MAX}
          ref={passwordRef}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" disabled={!canSubmit} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Access Dashboard'}
      </Button>
      {alternatives}
      <p className="text-center text-sm">
        <Link
          to={email.trim() ? `/auth/forgot?email=${encodeURIComponent(email.trim())}` : '/auth/forgot'}
          className="text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </p>
      <p className="text-center text-muted-foreground text-sm">
        Need access? Contact your administrator for an invitation.
      </p>
    </form>
  );
}
