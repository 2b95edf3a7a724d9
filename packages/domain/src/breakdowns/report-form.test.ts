import { describe, expect, it } from 'vitest';
import { reportBreakdownBodySchema } from './breakdown.schema';
import { reportBreakdownBodyFromForm, reportBreakdownFormFields } from './report-form';

const ASSET = '3f2a9c1e-0000-4000-8000-000000000000';

describe('a breakdown report sent as a form', () => {
  it('reads back as the same report as its JSON', () => {
    const body = {
      asset_id: ASSET,
      title: 'Belt snapped',
      severity: 'high' as const,
      stage: 'detailed' as const,
      estimated_cost: 250.5,
      breakdown_categories: ['Mechanical', 'Safety'],
      description: 'Loud bang, then stopped',
    };
    const fields = reportBreakdownFormFields(body);
    expect(fields).toEqual({
      asset_id: ASSET,
      title: 'Belt snapped',
      severity: 'high',
      stage: 'detailed',
      estimated_cost: '250.5',
      breakdown_categories: '["Mechanical","Safety"]',
      description: 'Loud bang, then stopped',
    });
    expect(reportBreakdownBodySchema.parse(reportBreakdownBodyFromForm(fields))).toEqual(
      reportBreakdownBodySchema.parse(body),
    );
  });

  it('leaves out what is null', () => {
    expect(reportBreakdownFormFields({ asset_id: ASSET, title: 'x', estimated_cost: null })).toEqual({
      asset_id: ASSET,
      title: 'x',
    });
  });

  it('leaves what does not read as its type for the schema to refuse', () => {
    const body = reportBreakdownBodyFromForm({ asset_id: ASSET, title: 'x', estimated_cost: 'lots' });
    expect(body.estimated_cost).toBe('lots');
    expect(reportBreakdownBodySchema.safeParse(body).success).toBe(false);
    expect(reportBreakdownBodyFromForm({ breakdown_categories: 'Mechanical' }).breakdown_categories).toBe(
      'Mechanical',
    );
  });
});
