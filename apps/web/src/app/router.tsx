import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DEFAULT_LISTING_SORT } from '@aurelle/contract';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RootRedirect } from './guards';
import { ShopLayout } from './shop-layout';
import { RouteError } from '@/features/shell/components/route-error';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { catalogFacetsQuery } from '@/features/catalog/api/use-catalog-facets';
import { featureImagesQuery } from '@/features/catalog/api/use-feature-images';
import { featuredProductsQuery } from '@/features/catalog/api/use-featured-products';
import { productQuery } from '@/features/catalog/api/use-product';
import { productReviewsQuery } from '@/features/catalog/api/use-product-reviews';
import { myHelpfulVotesQuery } from '@/features/catalog/api/use-review-helpful';
import { similarScentsQuery } from '@/features/catalog/api/use-similar-scents';
import { productListingQuery } from '@/features/catalog/api/use-product-listing';
import { isSearchableKeyword, searchProductsQuery } from '@/features/catalog/api/use-search-products';
import { parseFilterParams, parseSortParam } from '@/features/catalog/lib/listing-filters';
import { cartQuery } from '@/lib/cart/cart-query';
import { paths } from '@/lib/paths';
import { settlePrefetches } from '@/lib/prefetch';
import { sessionQuery } from '@/lib/session/use-session';
import { shopConfigQuery } from '@/lib/use-shop-config';

/** Marks a route the server renders to HTML (the storefront and the auth pages); the rest render in the browser. */
export interface RouteHandle {
  serverRendered?: boolean;
  /** The not-found page: the server answers it with HTTP 404. */
  notFound?: boolean;
}
const serverRendered: RouteHandle = { serverRendered: true };
const notFoundPage: RouteHandle = { serverRendered: true, notFound: true };

/**
 * The shop's routes, with guest browsing (docs/decisions/057-readings-of-the-spec.md): shop pages are open, checkout, account and
 * payment pages need sign-in, /admin needs the admin role. Pages load lazily; admin code is never
 * in the shopper's first load. Storefront loaders prefetch what their page reads through the same query options
 * the page's hooks use, so code and data load in parallel, and the server renders the page with its data.
 * `pageQueryClient` is the client of the page being loaded: the browser's one client, or on the server each page's
 * own (decision 164), while the routes are made once.
 */
export function createRoutes(pageQueryClient: () => QueryClient): RouteObject[] {
  const searchParamsOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;
  /** The reviews of a product a signed-in shopper has marked helpful, so "Helpful" shows it from the first paint. */
  const prefetchMyHelpfulVotes = async (productId: string) => {
    const queryClient = pageQueryClient();
    const user = await queryClient.fetchQuery(sessionQuery()).catch(() => null);
    if (user) await queryClient.prefetchQuery(myHelpfulVotesQuery(user.id, productId));
  };

  const shopRoutes: RouteObject[] = [
    {
      path: paths.shop.home,
      handle: serverRendered,
      loader: () =>
        settlePrefetches([
          pageQueryClient().prefetchQuery(featureImagesQuery()),
          pageQueryClient().prefetchQuery(featuredProductsQuery()),
          pageQueryClient().prefetchQuery(catalogFacetsQuery()),
        ]),
      lazy: () => import('@/features/catalog/pages/home-page').then((m) => ({ Component: m.HomePage })),
    },
    {
      path: paths.shop.listing.pattern,
      handle: serverRendered,
      loader: (args) => {
        const params = searchParamsOf(args);
        const sortBy = parseSortParam(params.get('sortBy')) ?? DEFAULT_LISTING_SORT;
        return settlePrefetches([pageQueryClient().prefetchInfiniteQuery(productListingQuery(parseFilterParams(params), sortBy))]);
      },
      lazy: () => import('@/features/catalog/pages/listing-page').then((m) => ({ Component: m.ListingPage })),
    },
    {
      path: paths.shop.search.pattern,
      handle: serverRendered,
      loader: (args) => {
        const keyword = searchParamsOf(args).get('keyword') ?? '';
        return settlePrefetches(isSearchableKeyword(keyword) ? [pageQueryClient().prefetchQuery(searchProductsQuery(keyword))] : []);
      },
      lazy: () => import('@/features/catalog/pages/search-page').then((m) => ({ Component: m.SearchPage })),
    },
    {
      path: paths.shop.product.pattern,
      handle: serverRendered,
      // The reviews and similar scents too, so the page arrives whole and makes no call of its own after hydrating
      // (a call would load the contract's schemas, ~27 KB, for a page that is only looked at).
      loader: ({ params }) =>
        settlePrefetches(
          params.id
            ? [
                pageQueryClient().prefetchQuery(productQuery(params.id)),
                pageQueryClient().prefetchQuery(productReviewsQuery(params.id)),
                pageQueryClient().prefetchQuery(similarScentsQuery(params.id)),
                prefetchMyHelpfulVotes(params.id),
              ]
            : [],
        ),
      lazy: () => import('@/features/catalog/pages/product-page').then((m) => ({ Component: m.ProductPage })),
    },
    {
      path: paths.shop.scentFinder,
      handle: serverRendered,
      lazy: () => import('@/features/catalog/pages/scent-finder-page').then((m) => ({ Component: m.ScentFinderPage })),
    },
    {
      // Open to guests: paying asks them to sign in first.
      path: paths.shop.giftCards,
      lazy: () => import('./pages/gift-cards-page').then((m) => ({ Component: m.GiftCardsPage })),
    },
    {
      path: paths.shop.about,
      handle: serverRendered,
      lazy: () => import('@/features/static/pages/about-page').then((m) => ({ Component: m.AboutPage })),
    },
    {
      path: paths.shop.privacyPolicy,
      handle: serverRendered,
      lazy: () => import('@/features/static/pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
    },
    {
      path: paths.shop.returnsPolicy,
      handle: serverRendered,
      lazy: () => import('@/features/static/pages/returns-page').then((m) => ({ Component: m.ReturnsPage })),
    },
    {
      path: paths.shop.termsConditions,
      handle: serverRendered,
      lazy: () => import('@/features/static/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
    },
    {
      // No sign-in: the e-mail link's signature is the credential.
      path: paths.shop.codConfirmation,
      lazy: () => import('@/features/orders/pages/cod-confirmation-page').then((m) => ({ Component: m.CodConfirmationPage })),
    },
    {
      element: <RequireAuth />,
      children: [
        {
          path: paths.shop.checkout,
          lazy: () => import('./pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
        },
        {
          path: paths.shop.account.pattern,
          lazy: () => import('./pages/account-page').then((m) => ({ Component: m.AccountPage })),
        },
        {
          path: paths.shop.paypalReturn.pattern,
          lazy: () => import('@/features/payment/pages/paypal-return-page').then((m) => ({ Component: m.PaypalReturnPage })),
        },
        {
          path: paths.shop.paymentSuccess,
          lazy: () => import('@/features/payment/pages/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })),
        },
      ],
    },
  ];

  const adminRoutes: RouteObject[] = [
    {
      path: paths.admin.dashboard.pattern,
      lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
    },
    {
      path: paths.admin.products,
      lazy: () => import('@/features/admin-products/pages/admin-products-page').then((m) => ({ Component: m.AdminProductsPage })),
    },
    {
      path: paths.admin.productTable.pattern,
      lazy: () => import('@/features/admin-products/pages/product-table-page').then((m) => ({ Component: m.ProductTablePage })),
    },
    {
      path: paths.admin.orders,
      lazy: () => import('@/features/admin-orders/pages/admin-orders-page').then((m) => ({ Component: m.AdminOrdersPage })),
    },
    {
      path: paths.admin.features,
      lazy: () => import('@/features/admin-features/pages/admin-features-page').then((m) => ({ Component: m.AdminFeaturesPage })),
    },
    {
      path: paths.admin.promotions,
      lazy: () => import('@/features/admin-promotions/pages/admin-promotions-page').then((m) => ({ Component: m.AdminPromotionsPage })),
    },
    {
      path: paths.admin.giftCards,
      lazy: () => import('@/features/admin-gift-cards/pages/admin-gift-cards-page').then((m) => ({ Component: m.AdminGiftCardsPage })),
    },
    {
      path: paths.admin.reviews.pattern,
      lazy: () => import('@/features/admin-reviews/pages/admin-reviews-page').then((m) => ({ Component: m.AdminReviewsPage })),
    },
    {
      path: paths.admin.emailCampaigns,
      lazy: () => import('@/features/campaigns/pages/campaigns-page').then((m) => ({ Component: m.CampaignsPage })),
    },
    {
      path: paths.admin.settings,
      lazy: () => import('@/features/admin-settings/pages/admin-settings-page').then((m) => ({ Component: m.AdminSettingsPage })),
    },
    {
      path: paths.admin.gst.pattern,
      lazy: () => import('@/features/admin-gst/pages/admin-gst-page').then((m) => ({ Component: m.AdminGstPage })),
    },
    {
      path: paths.admin.customer.pattern,
      lazy: () => import('@/features/admin-customers/pages/admin-customer-page').then((m) => ({ Component: m.AdminCustomerPage })),
    },
    {
      path: paths.admin.audit,
      lazy: () => import('@/features/admin-audit/pages/admin-audit-page').then((m) => ({ Component: m.AdminAuditPage })),
    },
  ];

  return [
    {
      errorElement: <RouteError />,
      HydrateFallback: FirstPageLoading,
      // Every page's header shows the shop's name and, for a signed-in shopper, the name and the cart's count: the
      // server renders them as they are, so nothing flashes a guest state.
      loader: async () => {
        const queryClient = pageQueryClient();
        if (!import.meta.env.SSR)
          return settlePrefetches([queryClient.prefetchQuery(sessionQuery()), queryClient.prefetchQuery(shopConfigQuery())]);
        const [user] = await Promise.all([
          queryClient.fetchQuery(sessionQuery()).catch(() => null),
          queryClient.prefetchQuery(shopConfigQuery()),
        ]);
        if (user) await queryClient.prefetchQuery(cartQuery(user.id));
        return null;
      },
      children: [
        { index: true, element: <RootRedirect /> },
        {
          path: paths.auth.root,
          element: <AuthLayout />,
          children: [
            {
              element: <RedirectIfSignedIn />,
              children: [
                {
                  path: paths.auth.login.pattern,
                  handle: serverRendered,
                  lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
                },
                {
                  path: paths.auth.register,
                  handle: serverRendered,
                  lazy: () => import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
                },
              ],
            },
            {
              path: paths.auth.forgotPassword,
              handle: serverRendered,
              lazy: () => import('@/features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
            },
            {
              path: paths.auth.resetPassword.pattern,
              handle: serverRendered,
              lazy: () => import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
            },
          ],
        },
        { path: paths.shop.root, element: <ShopLayout />, children: shopRoutes },
        {
          path: paths.admin.root,
          element: <RequireAdmin />,
          children: [
            {
              lazy: () => import('@/features/admin-shell/components/admin-layout').then((m) => ({ Component: m.AdminLayout })),
              children: adminRoutes,
            },
          ],
        },
        {
          path: '*',
          element: <ShopLayout />,
          children: [
            {
              path: '*',
              handle: notFoundPage,
              lazy: () => import('@/features/shell/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
      ],
    },
  ];
}

/** Shown while the first page's code loads (its route is lazy): an empty page, as before the router knew of it. */
function FirstPageLoading() {
  return <div className="min-h-screen bg-ivory" aria-busy="true" />;
}
