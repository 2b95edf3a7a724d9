import type { IssuedInvitation } from '@plantwise/domain';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

function CopyField({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      toast.success(`${label} copied`);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast.error('Could not copy', { description: 'The text is selected: copy it with Ctrl+C.' });
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className={mono ? 'h-10 font-mono text-lg tracking-widest' : 'h-10'}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10 shrink-0"
          onClick={copy}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}

/** The code and links of a new or resent invitation: shown this once, never again (only hashes are kept). */
export function IssuedInvitationDetails({ issued }: { issued: IssuedInvitation }) {
  return (
    <div className="grid gap-4">
      <Alert>
        <AlertDescription>
          <p>
            An invitation e-mail to{' '}
            <strong className="text-foreground">
              {issued.invitation.email || 'the first administrator'}
            </strong>{' '}
            is on its way. The code and links are shown only now: copy them if you want to hand them over
            yourself.
          </p>
        </AlertDescription>
      </Alert>
      <CopyField label="Invitation code" value={issued.code} mono />
      <CopyField label="Invitation link" value={issued.link} />
      <CopyField label="Code link" value={issued.code_link} />
    </div>
  );
}
