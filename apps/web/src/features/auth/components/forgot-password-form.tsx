import { forgotPasswordBodySchema, PASSWORD_RESET_MESSAGES } from '@plantwise/domain';
import { MailCheckIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '@/components/field';
import { FormError, revealFirstProblem } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/account-security';

/** "Forgot password": one e-mail field; the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      requestAnimationFrame(() => revealFirstProblem(formRef.current));
      return;
    }
    setFieldError(undefined);
    try {
      await request.mutateAsync(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (error) {
      setFailure(errorMessage(error, 'The request could not be sent. Please try again.'));
      requestAnimationFrame(() => revealFirstProblem(formRef.current));
    }
  };

  if (sentTo) {
    return (
      <div className="grid gap-5 text-center">
        <MailCheckIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
        <p role="status" className="text-sm">
          {PASSWORD_RESET_MESSAGES.sent}
        </p>
        <p className="text-muted-foreground text-sm">
          Sent for <strong className="text-foreground">{sentTo}</strong>. No e-mail after a few minutes? Check
          the spam folder, or ask your administrator to send you a link.
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link to={`/auth?email=${encodeURIComponent(sentTo)}`}>Back to sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <Field label="Email" error={fieldError}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          className="h-10"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <FormError>{failure}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send me a reset link'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
