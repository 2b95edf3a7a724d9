export { BACKFILL_RECORDS_JOB, backfillRecords, backfillRecordsJob } from './backfill-records';
export { confirmSignerPassword } from './confirm-signer-password';
export {
  completionsWithoutRecord,
  countRecordsAwaitingSignatures,
  insertSignatures,
} from './records.queries';
export { recordRoutes } from './records.routes';
export { MAX_AUDIT_PACK_RECORDS, recordsForAuditPack } from './records-for-audit-pack';
export { type PrintableRecord, writeRecordPages } from './render-records-pdf';
export { snapshotHash, writeRecord, writeRecords } from './write-record';
