import { LoadError } from '@/components/ui/load-error';
import { useState } from 'react';
import { Mail, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCampaigns } from '../api/use-campaigns';
import { CampaignCard } from '../components/campaign-card';
import { CampaignDialog } from '../components/campaign-dialog';
import { AdminPage } from '@/components/layout/admin-page';

/** /admin/email-campaigns: 'New Campaign', the compose/preview modal and the grid of campaign cards. */
export function CampaignsPage() {
  const [isComposing, setIsComposing] = useState(false);
  const campaignsQuery = useCampaigns();
  const campaigns = campaignsQuery.data;

  return (
    <AdminPage
      title="Email Campaigns"
      description="Letters from the house: compose, preview, and follow each delivery as it goes out."
      action={
        <Button onClick={() => setIsComposing(true)} size="lg">
          <Plus aria-hidden="true" />
          New Campaign
        </Button>
      }
    >
      {campaignsQuery.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading campaigns">
          {[0, 1, 2].map((index) => (
            <Card key={index} className="flex flex-col gap-4 p-6">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-7 w-4/5" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-1.5 w-full" />
              <Skeleton className="mt-4 h-9 w-full" />
            </Card>
          ))}
        </div>
      ) : campaignsQuery.isError ? (
        <LoadError
          title="Campaigns could not be loaded"
          message={errorMessage(campaignsQuery.error, 'Something went wrong')}
          onRetry={() => void campaignsQuery.refetch()}
          className="border border-line bg-white"
        />
      ) : campaigns && campaigns.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-20 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <h2 className="type-h2">No campaigns yet</h2>
          <p className="max-w-md text-sm text-stone">
            Write to your customers: a welcome, a promotion, a newsletter, or words of your own.
          </p>
          <Button variant="outline" onClick={() => setIsComposing(true)}>
            <Plus aria-hidden="true" />
            New Campaign
          </Button>
        </Card>
      ) : (
        <section aria-label="Campaigns" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {campaigns?.map((campaign) => (
            <CampaignCard key={campaign._id} campaign={campaign} />
          ))}
        </section>
      )}

      <CampaignDialog open={isComposing} onOpenChange={setIsComposing} />
    </AdminPage>
  );
}
