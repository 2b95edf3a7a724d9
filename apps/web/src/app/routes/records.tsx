import { RecordsScreen } from '@/features/records';

export default function RecordsRoute() {
  return <RecordsScreen />;
}
