import {
  ACCOUNT_FORM_MESSAGES,
  type AccountSession,
  formatDateTime,
  formatRelativeTime,
} from '@plantwise/domain';
import { LaptopIcon, SmartphoneIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { addProblems, FormField, showRefusal, useZodForm } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import {
  NewPasswordFields,
  newPasswordErrors,
  newPasswordSchema,
  usePasswordTools,
} from '@/components/new-password-fields';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import {
  useChangePassword,
  useEndOtherSessions,
  useEndSession,
  useMySessions,
} from '../api/account-security';
import { useAuth } from '../hooks/use-auth';

const MOBILE = /iPhone|iPad|Android/;

const endedText = (n: number) =>
  n === 0 ? 'No other device was signed in.' : `Signed out on ${n} other ${n === 1 ? 'device' : 'devices'}.`;

function ChangePasswordDialog({ open, onOpenChange }: DialogState) {
  const { user, profile } = useAuth();
  const tools = usePasswordTools();
  const person = { email: user?.email, full_name: profile?.full_name };
  const form = useZodForm(
    newPasswordSchema.extend({ current_password: z.string() }).superRefine((v, ctx) =>
      addProblems(ctx, {
        current_password: v.current_password ? undefined : ACCOUNT_FORM_MESSAGES.currentPasswordRequired,
        ...newPasswordErrors(v, person, tools),
      }),
    ),
    { defaultValues: { current_password: '', password: '', confirm: '' } },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangePassword();

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ current_password, password }) => {
    setFailure(null);
    try {
      const result = await change.mutateAsync({ current_password, new_password: password });
      // The dialog closes: the outcome has no other place on screen.
      toast.success('Password changed', { description: endedText(result.sessions_ended) });
      close(false);
    } catch (error) {
      const known = (key: string) => key === 'current_password' || key === 'new_password';
      setFailure(
        showRefusal(form, error, known, 'The password could not be changed.', { new_password: 'password' }),
      );
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Change password"
      description="You stay signed in here; every other device is signed out."
      onSubmit={submit}
      submitLabel="Change password"
      pendingLabel="Changing..."
      pending={change.isPending}
      error={failure}
    >
      <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <FormField control={form.control} name="current_password" label="Current password">
        {(props) => (
          <PasswordInput
            {...props}
            className="h-10"
            revealLabel="current password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <NewPasswordFields control={form.control} person={person} tools={tools} label="New password" />
    </FormDialog>
  );
}

function SessionRow({ session, onEnd }: { session: AccountSession; onEnd: (s: AccountSession) => void }) {
  const Icon = MOBILE.test(session.device) ? SmartphoneIcon : LaptopIcon;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
          {session.device}
          {session.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="text-muted-foreground text-xs">
          {session.ip ? `Address ${session.ip} · ` : ''}Signed in {formatDateTime(session.created_at)} · Last
          seen {session.current ? 'now' : formatRelativeTime(session.last_seen_at, new Date()).toLowerCase()}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEnd(session)}
          aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.created_at)}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Settings → Security: change my password, and see and end my sessions on other devices (a lost phone). */
export function SecuritySection() {
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const [ending, setEnding] = useState<AccountSession | 'others' | null>(null);
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.data.filter((s) => !s.current).length ?? 0;

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      if (ending === 'others') {
        const result = await endOthers.mutateAsync();
        toast.success('Signed out everywhere else', { description: endedText(result.sessions_ended) });
      } else {
        await endOne.mutateAsync(ending);
      }
    } catch (error) {
      toast.error('Could not sign out', { description: errorMessage(error, 'Please try again.') });
    }
    setEnding(null);
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Security</h2>
        </CardTitle>
        <CardDescription>Your password, and where you are signed in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">Changing your password signs you out on every other device.</p>
          <Button variant="outline" onClick={() => setChanging(true)}>
            Change password
          </Button>
        </div>
        <section aria-labelledby={`${titleId}-sessions`} className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={`${titleId}-sessions`} className="font-medium text-sm">
              Your sessions
            </h3>
            <Button variant="outline" size="sm" disabled={others === 0} onClick={() => setEnding('others')}>
              Sign out everywhere else
            </Button>
          </div>
          <QueryState
            query={sessions}
            loadingLabel="Loading your sessions..."
            errorTitle="Could not load your sessions."
            loading={<Spinner label="Loading your sessions..." className="py-4" />}
          >
            {(loaded) => (
              <ul className="divide-y" aria-label="Your sessions">
                {loaded.data.map((session) => (
                  <SessionRow key={session.id} session={session} onEnd={setEnding} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      </CardContent>
      {/* Mounted only while open: it loads the strength estimator, which Settings alone does not need. */}
      {changing && <ChangePasswordDialog open onOpenChange={setChanging} />}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending === 'others' ? 'Sign out everywhere else?' : `Sign out ${ending?.device ?? ''}?`}
        description={
          ending === 'others'
            ? `Every other device signed in as you (${others}) is signed out at once. This one stays signed in.`
            : 'That device is signed out at once and needs your password to sign in again.'
        }
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        pending={endOne.isPending || endOthers.isPending}
        onConfirm={confirmEnd}
      />
    </Card>
  );
}
