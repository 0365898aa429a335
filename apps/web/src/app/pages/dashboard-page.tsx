import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FeatureImageManager } from '@/features/admin-features/components/feature-image-manager';
import { UsersTab } from '@/features/admin-dashboard/components/users-tab';
import { AdminPage } from '@/components/layout/admin-page';

// The chart library only loads when the Sales tab is first opened.
const SalesTab = lazy(() => import('@/features/admin-dashboard/components/sales-tab').then((module) => ({ default: module.SalesTab })));

const tabs = ['overview', 'users', 'sales'] as const;
type DashboardTab = (typeof tabs)[number];

function isDashboardTab(value: string | null): value is DashboardTab {
  return tabs.some((tab) => tab === value);
}

/** /admin/dashboard: Overview (feature images), Users and Sales tabs; the tab lives in ?tab= so it survives a reload. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: DashboardTab = isDashboardTab(requested) ? requested : 'overview';

  const selectTab = (value: string) => {
    if (!isDashboardTab(value)) return;
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  };

  return (
    <AdminPage title="Dashboard" description="The storefront’s imagery, its members and the last thirty days of sales.">
      <Tabs value={activeTab} onValueChange={selectTab}>
        <TabsList aria-label="Dashboard sections" className="w-full justify-start overflow-x-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="sales">Sales</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <FeatureImageManager />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="sales">
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <SalesTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
