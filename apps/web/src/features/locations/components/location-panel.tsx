import { formatLocationPath, LOCATION_KIND_LABELS, type Location } from '@plantwise/domain';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ListIcon,
  type LucideIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useReorderLocations } from '../api/save-location';
import { assetCountLabel, type LocationTreeModel, reorderPositions } from '../utils/location-tree-model';

export interface LocationActions {
  onAddInside: (location: Location) => void;
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}

/** The chosen location: its path and assets, the way to them in the register, and (for managers) its actions. */
export function LocationPanel({
  location,
  model,
  actions,
}: {
  location: Location;
  model: LocationTreeModel;
  /** Absent for people who may only look. */
  actions?: LocationActions;
}) {
  const reorder = useReorderLocations();
  const siblings = model.childrenOf(model.byId.has(location.parent_id ?? '') ? location.parent_id : null);
  const index = siblings.findIndex((sibling) => sibling.id === location.id);

  const move = (to: number) => {
    if (reorder.isPending) return;
    reorder.mutate(reorderPositions(siblings, index, to), {
      onError: (error) =>
        toast.error(`${location.name} not moved`, { description: errorMessage(error, 'Try again.') }),
    });
  };

  return (
    <Card role="region" aria-labelledby={`panel-${location.id}`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`panel-${location.id}`} className="break-words">
            {location.name}
          </h2>
        </CardTitle>
        <CardDescription>
          {LOCATION_KIND_LABELS[location.kind]} · <span className="font-mono">{location.code}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Path</dt>
          <dd className="min-w-0 break-words">{formatLocationPath(location.path)}</dd>
          <dt className="text-muted-foreground">Assets</dt>
          <dd>{assetCountLabel(location.asset_count)}, here and below</dd>
        </dl>
        <Button asChild variant="outline" className="w-fit">
          <Link to={`/assets?location=${location.id}`}>
            <ListIcon aria-hidden="true" />
            Show in the asset register
          </Link>
        </Button>
        {actions && (
          <div className="grid gap-2 border-t pt-4">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => actions.onAddInside(location)}>
                <PlusIcon aria-hidden="true" />
                Add inside
              </Button>
              <Button variant="outline" onClick={() => actions.onEdit(location)}>
                <PencilIcon aria-hidden="true" />
                Edit or move
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <OrderButton
                label="Move up"
                icon={ArrowUpIcon}
                edge={index <= 0}
                onMove={() => move(index - 1)}
              />
              <OrderButton
                label="Move down"
                icon={ArrowDownIcon}
                edge={index < 0 || index >= siblings.length - 1}
                onMove={() => move(index + 1)}
              />
              <Button
                variant="outline"
                className="text-destructive"
                onClick={() => actions.onDelete(location)}
              >
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Move up or Move down. At the end of the list it says so (aria-disabled) but stays focusable, so the
 * focus of someone pressing it again and again is not lost when the location reaches the top.
 */
function OrderButton({
  label,
  icon: Icon,
  edge,
  onMove,
}: {
  label: string;
  icon: LucideIcon;
  edge: boolean;
  onMove: () => void;
}) {
  return (
    <Button
      variant="outline"
      aria-disabled={edge}
      onClick={() => !edge && onMove()}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
