import { CloudOffIcon } from 'lucide-react';
import type { Control, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, FormField } from '@/components/form';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useOnline } from '@/lib/offline/online';

type WithPassword = FieldValues & { password: string };

/**
 * Signing is never queued: the password is checked by the server at the moment of signing (a signature
 * is the signer's own credentials, each time), so offline the signing forms say so and cannot be sent.
 */
function SigningNeedsConnection() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />
      {OFFLINE_MESSAGES.signingNeedsConnection}
    </p>
  );
}

/**
 * The password that makes a signature (signing and approving records, releasing an asset), with the
 * offline note above it. Every signing form asks for it the same way.
 */
export function SigningPasswordField<TValues extends WithPassword>({
  control,
  description = 'Your sign-in password',
}: {
  control: Control<TValues>;
  description?: string;
}) {
  return (
    <>
      <SigningNeedsConnection />
      <FormField
        control={control}
        name={'password' as FieldPath<TValues>}
        label="Password"
        required
        description={description}
      >
        {(props) => <PasswordInput {...props} autoComplete="current-password" />}
      </FormField>
    </>
  );
}

/**
 * A refused signature: errors the server names a field for go beside that field; anything else (a wrong
 * password, the record signed meanwhile) goes under the password, where the signer is looking.
 */
export function showSigningRefusal<TValues extends WithPassword>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
  error: unknown,
  fallback: string,
): void {
  if (applyServerErrors(form, error) > 0) return;
  form.setError('password' as FieldPath<TValues>, { type: 'server', message: errorMessage(error, fallback) });
}
