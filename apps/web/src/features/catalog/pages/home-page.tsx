import { useCatalogFacets } from '../api/use-catalog-facets';
import { CategoryCards } from '../components/home/category-cards';
import { CollectionTiles } from '../components/home/collection-tiles';
import { FeaturedProducts } from '../components/home/featured-products';
import { HeroSlideshow } from '../components/home/hero-slideshow';
import { ShippingInfo } from '../components/home/shipping-info';
import { Testimonials } from '../components/home/testimonials';
import { TrustBadges } from '../components/home/trust-badges';
import { WelcomeOffer } from '../components/home/welcome-offer';
import { WhyChooseUs } from '../components/home/why-choose-us';

/** The landing page: every section of the home, in order. */
export function HomePage() {
  const facets = useCatalogFacets();
  return (
    <>
      <HeroSlideshow />
      <TrustBadges />
      <CategoryCards facets={facets.data} />
      <CollectionTiles />
      <FeaturedProducts />
      <WelcomeOffer />
      <Testimonials />
      <ShippingInfo />
      <WhyChooseUs />
    </>
  );
}
