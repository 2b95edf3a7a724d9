import { NewTaskPage } from '@/features/maintenance/components/new-task-page';

export default function NewPmRoute() {
  return <NewTaskPage />;
}
