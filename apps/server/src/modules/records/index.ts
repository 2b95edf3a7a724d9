export { BACKFILL_RECORDS_JOB, backfillRecords, backfillRecordsJob } from './backfill-records';
export { recordRoutes } from './records.routes';
export { writeRecord } from './write-record';
