import { BREAKDOWN_TOASTS } from '@plantwise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth';
import { playAlertTone } from '@/lib/alert-sound';
import { useRealtimeEvent } from '@/lib/realtime';
import { breakdownQueryOptions } from '../api/get-breakdown';
import { SEVERITY_LABELS } from './breakdown-badges';

/**
 * Live alerts in every open browser (spec §7): a breakdown reported by someone else shows a toast,
 * and a critical one also plays the alert tone. Mounted once by the signed-in shell.
 */
export function BreakdownAlerts() {
  const { profile } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useRealtimeEvent('asset_breakdowns', (event) => {
    if (event.op !== 'INSERT' || !profile) return;
    void queryClient
      .fetchQuery(breakdownQueryOptions(event.id))
      .then((breakdown) => {
        if (breakdown.reported_by === profile.id) return;
        const critical = breakdown.severity === 'critical';
        const show = critical ? toast.error : toast.warning;
        show(BREAKDOWN_TOASTS.newBreakdown, {
          description: `${SEVERITY_LABELS[breakdown.severity]}: ${breakdown.title} on ${breakdown.asset.asset_id} · ${breakdown.asset.asset_name}`,
          duration: critical ? 15_000 : 8_000,
          action: {
            label: 'View',
            onClick: () => void navigate(`/reactive-maintenance?highlight=${breakdown.id}`),
          },
        });
        if (critical) playAlertTone();
      })
      .catch(() => undefined);
  });

  return null;
}
