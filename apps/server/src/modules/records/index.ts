export { BACKFILL_RECORDS_JOB, backfillRecords, backfillRecordsJob } from './backfill-records';
export {
  completionsWithoutRecord,
  countRecordsAwaitingSignatures,
  insertSignatures,
} from './records.queries';
export { recordRoutes } from './records.routes';
export { writeRecord, writeRecords } from './write-record';
