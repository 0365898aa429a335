import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FeatureImageManager } from '@/features/admin-features/components/feature-image-manager';
import { UsersTab } from '../components/users-tab';

// The chart library only loads when the Sales tab is first opened.
const SalesTab = lazy(() => import('../components/sales-tab').then((module) => ({ default: module.SalesTab })));

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
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 sm:py-2">
      <header>
        <h1 className="font-display text-4xl sm:text-5xl">Dashboard</h1>
        <p className="mt-2 max-w-xl text-sm text-stone">The storefront’s imagery, its members and the last thirty days of sales.</p>
      </header>

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
    </div>
  );
}
