export { BACKFILL_RECORDS_JOB, backfillRecords, backfillRecordsJob } from './backfill-records';
export { countRecordsAwaitingSignatures } from './records.queries';
export { recordRoutes } from './records.routes';
export { writeRecord } from './write-record';
