import { Link } from '@/components/link';
import { sharedExplanation } from '@aurelle/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useSimilarScents } from '../api/use-similar-scents';
import { productBrand } from '../lib/catalog-labels';
import { ProductImage } from './product-image';
import { ProductPriceFrom } from './product-price';

/** "Similar scents" under a product: up to four, each saying what it shares. Hidden when there are none. */
export function SimilarScents({ productId }: { productId: string }) {
  const similar = useSimilarScents(productId);
  if (similar.isError || (similar.data && similar.data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-heading" className="flex flex-col gap-8 border-t border-line pt-12">
      <div className="flex flex-col gap-2">
        <p className="eyebrow text-gold-deep">If you like this</p>
        <h2 id="similar-heading" className="font-display text-4xl">
          Similar scents
        </h2>
      </div>
      {!similar.data ? (
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-4" aria-busy="true" aria-label="Loading similar scents">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="aspect-[4/5] w-full" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          {similar.data.map(({ product, sharedNotes, sharedAccords }) => (
            <li key={product._id} className="group relative flex flex-col border border-line/80 bg-white">
              <div className="aspect-[4/5] overflow-hidden bg-ivory-deep">
                <ProductImage
                  src={product.image}
                  alt=""
                  sizes="(min-width: 1024px) 20vw, 50vw"
                  className="transition-transform duration-700 group-hover:scale-[1.04]"
                />
              </div>
              <div className="flex flex-1 flex-col gap-1.5 p-4">
                <p className="truncate text-[0.62rem] font-medium uppercase tracking-[0.18em] text-gold-deep">{productBrand(product)}</p>
                <h3 className="font-display text-lg leading-snug">
                  <Link to={paths.shop.product(product._id)} className="after:absolute after:inset-0 after:content-['']">
                    {product.title}
                  </Link>
                </h3>
                <p className="text-xs leading-relaxed text-stone">{sharedExplanation(sharedNotes, sharedAccords)}</p>
                <ProductPriceFrom product={product} className="mt-auto pt-2" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
