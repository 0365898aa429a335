import { Archive, ArchiveRestore, Pencil, Star, Trash2 } from 'lucide-react';
import { formatInr, formatIstInstant, type AdminProduct, type Product } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

function brandOf(product: Product): string {
  return product.brand === 'custom' && product.customBrand ? product.customBrand : product.brand;
}

/** When the default size's sale runs, if it has a start or an end: the admin sees the sale price as set. */
function saleWindowLabel(product: Product): string | null {
  const size = product.variants.find((variant) => !variant.isHidden);
  if (!size || !(size.salePrice > 0)) return null;
  if (size.saleStartsAt && size.saleEndsAt)
    return `Sale from ${formatIstInstant(size.saleStartsAt)} until ${formatIstInstant(size.saleEndsAt)}`;
  if (size.saleStartsAt) return `Sale from ${formatIstInstant(size.saleStartsAt)}`;
  if (size.saleEndsAt) return `Sale until ${formatIstInstant(size.saleEndsAt)}`;
  return null;
}

/** When a product was archived, as a day in India: "12 Mar 2026". */
function archivedOn(archivedAt: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(archivedAt));
}

const actionClass = 'h-12 rounded-none px-2 text-xs';

/**
 * One product in the back office: image, title, description, ₹ price, sale price when above 0 (and its window), Edit,
 * Archive (Restore once archived) and Delete. An archived product is dimmed and badged with its date.
 */
export function AdminProductCard({
  product,
  onEdit,
  onDelete,
  onArchive,
  onRestore,
  isChangingArchive = false,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onDelete: () => void;
  onArchive: () => void;
  onRestore: () => void;
  /** An archive or restore of this product is on its way. */
  isChangingArchive?: boolean;
}) {
  const isOnSale = product.salePrice > 0;
  const saleWindow = saleWindowLabel(product);
  const isArchived = product.archivedAt !== null;
  return (
    <article
      className={cn('flex h-full flex-col border bg-white', isArchived ? 'border-dashed border-stone/40' : 'border-line')}
      aria-labelledby={`admin-product-${product._id}`}
    >
      <div className="relative aspect-square overflow-hidden bg-ivory-deep">
        <img
          src={product.image}
          alt={product.title}
          loading="lazy"
          decoding="async"
          className={cn('size-full object-cover transition', isArchived && 'opacity-60 grayscale')}
        />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          {product.archivedAt && (
            <Badge tone="grey">
              <Archive className="size-3" aria-hidden="true" />
              Archived {archivedOn(product.archivedAt)}
            </Badge>
          )}
          {product.isFeatured && (
            <Badge tone="ink">
              <Star className="size-3 fill-gold text-gold" aria-hidden="true" />
              Featured
            </Badge>
          )}
          {!isArchived && product.totalStock <= 0 && <Badge tone="red">Out of stock</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="label-caps font-medium text-gold-deep">{brandOf(product)}</p>
        <h2 id={`admin-product-${product._id}`} className="type-h3 leading-tight">
          {product.title}
        </h2>
        <p className="line-clamp-2 text-sm leading-relaxed text-stone">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-2 pt-3">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className={isOnSale ? 'text-sm text-stone line-through' : 'text-lg font-medium text-ink'}>
              {isOnSale && <span className="sr-only">Price </span>}
              {formatInr(product.price)}
            </span>
            {isOnSale && (
              <span className="text-lg font-medium text-ink">
                <span className="sr-only">Sale price </span>
                {formatInr(product.salePrice)}
              </span>
            )}
          </p>
          <span className="text-xs text-stone">{product.totalStock} in stock</span>
        </div>
        {saleWindow ? <p className="text-xs text-stone">{saleWindow}</p> : null}
      </div>
      <div className="grid grid-cols-3 border-t border-line">
        <Button variant="ghost" onClick={onEdit} className={cn(actionClass, 'border-r border-line')}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {product.title}</span>
        </Button>
        {isArchived ? (
          <Button
            variant="ghost"
            onClick={onRestore}
            disabled={isChangingArchive}
            className={cn(actionClass, 'border-r border-line text-gold-deep')}
          >
            <ArchiveRestore aria-hidden="true" />
            {isChangingArchive ? 'Restoring…' : 'Restore'}
            <span className="sr-only"> {product.title}</span>
          </Button>
        ) : (
          <Button variant="ghost" onClick={onArchive} disabled={isChangingArchive} className={cn(actionClass, 'border-r border-line')}>
            <Archive aria-hidden="true" />
            {isChangingArchive ? 'Archiving…' : 'Archive'}
            <span className="sr-only"> {product.title}</span>
          </Button>
        )}
        <Button variant="ghost" onClick={onDelete} className={cn(actionClass, 'text-danger hover:bg-danger/5')}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {product.title}</span>
        </Button>
      </div>
    </article>
  );
}
