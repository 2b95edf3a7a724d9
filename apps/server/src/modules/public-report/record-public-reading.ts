import type { PublicReadingBody, PublicReadingCreated } from '@plantwise/domain';
import type { Actor } from '../../platform/audit';
import type { AppContext, ClientInfo } from '../../platform/context';
import { assertReadableFromLabel, recordReading } from '../meters';
import { openLabel } from './label';
import { claimPublicReport, underPublicReportLimits } from './report-limits';

/**
 * POST /api/public/report/:token/meters/:meterId/readings — a reading taken now at the label, of a meter a
 * manager marked readable by anyone on the line (any other meter: 404). It goes through the same checks as a
 * reading in the app (lower than the last refused unless a reset), is kept with the name given and no account,
 * audited with the address, and counted by the label limits: per meter as fault reports are per asset, and
 * per address and for everyone together with them.
 */
export async function recordPublicReading(
  ctx: AppContext,
  client: ClientInfo,
  actor: Actor,
  token: string,
  meterId: string,
  body: PublicReadingBody,
): Promise<PublicReadingCreated> {
  const asset = await openLabel(ctx, token);
  const reading = await underPublicReportLimits(ctx, () =>
    recordReading(
      ctx,
      // The label is the key: whoever holds it reads this asset's public meters, at any site.
      null,
      actor,
      meterId,
      { value: body.value, reset: body.reset },
      {
        recordedBy: null,
        reportedByName: body.field_reporter_name ?? null,
        action: 'meter.reading_recorded_from_label',
        auditExtra: { ip: client.ip, user_agent: client.userAgent ?? null },
        inTransaction: async (tx, meter) => {
          assertReadableFromLabel(meter, asset.id);
          await claimPublicReport(ctx, tx, client, meter.id);
        },
      },
    ),
  );
  return { meter_id: reading.meter_id, value: reading.value, taken_at: reading.taken_at };
}
