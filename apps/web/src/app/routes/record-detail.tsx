import { useParams } from 'react-router';
import { RecordDetailScreen } from '@/features/records';

export default function RecordDetailRoute() {
  const { recordId = '' } = useParams();
  return <RecordDetailScreen key={recordId} id={recordId} />;
}
