export { DiagnosticsPanel } from './components/diagnostics-panel';
export { MailOutboxTable } from './components/mail-outbox-table';
