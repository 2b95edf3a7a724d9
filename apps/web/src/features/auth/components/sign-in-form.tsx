import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_SIGN_IN_ERROR, type SignInBody, signInBodySchema } from '@plantwise/domain';
import { AlertCircleIcon, EyeIcon, EyeOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  const form = useForm<SignInBody>({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '' },
  });
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
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          aria-required="true"
          placeholder="name@company.com"
          autoFocus
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={passwordId}>Password</Label>
        <div className="relative">
          <Input
            id={passwordId}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            aria-required="true"
            className="pr-11"
            {...form.register('password')}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="absolute top-1/2 right-0.5 -translate-y-1/2 text-muted-foreground"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-controls={passwordId}
            onClick={() => setShowPassword((value) => !value)}
          >
            {showPassword ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <Button type="submit" size="lg" disabled={!canSubmit} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Access Dashboard'}
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        Need access? Contact your administrator for an invitation.
      </p>
    </form>
  );
}
