import { formatCurrency, formatDateTime, type InventoryItem } from '@plantwise/domain';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Section } from '@/components/section';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useAssets } from '@/features/assets';
import { useItemWorkOrders, useStockMovements } from '../api/get-inventory';
import { FoodGradeBadge, StockStatusBadge } from './stock-badges';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** An item's detail: its figures, the movement ledger, linked assets and the work orders that used it. */
export function ItemDetailSheet({
  item,
  onOpenChange,
}: {
  item: InventoryItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const movements = useStockMovements(item?.id ?? null);
  const workOrders = useItemWorkOrders(item?.id ?? null);
  const assets = useAssets({ sort: 'asset_name', order: 'asc', limit: 500, offset: 0 });
  const linked = (assets.data?.data ?? []).filter((a) => item?.linked_asset_ids.includes(a.id));
  return (
    <Sheet open={item !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
        {item && (
          <>
            <SheetHeader>
              <SheetTitle>{item.item_name}</SheetTitle>
              <SheetDescription className="flex flex-wrap items-center gap-2">
                <span className="font-mono">{item.item_id}</span>
                <StockStatusBadge status={item.status} />
                {item.food_grade && <FoodGradeBadge />}
              </SheetDescription>
            </SheetHeader>
            <div className="grid gap-6 px-4 pb-6">
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">In stock</dt>
                <dd className="tabular-nums">
                  {item.quantity_in_stock} {item.unit}
                </dd>
                <dt className="text-muted-foreground">Minimum</dt>
                <dd className="tabular-nums">{item.min_stock_level}</dd>
                <dt className="text-muted-foreground">Reorder quantity</dt>
                <dd>{item.reorder_quantity ?? '—'}</dd>
                <dt className="text-muted-foreground">Unit cost</dt>
                <dd>{item.unit_cost === null ? '—' : formatCurrency(item.unit_cost)}</dd>
                <dt className="text-muted-foreground">Location</dt>
                <dd>{item.location ?? '—'}</dd>
                <dt className="text-muted-foreground">Supplier</dt>
                <dd>{item.supplier ?? '—'}</dd>
              </dl>
              <Section title="Stock movements" level={3}>
                <QueryState
                  query={movements}
                  loadingLabel="Loading movements..."
                  errorTitle="Movements could not be loaded"
                  isEmpty={(p) => p.total === 0}
                  empty={<p className="text-muted-foreground text-sm">No movements yet.</p>}
                >
                  {(page) => (
                    <ol className="grid gap-2" aria-label="Stock movements">
                      {page.data.map((m) => (
                        <li key={m.id} className="rounded-md border px-3 py-2 text-sm">
                          <div className="flex flex-wrap justify-between gap-2">
                            <span
                              className={
                                m.delta < 0 ? 'font-medium text-destructive' : 'font-medium text-success'
                              }
                            >
                              {signed(m.delta)} {item.unit}
                            </span>
                            <span className="text-muted-foreground tabular-nums">→ {m.quantity_after}</span>
                          </div>
                          <div>{m.reason ?? '—'}</div>
                          <div className="text-muted-foreground text-xs">
                            {m.user_name ?? 'System'} · {formatDateTime(m.created_at)}
                            {m.work_order_number && ` · ${m.work_order_number}`}
                          </div>
                        </li>
                      ))}
                    </ol>
                  )}
                </QueryState>
              </Section>
              <Section title="Linked assets" level={3}>
                {linked.length === 0 ? (
                  <p className="text-muted-foreground text-sm">Not linked to any asset.</p>
                ) : (
                  <ul className="grid gap-1 text-sm">
                    {linked.map((a) => (
                      <li key={a.id}>
                        <Link
                          to={`/assets/${a.id}`}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {a.asset_id} · {a.asset_name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
              <Section title="Used on work orders" level={3}>
                <QueryState
                  query={workOrders}
                  loadingLabel="Loading the work orders"
                  errorTitle="The work orders could not be loaded"
                  isEmpty={(page) => page.data.length === 0}
                  empty={<p className="text-muted-foreground text-sm">No work order has used this item.</p>}
                >
                  {(page) => (
                    <ul className="grid gap-1 text-sm">
                      {page.data.map((wo) => (
                        <li key={wo.work_order_id}>
                          <span className="font-mono">{wo.number}</span> {wo.title} · {wo.quantity}{' '}
                          {item.unit} · {formatDateTime(wo.last_at)}
                        </li>
                      ))}
                    </ul>
                  )}
                </QueryState>
              </Section>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
