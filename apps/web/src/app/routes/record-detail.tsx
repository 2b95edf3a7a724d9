import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function RecordDetailRoute() {
  return (
    <ScreenPlaceholder
      title="Record Details"
      description="One maintenance record with its sign-offs and audit history."
    />
  );
}
