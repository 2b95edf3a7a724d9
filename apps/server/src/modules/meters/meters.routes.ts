import { meterApi as api, VIEW_READS } from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { createMeter } from './create-meter';
import { deleteMeter } from './delete-meter';
import { importReadings } from './import-readings';
import { listMeters } from './list-meters';
import { listReadings } from './list-readings';
import { recordReading } from './record-reading';
import { recordReadingBatch } from './record-reading-batch';
import { updateMeter } from './update-meter';

/** Meters on assets: managers and admins set them up, technicians and up read them, everyone sees them. */
export const meterRoutes = moduleRoutes({ tags: ['meters'] }, (route, ctx) => {
  route.get(
    '/assets/:id/meters',
    {
      operationId: 'listAssetMeters',
      summary: "List an asset's meters",
      access: 'user',
      reads: VIEW_READS.meters,
      sameForEveryone: true,
      response: { 200: api.meterListResponseSchema },
    },
    async (request) => listMeters(ctx, siteScopeOf(request), request.params.id),
  );

  route.create(
    '/assets/:id/meters',
    {
      operationId: 'createMeter',
      summary: 'Add a meter to an asset',
      access: 'manager',
      body: api.meterCreateBodySchema,
      created: api.meterSchema,
    },
    async (request) =>
      createMeter(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.patch(
    '/meters/:id',
    {
      operationId: 'updateMeter',
      summary: 'Change a meter',
      access: 'manager',
      body: api.meterUpdateBodySchema,
      response: { 200: api.meterSchema },
    },
    async (request) =>
      updateMeter(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/meters/:id',
    {
      operationId: 'deleteMeter',
      summary: 'Remove a meter',
      access: 'manager',
      response: { 200: api.meterDeleteResponseSchema },
    },
    async (request) => deleteMeter(ctx, siteScopeOf(request), actorOf(request), request.params.id),
  );

  route.create(
    '/meters/:id/readings',
    {
      operationId: 'recordMeterReading',
      summary: 'Record a meter reading',
      access: 'technician',
      body: api.readingCreateBodySchema,
      created: api.readingSchema,
    },
    async (request) =>
      recordReading(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.get(
    '/meters/:id/readings',
    {
      operationId: 'listMeterReadings',
      summary: "List a meter's readings",
      access: 'user',
      reads: VIEW_READS.meterReadings,
      sameForEveryone: true,
      querystring: api.readingListQuerySchema,
      response: { 200: api.readingListResponseSchema },
    },
    async (request) => listReadings(ctx, siteScopeOf(request), request.params.id, request.query),
  );

  route.post(
    '/meter-readings',
    {
      operationId: 'recordMeterReadings',
      summary: 'Record readings of several meters at once',
      access: 'technician',
      body: api.readingBatchBodySchema,
      response: { 200: api.readingBatchResponseSchema },
    },
    async (request) => recordReadingBatch(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.post(
    '/meter-readings/import',
    {
      operationId: 'importMeterReadings',
      summary: 'Import meter readings in bulk',
      access: 'technician',
      body: api.readingImportBodySchema,
      response: { 200: api.readingImportResponseSchema },
    },
    async (request) => importReadings(ctx, siteScopeOf(request), actorOf(request), request.body),
  );
});
