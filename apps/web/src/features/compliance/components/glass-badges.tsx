import {
  GLASS_CHECK_STATE_LABELS,
  GLASS_INCIDENT_STATE_LABELS,
  GLASS_RISK_LABELS,
  type GlassCheckState,
  type GlassIncidentState,
  type GlassRisk,
} from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';

// The warning token is too light for small text on white; a darker amber reads at AA (as temporary repairs).
const AMBER = 'border-warning/40 bg-warning/10 text-amber-800 dark:text-warning';
const RED = 'border-destructive/40 bg-destructive/10 text-destructive';
const GREEN = 'border-success/40 bg-success/10 text-success';

const STATE_TONE: Record<GlassCheckState, string> = { ok: GREEN, due: AMBER, overdue: RED };
const RISK_TONE: Record<GlassRisk, string> = { high: RED, medium: AMBER, low: '' };
const INCIDENT_TONE: Record<GlassIncidentState, string> = { open: RED, closed: GREEN };

/** Checked in green, due today in amber, overdue in red, with the word (colour is not the only signal). */
export function GlassCheckStateBadge({ state }: { state: GlassCheckState }) {
  return (
    <Badge variant="outline" className={STATE_TONE[state]}>
      {GLASS_CHECK_STATE_LABELS[state]}
    </Badge>
  );
}

export function GlassRiskBadge({ risk }: { risk: GlassRisk }) {
  return (
    <Badge variant="outline" className={RISK_TONE[risk]}>
      {GLASS_RISK_LABELS[risk]}
    </Badge>
  );
}

export function GlassIncidentStateBadge({ state }: { state: GlassIncidentState }) {
  return (
    <Badge variant="outline" className={INCIDENT_TONE[state]}>
      {GLASS_INCIDENT_STATE_LABELS[state]}
    </Badge>
  );
}
