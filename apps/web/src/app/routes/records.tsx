import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function RecordsRoute() {
  return (
    <ScreenPlaceholder
      title="Records"
      description="Food-safety maintenance records (BRCGS clause 4.7): completed breakdowns, work orders and PM tasks."
    />
  );
}
