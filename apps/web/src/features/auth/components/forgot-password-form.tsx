import { forgotPasswordBodySchema, PASSWORD_RESET_MESSAGES } from '@plantwise/domain';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField, showRefusal, useZodForm } from '@/components/form';
import { FeedbackForm, FormError } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/account-security';

/** "Forgot password": one e-mail field; the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: initialEmail } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setFailure(
        showRefusal(
          form,
          error,
          (key) => key === 'email',
          'The request could not be sent. Please try again.',
        ),
      );
    }
  });

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
    <FeedbackForm onSubmit={submit} className="grid gap-5">
      <FormField control={form.control} name="email" label="Email">
        {(props) => (
          <Input {...props} type="email" autoComplete="username" inputMode="email" className="h-10" />
        )}
      </FormField>
      <FormError>{failure}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send me a reset link'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </FeedbackForm>
  );
}
