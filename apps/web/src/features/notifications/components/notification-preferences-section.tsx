import {
  hasAtLeastRole,
  type NotificationPreference,
  TEST_NOTIFICATION_FAILED,
  TEST_NOTIFICATION_SENT,
} from '@plantwise/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { QueryError } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  useNotificationPreferences,
  useSendTestNotification,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';
import { NotificationPreferenceList } from './notification-preference-list';

function PreferencesForm({ initial, email }: { initial: NotificationPreference[]; email: string }) {
  const [preferences, setPreferences] = useState(initial);
  const save = useUpdateNotificationPreferences();
  const dirty = JSON.stringify(preferences) !== JSON.stringify(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { preferences },
          {
            onSuccess: () => toast.success('Notification preferences saved'),
            onError: (error) =>
              toast.error('Error', {
                description: errorMessage(error, 'Could not save notification preferences'),
              }),
          },
        );
      }}
    >
      <CardContent>
        <NotificationPreferenceList preferences={preferences} onChange={setPreferences} />
        <p className="mt-3 text-muted-foreground text-xs">
          E-mails go to {email}. A daily digest arrives once a day with everything since the last one.
        </p>
      </CardContent>
      <CardFooter className="mt-4 justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!dirty || save.isPending}
          onClick={() => setPreferences(initial)}
        >
          Reset
        </Button>
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
      </CardFooter>
    </form>
  );
}

function TestNotificationButton() {
  const send = useSendTestNotification();
  return (
    <Button
      variant="outline"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(
          {},
          {
            onSuccess: () =>
              toast.success(TEST_NOTIFICATION_SENT, {
                description: 'It is in your notifications (the bell).',
              }),
            onError: (error) => {
              const reason =
                error instanceof ApiError && error.details && typeof error.details === 'object'
                  ? (error.details as { reason?: string }).reason
                  : undefined;
              toast.error(TEST_NOTIFICATION_FAILED, {
                description: reason ?? errorMessage(error, 'Please try again.'),
              });
            },
          },
        )
      }
    >
      {send.isPending ? 'Sending...' : 'Send test notification'}
    </Button>
  );
}

/** Settings: per notification type, in-app on/off, e-mail on/off and e-mail frequency (spec §3). */
export function NotificationPreferencesSection() {
  const titleId = useId();
  const { profile } = useAuth();
  const { data, error, isPending, isError, isFetching, refetch } = useNotificationPreferences();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Notifications</h2>
        </CardTitle>
        <CardDescription>
          Choose what you are told about, and whether it also comes by e-mail — at once or in a daily digest.
        </CardDescription>
      </CardHeader>
      {isPending ? (
        <CardContent>
          <Spinner label="Loading notification preferences..." className="py-6" />
        </CardContent>
      ) : isError ? (
        <CardContent>
          <QueryError
            title="Could not load your notification preferences."
            error={error}
            onRetry={refetch}
            retrying={isFetching}
          />
        </CardContent>
      ) : (
        <PreferencesForm key={JSON.stringify(data.data)} initial={data.data} email={data.email} />
      )}
      {profile && hasAtLeastRole(profile.role, 'admin') && (
        <CardFooter className="flex-wrap justify-between gap-2 border-t pt-4">
          <p className="text-muted-foreground text-sm">Check that notifications reach you.</p>
          <TestNotificationButton />
        </CardFooter>
      )}
    </Card>
  );
}
