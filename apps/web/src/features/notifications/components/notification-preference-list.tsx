import {
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_FREQUENCY_LABELS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationPreference,
} from '@plantwise/domain';
import { useId } from 'react';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { Switch } from '@/components/ui/switch';

function PreferenceRow({
  preference,
  onChange,
}: {
  preference: NotificationPreference;
  onChange: (next: NotificationPreference) => void;
}) {
  const label = NOTIFICATION_TYPE_LABELS[preference.notification_type];
  const id = useId();
  const emailOn = preference.enabled && preference.email_enabled;
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_5.5rem_4.5rem_10rem] sm:items-center sm:gap-6">
      <span id={id} className="font-medium text-sm">
        {label}
      </span>
      <div className="flex items-center gap-2 text-sm">
        <Switch
          id={`${id}-in-app`}
          checked={preference.enabled}
          aria-label={`${label}: notify me`}
          onCheckedChange={(enabled) => onChange({ ...preference, enabled })}
        />
        <label htmlFor={`${id}-in-app`} className="sm:sr-only">
          Notify me
        </label>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <Switch
          id={`${id}-email`}
          checked={emailOn}
          disabled={!preference.enabled}
          aria-label={`${label}: e-mail`}
          onCheckedChange={(email_enabled) => onChange({ ...preference, email_enabled })}
        />
        <label htmlFor={`${id}-email`} className="sm:sr-only">
          E-mail
        </label>
      </div>
      <OptionSelect
        value={preference.frequency}
        options={optionsOf(NOTIFICATION_FREQUENCIES, NOTIFICATION_FREQUENCY_LABELS)}
        disabled={!emailOn}
        onValueChange={(frequency) => onChange({ ...preference, frequency })}
        aria-label={`${label}: e-mail frequency`}
        className="w-full"
      />
    </li>
  );
}

/**
 * Per kind of notification: in the app on/off, e-mail on/off and e-mail frequency. The one editor of the
 * one preferences model, shown in Settings and in the invite form (which fills it with the kinds the
 * invited role can receive).
 */
export function NotificationPreferenceList({
  preferences,
  onChange,
}: {
  preferences: NotificationPreference[];
  onChange: (preferences: NotificationPreference[]) => void;
}) {
  return (
    <>
      <div
        aria-hidden="true"
        className="hidden border-b pb-2 text-muted-foreground text-xs sm:grid sm:grid-cols-[minmax(0,1fr)_5.5rem_4.5rem_10rem] sm:gap-6"
      >
        <span>Type</span>
        <span>Notify me</span>
        <span>E-mail</span>
        <span>E-mail frequency</span>
      </div>
      <ul className="divide-y">
        {preferences.map((preference) => (
          <PreferenceRow
            key={preference.notification_type}
            preference={preference}
            onChange={(next) =>
              onChange(preferences.map((p) => (p.notification_type === next.notification_type ? next : p)))
            }
          />
        ))}
      </ul>
    </>
  );
}
