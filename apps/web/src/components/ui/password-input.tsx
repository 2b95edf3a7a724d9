import { EyeIcon, EyeOffIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * A password input with its own show/hide toggle (each field of a pair can be revealed alone).
 * `revealLabel` names what the toggle shows: 'Show password', 'Hide confirm password'.
 */
function PasswordInput({
  className,
  revealLabel = 'password',
  ...props
}: Omit<React.ComponentProps<typeof Input>, 'type'> & { revealLabel?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="absolute top-1/2 right-0.5 -translate-y-1/2 text-muted-foreground"
        aria-label={visible ? `Hide ${revealLabel}` : `Show ${revealLabel}`}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}

export { PasswordInput };
