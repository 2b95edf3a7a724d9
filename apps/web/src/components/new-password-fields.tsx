import {
  confirmationProblem,
  PASSWORD_MAX,
  PASSWORD_RULES,
  type PasswordPerson,
  passwordProblem,
  passwordRuleChecks,
} from '@plantwise/domain';
import { CheckIcon, CircleIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form';
import { PasswordInput } from '@/components/ui/password-input';
import { loadPasswordTools, type PasswordStrength, type PasswordTools } from '@/lib/password-strength';
import { cn } from '@/lib/utils';

export interface NewPasswordValue {
  password: string;
  confirm: string;
}

/** The two fields as typed; a form adds its check (`newPasswordErrors`) in a superRefine. */
export const newPasswordSchema = z.object({ password: z.string(), confirm: z.string() });

/** The lazily loaded strength estimator and common list; null until they arrive. */
export function usePasswordTools(): PasswordTools | null {
  const [tools, setTools] = useState<PasswordTools | null>(null);
  useEffect(() => {
    let live = true;
    loadPasswordTools().then(
      (loaded) => live && setTools(loaded),
      () => undefined, // the server still checks every rule; the page only lacks the meter
    );
    return () => {
      live = false;
    };
  }, []);
  return tools;
}

/**
 * The problems of a new password and its confirmation, by field, by the domain's rules (the common list
 * only once it has loaded: the server checks it anyway).
 */
export function newPasswordErrors(
  value: NewPasswordValue,
  person: PasswordPerson,
  tools: PasswordTools | null,
): Partial<Record<keyof NewPasswordValue, string>> {
  const errors: Partial<Record<keyof NewPasswordValue, string>> = {};
  const problem = passwordProblem(value.password, person, tools?.isCommon ?? (() => false));
  if (problem) errors.password = problem;
  const mismatch = confirmationProblem(value.password, value.confirm);
  if (mismatch) errors.confirm = mismatch;
  return errors;
}

const STRENGTH_WORDS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const STRENGTH_COLOURS = [
  'bg-red-600 dark:bg-red-500',
  'bg-red-600 dark:bg-red-500',
  'bg-amber-500',
  'bg-green-600 dark:bg-green-500',
  'bg-green-700 dark:bg-green-400',
] as const;

function StrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const score = strength?.score ?? 0;
  return (
    <div className="grid gap-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-muted',
              strength && score > bar && STRENGTH_COLOURS[score],
            )}
          />
        ))}
      </div>
      <p className="text-muted-foreground text-xs">
        {strength ? (
          <>
            Strength: <span className="font-medium text-foreground">{STRENGTH_WORDS[score]}</span>
            {strength.warning && <> · {strength.warning}</>}
          </>
        ) : (
          'Strength: type a password'
        )}
      </p>
    </div>
  );
}

function RuleList({ id, checks }: { id: string; checks: ReturnType<typeof passwordRuleChecks> }) {
  return (
    <ul id={id} className="grid gap-1 text-xs" aria-label="Password rules">
      {PASSWORD_RULES.map(({ rule, text }) => {
        const met = checks[rule];
        const Icon = met === true ? CheckIcon : met === false ? XIcon : CircleIcon;
        return (
          <li
            key={rule}
            className={cn(
              'flex items-start gap-1.5',
              met === true ? 'text-green-700 dark:text-green-400' : 'text-muted-foreground',
            )}
          >
            <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              {text}
              <span className="sr-only">
                {met === true ? ' (met)' : met === false ? ' (not met yet)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A new password and its confirmation, bound to a form's `password` and `confirm`, with the rules shown
 * before anything is typed (ticked as they are met) and a strength meter. Used wherever a password is
 * chosen: joining, a reset, a change. The form checks them with `newPasswordErrors`.
 */
export function NewPasswordFields<T extends NewPasswordValue, Body>({
  control,
  person,
  tools,
  label = 'Password',
}: {
  control: Control<T, unknown, Body>;
  person: PasswordPerson;
  tools: PasswordTools | null;
  label?: string;
}) {
  const rulesId = useId();
  const bound = control as unknown as Control<NewPasswordValue>;
  const password = useWatch({ control: bound, name: 'password' });
  const checks = passwordRuleChecks(password, person, tools?.isCommon ?? null);
  const userInputs = [person.email ?? '', ...(person.full_name ?? '').split(/\s+/)].filter(Boolean);
  const strength = password && tools ? tools.strength(password, userInputs) : null;
  return (
    <>
      <FormField
        control={bound}
        name="password"
        label={label}
        description={<StrengthMeter strength={strength} />}
      >
        {(props) => (
          <PasswordInput
            {...props}
            aria-describedby={[props['aria-describedby'], rulesId].filter(Boolean).join(' ')}
            className="h-10"
            revealLabel={label.toLowerCase()}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
        )}
      </FormField>
      <RuleList id={rulesId} checks={checks} />
      <FormField control={bound} name="confirm" label={`Confirm ${label.toLowerCase()}`}>
        {(props) => (
          <PasswordInput
            {...props}
            className="h-10"
            revealLabel={`confirm ${label.toLowerCase()}`}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
        )}
      </FormField>
    </>
  );
}
