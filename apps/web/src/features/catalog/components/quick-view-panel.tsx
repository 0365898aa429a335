import { Link } from '@/components/link';
import { ArrowRight } from 'lucide-react';
import type { Product } from '@aurelle/contract';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ProductImage } from './product-image';
import { ProductReviews } from './product-reviews';
import { ProductSummary } from './product-summary';
import { paths } from '@/lib/paths';

/** The quick view's modal, loaded the first time a shopper opens one (quick-view-dialog.tsx holds its state). */
export default function QuickViewDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(product)} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent className="max-w-5xl p-0 sm:p-0">
          <div className="grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <div className="relative aspect-[4/5] bg-ivory-deep md:aspect-auto md:min-h-full">
              <ProductImage
                src={product.image}
                alt={product.title}
                loading="eager"
                sizes="(min-width: 768px) 45vw, 100vw"
                className="md:absolute md:inset-0"
              />
            </div>
            <div className="flex flex-col gap-10 p-6 sm:p-10">
              <ProductSummary
                product={product}
                title={<DialogTitle className="text-3xl leading-tight sm:text-4xl">{product.title}</DialogTitle>}
              >
                <Link
                  to={paths.shop.product(product._id)}
                  className="inline-flex items-center gap-2 text-sm font-medium text-ink underline-offset-4 hover:underline"
                >
                  View full details
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </ProductSummary>
              <DialogDescription className="sr-only">Details, stock and reviews of {product.title}</DialogDescription>
              <ProductReviews productId={product._id} headingLevel={3} />
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
