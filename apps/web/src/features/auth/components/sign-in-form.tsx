import { DEFAULT_SIGN_IN_ERROR, signInBodySchema } from '@plantwise/domain';
import { AlertCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { useZodForm } from '@/components/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const form = useZodForm(signInBodySchema, { defaultValues: { email: '', password: '' } });
  const email = form.watch('email');
  const password = form.watch('password');
  const canSubmit = email.trim() !== '' && password !== '' && !signIn.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn.mutateAsync(values);
      toast.success('Success', { description: 'Signed in successfully' });
      onSignedIn();
    } catch (cause) {
      const message = errorMessage(cause, DEFAULT_SIGN_IN_ERROR);
      setError(message);
      toast.error('Error', { description: message });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
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
          autoComplete="username"
          inputMode="email"
          required
          aria-required="true"
          placeholder="name@company.com"
          autoFocus
          {...form.register('email')}
        />
      </Field>
      <Field label="Password">
        <PasswordInput
          autoComplete="current-password"
          required
          aria-required="true"
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={!canSubmit} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Access Dashboard'}
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        Need access? Contact your administrator for an invitation.
      </p>
    </form>
  );
}
