import { useQuery } from '@tanstack/react-query';
import { categoryValues } from '@aurelle/contract';
import { call } from '@/lib/api-client';

export interface CouponProductOption {
  id: string;
  title: string;
}

export interface CouponCatalogChoices {
  products: CouponProductOption[];
  /** The brands and categories the catalog uses (custom ones included), as suggestions for a code's eligibility. */
  brands: string[];
  categories: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' });

/** GET /admin/products/get, reduced to what a code can be limited to: products by title, brands and categories. */
export function useCouponCatalogChoices() {
  return useQuery({
    queryKey: ['admin', 'promotions', 'catalog-choices'] as const,
    queryFn: ({ signal }) => call('listAdminProducts', { signal }),
    select: (answer): CouponCatalogChoices => {
      const brands = new Set<string>();
      const categories = new Set<string>(categoryValues);
      for (const product of answer.data) {
        const brand = product.brand === 'custom' ? product.customBrand : product.brand;
        const category = product.category === 'custom' ? product.customCategory : product.category;
        if (brand) brands.add(brand);
        if (category) categories.add(category);
      }
      return {
        products: answer.data.map((product) => ({ id: product._id, title: product.title })).sort((a, b) => byName(a.title, b.title)),
        brands: [...brands].sort(byName),
        categories: [...categories].sort(byName),
      };
    },
  });
}
