import { createBrowserRouter, Navigate } from 'react-router';
import { Layout } from './app/layout';
import { InvitePage } from './features/auth/invite-page';
import { LoginPage } from './features/auth/login-page';
import { OrderDetailPage } from './features/orders/order-detail-page';
import { OrdersPage } from './features/orders/orders-page';
import { QueuePage } from './features/queue/queue-page';

// The order desk loads with the app; the rest (the chart library, the category lists) when first opened.
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    { path: '/invite', element: <InvitePage /> },
    {
      path: '/',
      element: <Layout />,
      children: [
        {
          index: true,
          lazy: () => import('./features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
        },
        { path: 'queue', element: <QueuePage /> },
        { path: 'orders', element: <OrdersPage /> },
        { path: 'orders/:ocode', element: <OrderDetailPage /> },
        {
          path: 'manifests',
          lazy: () => import('./features/manifests/manifests-page').then((m) => ({ Component: m.ManifestsPage })),
        },
        {
          path: 'settings',
          lazy: () => import('./features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
        },
        {
          path: 'products',
          lazy: () => import('./features/catalog/products-page').then((m) => ({ Component: m.ProductsPage })),
        },
        {
          path: 'products/import',
          lazy: () => import('./features/catalog/import-page').then((m) => ({ Component: m.ImportPage })),
        },
        {
          path: 'products/:pcode',
          lazy: () =>
            import('./features/catalog/product-editor-page').then((m) => ({ Component: m.ProductEditorPage })),
        },
        {
          path: 'packages/:gcode/calendar',
          lazy: () => import('./features/catalog/calendar-page').then((m) => ({ Component: m.CalendarPage })),
        },
        {
          path: 'hotels',
          lazy: () => import('./features/hotels/hotels-page').then((m) => ({ Component: m.HotelsPage })),
        },
        {
          path: 'hotels/new',
          lazy: () => import('./features/hotels/new-hotel-page').then((m) => ({ Component: m.NewHotelPage })),
        },
        {
          path: 'hotels/:hotelId',
          lazy: () => import('./features/hotels/hotel-editor-page').then((m) => ({ Component: m.HotelEditorPage })),
        },
        {
          path: 'hotels/:hotelId/rate-plans/:ratePlanId/calendar',
          lazy: () => import('./features/hotels/hotel-calendar-page').then((m) => ({ Component: m.HotelCalendarPage })),
        },
        { path: 'marketing', element: <Navigate to="/marketing/banners" replace /> },
        {
          path: 'marketing/banners',
          lazy: () => import('./features/marketing/banners-page').then((m) => ({ Component: m.BannersPage })),
        },
        {
          path: 'marketing/flash-sales',
          lazy: () => import('./features/marketing/flash-sales-page').then((m) => ({ Component: m.FlashSalesPage })),
        },
        {
          path: 'marketing/hot-searches',
          lazy: () => import('./features/marketing/hot-searches-page').then((m) => ({ Component: m.HotSearchesPage })),
        },
        {
          path: 'marketing/subscribers',
          lazy: () => import('./features/marketing/subscribers-page').then((m) => ({ Component: m.SubscribersPage })),
        },
        {
          path: 'coupons',
          lazy: () => import('./features/coupons/coupons-page').then((m) => ({ Component: m.CouponsPage })),
        },
        { path: 'rates', lazy: () => import('./features/rates/rates-page').then((m) => ({ Component: m.RatesPage })) },
        { path: 'audit', lazy: () => import('./features/audit/audit-page').then((m) => ({ Component: m.AuditPage })) },
        { path: 'staff', lazy: () => import('./features/staff/staff-page').then((m) => ({ Component: m.StaffPage })) },
        {
          path: 'account',
          lazy: () => import('./features/account/account-page').then((m) => ({ Component: m.AccountPage })),
        },
        {
          path: 'merchants',
          lazy: () => import('./features/operator/merchants-page').then((m) => ({ Component: m.MerchantsPage })),
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
