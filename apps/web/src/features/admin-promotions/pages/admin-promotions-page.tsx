import { useState } from 'react';
import { Plus, TicketPercent } from 'lucide-react';
import type { Coupon } from '@aurelle/contract';
import { AdminPage } from '@/components/layout/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCoupons, useSetCouponPaused } from '../api/use-coupons';
import { discountLabel, eligibilityLabel, minimumLabel, perShopperLabel, usesLabel } from '../components/coupon-format';
import { CouponFormSheet } from '../components/coupon-form-sheet';
import { CouponActions, CouponStateBadge, CouponWindow } from '../components/coupon-row-parts';
import { OffersSection } from '../components/offers-section';

const skeletonRows = Array.from({ length: 5 }, (_, index) => index);

type SheetState = { isOpen: false } | { isOpen: true; coupon: Coupon | null };

/** /admin/promotions: every coupon code with its terms, uses and state; new, edit, pause and resume. */
export function AdminPromotionsPage() {
  const coupons = useCoupons();
  const setPaused = useSetCouponPaused();
  const [sheet, setSheet] = useState<SheetState>({ isOpen: false });

  const list = coupons.data ?? [];
  const activeCount = list.filter((coupon) => coupon.state === 'active').length;
  const openNew = () => setSheet({ isOpen: true, coupon: null });
  const openEdit = (coupon: Coupon) => setSheet({ isOpen: true, coupon });
  const changePaused = (coupon: Coupon, isPaused: boolean) =>
    setPaused.mutate(
      { id: coupon.id, isPaused },
      { onError: (error) => toast.error(`${coupon.code} could not be changed`, { description: errorMessage(error, 'Please try again') }) },
    );
  const isSettingPaused = (coupon: Coupon) => setPaused.isPending && setPaused.variables?.id === coupon.id;

  return (
    <AdminPage
      title="Promotions"
      description="Codes shoppers type at checkout or open from a promotion e-mail. One discount per order: the better of the code and the first-order discount."
      action={
        <Button onClick={openNew}>
          <Plus aria-hidden="true" />
          New code
        </Button>
      }
    >
      <Card className="shadow-sm shadow-ink/[0.03]">
        <div className="border-b border-line p-5 sm:p-7">
          <h2 className="type-h2">Codes</h2>
          <p className="mt-1 text-sm text-stone" aria-live="polite">
            {!coupons.data
              ? 'Loading codes'
              : list.length === 0
                ? 'None created yet'
                : `${list.length.toLocaleString('en-IN')} ${list.length === 1 ? 'code' : 'codes'}, ${activeCount.toLocaleString('en-IN')} active now`}
          </p>
        </div>

        {coupons.isError && !coupons.data ? (
          <LoadError
            title="Codes could not be loaded"
            message={errorMessage(coupons.error, 'Something went wrong')}
            onRetry={() => void coupons.refetch()}
          />
        ) : coupons.data && list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
              <TicketPercent aria-hidden="true" className="size-5" />
            </span>
            <p className="font-display text-2xl">No codes yet</p>
            <p className="max-w-sm text-sm text-stone">
              Create a code for a season, a mailing or a single house; it can be paused at any time.
            </p>
            <Button variant="outline" size="sm" className="mt-2" onClick={openNew}>
              <Plus aria-hidden="true" />
              New code
            </Button>
          </div>
        ) : (
          <div aria-busy={coupons.isPending}>
            <div className="hidden lg:block">
              <Table aria-label="Codes">
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead className="pl-7">Code</TableHead>
                    <TableHead>Discount</TableHead>
                    <TableHead>Window</TableHead>
                    <TableHead>Uses</TableHead>
                    <TableHead>State</TableHead>
                    <TableHead className="pr-7 text-right">
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {coupons.isPending
                    ? skeletonRows.map((row) => (
                        <TableRow key={row}>
                          {[24, 28, 36, 20, 16, 40].map((width, cell) => (
                            <TableCell key={cell} className={cell === 0 ? 'pl-7' : cell === 5 ? 'pr-7' : undefined}>
                              <Skeleton className="h-4" style={{ width: `${width * 4}px` }} />
                            </TableCell>
                          ))}
                        </TableRow>
                      ))
                    : list.map((coupon) => (
                        <TableRow key={coupon.id} data-testid="coupon-row">
                          <TableCell className="max-w-[14rem] pl-7 align-top">
                            <p className="font-mono text-sm font-medium tracking-[0.16em]">{coupon.code}</p>
                            {coupon.description ? <p className="mt-1 text-xs text-stone">{coupon.description}</p> : null}
                          </TableCell>
                          <TableCell className="max-w-[15rem] align-top">
                            <p className="font-medium">{discountLabel(coupon)}</p>
                            <p className="mt-1 text-xs text-stone">{minimumLabel(coupon)}</p>
                            <p className="text-xs text-stone">{eligibilityLabel(coupon)}</p>
                          </TableCell>
                          <TableCell className="align-top text-xs">
                            <CouponWindow coupon={coupon} />
                          </TableCell>
                          <TableCell className="whitespace-nowrap align-top tabular-nums">
                            <p>{usesLabel(coupon)}</p>
                            <p className="mt-1 text-xs text-stone">{perShopperLabel(coupon)}</p>
                          </TableCell>
                          <TableCell className="align-top">
                            <CouponStateBadge coupon={coupon} />
                          </TableCell>
                          <TableCell className="pr-7 align-top">
                            <CouponActions
                              coupon={coupon}
                              onEdit={() => openEdit(coupon)}
                              onSetPaused={(isPaused) => changePaused(coupon, isPaused)}
                              isSettingPaused={isSettingPaused(coupon)}
                            />
                          </TableCell>
                        </TableRow>
                      ))}
                </TableBody>
              </Table>
            </div>

            {/* Narrower screens: one card per code. */}
            <ul className="divide-y divide-line lg:hidden" aria-label="Codes">
              {coupons.isPending
                ? skeletonRows.slice(0, 3).map((row) => (
                    <li key={row} className="flex flex-col gap-2 p-5">
                      <Skeleton className="h-4 w-24" />
                      <Skeleton className="h-4 w-40" />
                      <Skeleton className="h-4 w-56" />
                    </li>
                  ))
                : list.map((coupon) => (
                    <li key={coupon.id} className="flex flex-col gap-4 p-5 sm:px-7" data-testid="coupon-card">
                      <div className="flex items-start justify-between gap-3">
                        <div className="min-w-0">
                          <p className="font-mono text-sm font-medium tracking-[0.16em]">{coupon.code}</p>
                          {coupon.description ? <p className="mt-1 text-xs text-stone">{coupon.description}</p> : null}
                        </div>
                        <CouponStateBadge coupon={coupon} />
                      </div>
                      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
                        <div className="col-span-2 sm:col-span-1">
                          <dt className="label-caps text-stone">Discount</dt>
                          <dd className="mt-1">
                            <p className="font-medium">{discountLabel(coupon)}</p>
                            <p className="text-xs text-stone">{minimumLabel(coupon)}</p>
                            <p className="text-xs text-stone">{eligibilityLabel(coupon)}</p>
                          </dd>
                        </div>
                        <div>
                          <dt className="label-caps text-stone">Window</dt>
                          <dd className="mt-1 text-xs">
                            <CouponWindow coupon={coupon} />
                          </dd>
                        </div>
                        <div>
                          <dt className="label-caps text-stone">Uses</dt>
                          <dd className="mt-1 tabular-nums">
                            <p>{usesLabel(coupon)}</p>
                            <p className="text-xs text-stone">{perShopperLabel(coupon)}</p>
                          </dd>
                        </div>
                      </dl>
                      <CouponActions
                        coupon={coupon}
                        onEdit={() => openEdit(coupon)}
                        onSetPaused={(isPaused) => changePaused(coupon, isPaused)}
                        isSettingPaused={isSettingPaused(coupon)}
                      />
                    </li>
                  ))}
            </ul>
          </div>
        )}
      </Card>

      <OffersSection />

      <CouponFormSheet isOpen={sheet.isOpen} coupon={sheet.isOpen ? sheet.coupon : null} onClose={() => setSheet({ isOpen: false })} />
    </AdminPage>
  );
}
