import { KeyRoundIcon, MonitorIcon, MoonIcon, SunIcon, WebhookIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { KpiTargetsSection } from '@/features/analytics';
import { PublicReportSettingsSection } from '@/features/assets';
import { SecuritySection, useAuth } from '@/features/auth';
import { MySitesSection } from '@/features/locations';
import { NotificationPreferencesSection } from '@/features/notifications';
import { THEME_LABELS, THEMES, type Theme, useTheme } from '@/lib/theme';

const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;
const THEME_HINTS: Record<Theme, string> = {
  light: 'Always light',
  dark: 'Always dark',
  system: 'Follows your device setting',
};

function AppearanceSection() {
  const { theme, setTheme } = useTheme();
  const titleId = useId();
  const baseId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Appearance</h2>
        </CardTitle>
        <CardDescription>Choose the colour theme. It is remembered on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby={titleId}
          value={theme}
          onValueChange={(value) => setTheme(value as Theme)}
          className="grid gap-3 sm:grid-cols-3"
        >
          {THEMES.map((option) => {
            const Icon = THEME_ICONS[option];
            const id = `${baseId}-${option}`;
            return (
              <Label
                key={option}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
              >
                <RadioGroupItem id={id} value={option} />
                <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="grid gap-0.5">
                  <span className="font-medium">{THEME_LABELS[option]}</span>
                  <span className="text-muted-foreground text-xs">{THEME_HINTS[option]}</span>
                </span>
              </Label>
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}

function ApiTokensLink() {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>API tokens</h2>
        </CardTitle>
        <CardDescription>
          Let a script or another system use the API as you, without your password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/settings/api-tokens">
            <KeyRoundIcon aria-hidden="true" />
            Manage API tokens
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function WebhooksLink() {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Webhooks</h2>
        </CardTitle>
        <CardDescription>
          Send breakdowns, work orders and other events to another system as they happen, signed so it can
          trust them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/settings/webhooks">
            <WebhookIcon aria-hidden="true" />
            Manage webhooks
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export default function SettingsRoute() {
  const { profile } = useAuth();
  return (
    <section className="grid max-w-3xl gap-6">
      <PageHeader title="Settings" description="Your preferences for Plantwise." />
      <MySitesSection />
      <AppearanceSection />
      <SecuritySection />
      <ApiTokensLink />
      {profile?.role === 'admin' && <WebhooksLink />}
      <NotificationPreferencesSection />
      <KpiTargetsSection />
      {profile?.role === 'admin' && <PublicReportSettingsSection />}
    </section>
  );
}
