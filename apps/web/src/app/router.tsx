import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RootRedirect } from './guards';
import { ShopLayout } from '@/features/shell/components/shop-layout';
import { RouteError } from '@/features/shell/components/route-error';
import { AuthLayout } from '@/features/auth/components/auth-layout';

/**
 * The spec's route table (§2) with DESIGN decision 1: shop pages are open, checkout, account and
 * payment pages need sign-in, /admin needs the admin role. Pages load lazily; admin code is never
 * in the shopper's first load.
 */
const shopRoutes: RouteObject[] = [
  { path: 'home', lazy: () => import('@/features/catalog/pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'listing', lazy: () => import('@/features/catalog/pages/listing-page').then((m) => ({ Component: m.ListingPage })) },
  { path: 'search', lazy: () => import('@/features/catalog/pages/search-page').then((m) => ({ Component: m.SearchPage })) },
  { path: 'product/:id', lazy: () => import('@/features/catalog/pages/product-page').then((m) => ({ Component: m.ProductPage })) },
  { path: 'about', lazy: () => import('@/features/static/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
  { path: 'privacy-policy', lazy: () => import('@/features/static/pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'returns-policy', lazy: () => import('@/features/static/pages/returns-page').then((m) => ({ Component: m.ReturnsPage })) },
  { path: 'terms-conditions', lazy: () => import('@/features/static/pages/terms-page').then((m) => ({ Component: m.TermsPage })) },
  {
    element: <RequireAuth />,
    children: [
      { path: 'checkout', lazy: () => import('@/features/checkout/pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
      { path: 'account', lazy: () => import('@/features/account/pages/account-page').then((m) => ({ Component: m.AccountPage })) },
      {
        path: 'paypal-return',
        lazy: () => import('@/features/payment/pages/paypal-return-page').then((m) => ({ Component: m.PaypalReturnPage })),
      },
      {
        path: 'payment-success',
        lazy: () => import('@/features/payment/pages/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })),
      },
    ],
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () => import('@/features/admin-dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'products',
    lazy: () => import('@/features/admin-products/pages/admin-products-page').then((m) => ({ Component: m.AdminProductsPage })),
  },
  { path: 'orders', lazy: () => import('@/features/admin-orders/pages/admin-orders-page').then((m) => ({ Component: m.AdminOrdersPage })) },
  {
    path: 'features',
    lazy: () => import('@/features/admin-features/pages/admin-features-page').then((m) => ({ Component: m.AdminFeaturesPage })),
  },
  {
    path: 'email-campaigns',
    lazy: () => import('@/features/campaigns/pages/campaigns-page').then((m) => ({ Component: m.CampaignsPage })),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: 'login', lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
              { path: 'register', lazy: () => import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })) },
            ],
          },
          {
            path: 'forgot-password',
            lazy: () => import('@/features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'reset-password/:userId/:token',
            lazy: () => import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      { path: 'shop', element: <ShopLayout />, children: shopRoutes },
      {
        path: 'admin',
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
