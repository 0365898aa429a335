import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RootRedirect } from './guards';
import { ShopLayout } from './shop-layout';
import { RouteError } from '@/features/shell/components/route-error';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { paths } from '@/lib/paths';

/**
 * The shop's routes, with guest browsing (docs/decisions/057-readings-of-the-spec.md): shop pages are open, checkout, account and
 * payment pages need sign-in, /admin needs the admin role. Pages load lazily; admin code is never
 * in the shopper's first load.
 */
const shopRoutes: RouteObject[] = [
  { path: paths.shop.home, lazy: () => import('@/features/catalog/pages/home-page').then((m) => ({ Component: m.HomePage })) },
  {
    path: paths.shop.listing.pattern,
    lazy: () => import('@/features/catalog/pages/listing-page').then((m) => ({ Component: m.ListingPage })),
  },
  {
    path: paths.shop.search.pattern,
    lazy: () => import('@/features/catalog/pages/search-page').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: paths.shop.product.pattern,
    lazy: () => import('@/features/catalog/pages/product-page').then((m) => ({ Component: m.ProductPage })),
  },
  { path: paths.shop.about, lazy: () => import('@/features/static/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
  {
    path: paths.shop.privacyPolicy,
    lazy: () => import('@/features/static/pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.shop.returnsPolicy,
    lazy: () => import('@/features/static/pages/returns-page').then((m) => ({ Component: m.ReturnsPage })),
  },
  { path: paths.shop.termsConditions, lazy: () => import('@/features/static/pages/terms-page').then((m) => ({ Component: m.TermsPage })) },
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
    path: paths.admin.orders,
    lazy: () => import('@/features/admin-orders/pages/admin-orders-page').then((m) => ({ Component: m.AdminOrdersPage })),
  },
  {
    path: paths.admin.features,
    lazy: () => import('@/features/admin-features/pages/admin-features-page').then((m) => ({ Component: m.AdminFeaturesPage })),
  },
  {
    path: paths.admin.emailCampaigns,
    lazy: () => import('@/features/campaigns/pages/campaigns-page').then((m) => ({ Component: m.CampaignsPage })),
  },
];

/** Shown while the first page's code loads (its route is lazy): an empty page, as before the router knew of it. */
function FirstPageLoading() {
  return <div className="min-h-screen bg-ivory" aria-busy="true" />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: FirstPageLoading,
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
                lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: paths.auth.register,
                lazy: () => import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
            ],
          },
          {
            path: paths.auth.forgotPassword,
            lazy: () => import('@/features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: paths.auth.resetPassword.pattern,
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
        children: [{ path: '*', lazy: () => import('@/features/shell/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
