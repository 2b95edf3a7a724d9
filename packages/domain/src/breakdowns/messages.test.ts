import { describe, expect, it } from 'vitest';
import {
  completeBreakdownBodySchema,
  reportBreakdownBodySchema,
  updateBreakdownBodySchema,
} from './breakdown.schema';
import {
  BREAKDOWN_MESSAGES,
  clockStoppedMessage,
  deleteFailedMessage,
  notificationFailedMessage,
} from './messages';

// Spec §5 and §8 "Breakdowns".
describe('breakdown messages', () => {
  it('gives the downtime hours to two decimals when the clock stops', () => {
    expect(clockStoppedMessage(2.5)).toBe('Total downtime: 2 h 30 min');
    expect(clockStoppedMessage(2 / 60)).toBe('Total downtime: 2 min');
  });
  it('wraps notification and delete failures', () => {
    expect(notificationFailedMessage('timeout')).toBe('Notification function failed: timeout');
    expect(deleteFailedMessage('locked')).toBe('Failed to delete breakdown data: locked');
  });
  it('keeps the spec texts', () => {
    expect(BREAKDOWN_MESSAGES.completeThroughDialog).toBe(
      'Breakdowns must be completed through the completion dialog to ensure BRC compliance',
    );
    expect(BREAKDOWN_MESSAGES.notFound).toBe('Breakdown not found');
    expect(BREAKDOWN_MESSAGES.notAuthenticated).toBe('User not authenticated');
    expect(BREAKDOWN_MESSAGES.deleteNotAuthenticated).toBe('You must be logged in to delete breakdowns');
  });
});

describe('breakdown body schemas', () => {
  const asset_id = '3f1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c9d';

  it('trims a quick report and turns empty text into null', () => {
    const body = reportBreakdownBodySchema.parse({
      asset_id,
      title: '  Filler jammed ',
      severity: 'critical',
      stage: 'quick',
      field_reporter_name: '  ',
    });
    expect(body).toMatchObject({ title: 'Filler jammed', stage: 'quick', field_reporter_name: null });
  });

  it('refuses a report without a title or an asset', () => {
    expect(reportBreakdownBodySchema.safeParse({ asset_id, title: ' ' }).success).toBe(false);
    expect(reportBreakdownBodySchema.safeParse({ asset_id: 'PUMP-1', title: 'x' }).success).toBe(false);
  });

  it('accepts an incomplete completion so that the BRC rule can refuse and record it', () => {
    expect(completeBreakdownBodySchema.parse({})).toEqual({
      completion_notes: '',
      safety_compliance_check: false,
      breakdown_categories: [],
      completed_by: '',
      fix_type: 'permanent',
      hygiene_clearance: {
        tools_materials_removed: false,
        debris_removed: false,
        no_rust_or_flaking_paint: false,
        no_structural_damage: false,
        guards_and_detection_reinstated: false,
        area_cleaned: false,
      },
      tools: [],
    });
  });

  it('refuses an empty update', () => {
    expect(updateBreakdownBodySchema.safeParse({}).success).toBe(false);
    expect(updateBreakdownBodySchema.safeParse({ status: 'completed' }).success).toBe(true);
  });

  it('leaves absent fields out of an update and clears emptied ones', () => {
    expect(updateBreakdownBodySchema.parse({ title: 'New', description: ' ' })).toEqual({
      title: 'New',
      description: null,
    });
  });
});
