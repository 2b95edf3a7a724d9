export { RecordDetailScreen } from './components/record-detail-screen';
export { RecordsScreen } from './components/records-screen';
export { SignaturesScreen } from './components/signatures-screen';
