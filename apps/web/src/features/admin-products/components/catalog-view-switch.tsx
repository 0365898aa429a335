import { LayoutGrid, Rows3 } from 'lucide-react';
import { ViewSwitch } from '@/components/layout/view-switch';
import { paths } from '@/lib/paths';

/** Cards or Table: the same catalog seen as the shop shows it, or one size a row for daily stock and price work. */
export function CatalogViewSwitch({ current }: { current: 'cards' | 'table' }) {
  const views = [
    { key: 'cards', label: 'Cards', to: paths.admin.products, Icon: LayoutGrid },
    { key: 'table', label: 'Table', to: paths.admin.productTable(), Icon: Rows3 },
  ] as const;
  return <ViewSwitch label="Catalog view" views={views} current={current} />;
}
