import type { ReactNode } from 'react';
import { CalendarCheck, CalendarClock, IndianRupee, ShoppingBag } from 'lucide-react';
import { formatInr, type CustomerFigures as Figures } from '@aurelle/contract';
import { Card } from '@/components/ui/card';
import { formatCalendarDay } from './customer-format';

/** The customer at a glance: lifetime value (paid less refunded), orders placed, first and last order (India's days). */
export function CustomerFigures({ figures }: { figures: Figures }) {
  return (
    <section aria-label="Customer figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:auto-rows-fr">
      <FigureCard
        icon={<IndianRupee />}
        label="Lifetime value"
        value={formatInr(figures.lifetimeValue)}
        note={
          figures.refundedAmount > 0
            ? `${formatInr(figures.paidAmount)} paid − ${formatInr(figures.refundedAmount)} refunded`
            : figures.paidAmount > 0
              ? 'Paid, nothing refunded'
              : 'Nothing paid yet'
        }
      />
      <FigureCard
        icon={<ShoppingBag />}
        label="Orders"
        value={figures.orderCount.toLocaleString('en-IN')}
        note={[
          'Paid or cash on delivery',
          ...(figures.cancelledOrders > 0 ? [`${figures.cancelledOrders} cancelled not counted`] : []),
          ...(figures.unfinishedCheckouts > 0
            ? [`+ ${figures.unfinishedCheckouts} unfinished ${figures.unfinishedCheckouts === 1 ? 'checkout' : 'checkouts'}`]
            : []),
        ].join(' · ')}
      />
      <FigureCard
        icon={<CalendarCheck />}
        label="First order"
        value={figures.firstOrderDay ? formatCalendarDay(figures.firstOrderDay) : '—'}
      />
      <FigureCard
        icon={<CalendarClock />}
        label="Last order"
        value={figures.lastOrderDay ? formatCalendarDay(figures.lastOrderDay) : '—'}
      />
    </section>
  );
}

function FigureCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note?: string }) {
  return (
    <Card className="relative flex flex-col overflow-hidden p-4 sm:p-6">
      <div className="absolute inset-x-0 top-0 h-0.5 bg-gradient-to-r from-gold/70 via-gold-soft to-transparent" aria-hidden="true" />
      <div className="flex items-center justify-between gap-3">
        <p className="label-caps text-stone max-sm:text-[0.62rem]">{label}</p>
        <span className="text-gold [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="mt-auto break-words pt-3 font-display text-[1.45rem] leading-none lining-nums tabular-nums text-ink sm:text-[1.9rem]">
        {value}
      </p>
      {note ? <p className="mt-2 text-xs text-stone">{note}</p> : null}
    </Card>
  );
}
