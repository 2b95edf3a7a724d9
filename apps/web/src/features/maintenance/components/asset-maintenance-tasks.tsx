import { formatDateTime, frequencyLabel, taskAssetReport, taskDueState } from '@plantwise/domain';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useNow } from '@/hooks/use-now';
import { useMaintenanceTasks } from '../api/get-maintenance-tasks';

/** An asset's maintenance tasks with the task-based report figures of spec §9. */
export function AssetMaintenanceTasks({ assetId }: { assetId: string }) {
  const now = useNow(60_000);
  const tasks = useMaintenanceTasks({ limit: 200, offset: 0, asset_id: assetId });
  return (
    <QueryState
      query={tasks}
      loadingLabel="Loading maintenance tasks"
      errorTitle="Error fetching maintenance tasks"
      isEmpty={(page) => page.total === 0}
      empty={
        <p className="text-muted-foreground text-sm">
          No maintenance tasks.{' '}
          <Link className="underline" to={`/maintenance/new-pm?asset_id=${assetId}`}>
            Plan one
          </Link>
        </p>
      }
    >
      {(page) => {
        const report = taskAssetReport(page.data, now);
        const figures = [
          [
            'Maintenance per year',
            report.maintenanceFrequency.toFixed(report.maintenanceFrequency % 1 ? 1 : 0),
          ],
          ['Overdue tasks', String(report.overdueTasks)],
          ['Performance score', String(report.performanceScore)],
          ['Task utilisation (−5 per overdue task)', `${report.utilizationRate}%`],
          ['Last maintenance', formatDateTime(report.lastMaintenanceDate, 'Never')],
          ['Next due', formatDateTime(report.nextMaintenanceDue)],
        ];
        return (
          <div className="grid gap-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
              {figures.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <ul className="grid gap-2 text-sm">
              {page.data.map((task) => (
                <li key={task.id} className="flex flex-wrap justify-between gap-2 rounded-md border p-2">
                  <Link
                    to={`/maintenance?highlight=${task.id}`}
                    className="font-medium underline-offset-2 hover:underline"
                  >
                    {task.title}
                  </Link>
                  <span className="text-muted-foreground">
                    {frequencyLabel(task)} · {taskDueState(task, now)} · due{' '}
                    {formatDateTime(task.next_due_date)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}
