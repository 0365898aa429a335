import { rupeesToPaise } from '@aurelle/contract';
import type { NewVariant } from '../product-variants.ts';
import type { DemoProduct } from './catalog-data.ts';

/** A price as shops write them: a round hundred less one rupee, never under ₹199. */
function shelfPrice(rupees: number): number {
  return Math.max(199, Math.round(rupees / 100) * 100 - 1);
}

/**
 * The sizes of a demo perfume: the listed price and stock are the default bottle's, a smaller bottle and a
 * sample follow, as a perfume house sells them. Car diffusers come in one size; attars in 12, 6 and 3 ml.
 */
export function demoSizes(product: DemoProduct): NewVariant[] {
  const main = { pricePaise: rupeesToPaise(product.price), salePricePaise: rupeesToPaise(product.salePrice ?? 0), stock: product.stock };
  if (product.gender === 'car') return [{ sizeMl: 10, ...main }];
  const isAttar = product.house === 'noor';
  const [large, medium, sample] = isAttar ? [12, 6, 3] : [100, 50, 10];
  // A scent down to its last few bottles has sold its smaller sizes too, so the demo keeps low-stock and sold-out scents.
  const isScarce = product.stock <= 3;
  return [
    { sizeMl: large, ...main },
    { sizeMl: medium, pricePaise: rupeesToPaise(shelfPrice(product.price * 0.62)), stock: isScarce ? 0 : Math.ceil(product.stock * 0.6) },
    {
      sizeMl: sample,
      kind: 'sample',
      pricePaise: rupeesToPaise(shelfPrice(product.price * 0.16)),
      stock: isScarce ? 0 : product.stock * 2 + 10,
    },
  ];
}

/** The discovery set: six 2 ml vials of the house's signatures, its own stock. */
export const demoDiscoverySet: DemoProduct = {
  title: 'Aurelle Discovery Set',
  house: 'veyra',
  category: 'niche',
  gender: 'female',
  family: 'floral',
  price: 2499,
  stock: 60,
  isFeatured: true,
  description:
    'Six 2 ml vials to wear for a week before choosing a bottle: Cedar Regent, Rose de Jaipur, Oud Meridian, Vetiver Monsoon, Jasmine Sambac Nights and Saffron Rose Oud. Each vial holds about thirty sprays.',
};

export function demoSetSizes(product: DemoProduct): NewVariant[] {
  return [{ sizeMl: 2, kind: 'set', name: 'Discovery set, 6 × 2 ml', pricePaise: rupeesToPaise(product.price), stock: product.stock }];
}
