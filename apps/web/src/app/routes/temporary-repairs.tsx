import { TemporaryRepairsScreen } from '@/features/compliance';

export default function TemporaryRepairsRoute() {
  return <TemporaryRepairsScreen />;
}
