import {
  DEFAULT_PUBLIC_REPORT_SETTINGS,
  type PublicReportSettings,
  publicReportSettingsSchema,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { readSetting } from '../../platform/settings';

export const PUBLIC_REPORT_SETTINGS_KEY = 'public_report';

export function getPublicReportSettings(ctx: AppContext): Promise<PublicReportSettings> {
  return readSetting(
    ctx.db,
    PUBLIC_REPORT_SETTINGS_KEY,
    publicReportSettingsSchema,
    DEFAULT_PUBLIC_REPORT_SETTINGS,
  );
}
