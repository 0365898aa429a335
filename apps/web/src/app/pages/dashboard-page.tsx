import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FeatureImageManager } from '@/features/admin-features/components/feature-image-manager';
import { UsersTab } from '@/features/admin-dashboard/components/users-tab';
import { AdminPage } from '@/components/layout/admin-page';
import type { Permission } from '@aurelle/contract';
import { useSession } from '@/lib/session/use-session';

// The chart library only loads when the Sales tab is first opened.
const SalesTab = lazy(() => import('@/features/admin-dashboard/components/sales-tab').then((module) => ({ default: module.SalesTab })));

const tabs = ['overview', 'users', 'sales'] as const;
type DashboardTab = (typeof tabs)[number];
const tabNeeds: Record<DashboardTab, Permission> = { overview: 'catalog', users: 'customers', sales: 'reports' };

/** /admin/dashboard: Overview (feature images), Users and Sales tabs; the tab lives in ?tab= so it survives a reload. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { can } = useSession();
  // Each tab is a part of a role: the imagery is the catalog's, the users the customers', the sales the reports'.
  const shown = tabs.filter((tab) => can(tabNeeds[tab]));
  const requested = searchParams.get('tab');
  const activeTab: DashboardTab = shown.find((tab) => tab === requested) ?? shown[0] ?? 'overview';

  const selectTab = (value: string) => {
    const tab = shown.find((candidate) => candidate === value);
    if (!tab) return;
    setSearchParams(tab === shown[0] ? {} : { tab }, { replace: true });
  };

  return (
    <AdminPage title="Dashboard" description="The storefront’s imagery, its members and the last thirty days of sales.">
      <Tabs value={activeTab} onValueChange={selectTab}>
        <TabsList aria-label="Dashboard sections" className="w-full justify-start overflow-x-auto">
          {shown.includes('overview') ? <TabsTrigger value="overview">Overview</TabsTrigger> : null}
          {shown.includes('users') ? <TabsTrigger value="users">Users</TabsTrigger> : null}
          {shown.includes('sales') ? <TabsTrigger value="sales">Sales</TabsTrigger> : null}
        </TabsList>
        {shown.includes('overview') ? (
          <TabsContent value="overview">
            <FeatureImageManager />
          </TabsContent>
        ) : null}
        {shown.includes('users') ? (
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
        ) : null}
        {shown.includes('sales') ? (
          <TabsContent value="sales">
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <SalesTab />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
    </AdminPage>
  );
}
