import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatInr } from '@aurelle/contract';

export interface DailySales {
  date: string;
  revenue: number;
  orders: number;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
// ₹1.2L, ₹3.4Cr: the Indian short scale reads naturally on an axis.
const axisRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });

const gold = '#a8824c';
const ink = '#15130f';
const line = '#e4dccd';
const stone = '#6b645a';

function parseDay(date: string): Date {
  // The server sends calendar days (YYYY-MM-DD); read them as UTC so no time zone shifts the label.
  return new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
}

/** Revenue (area, left axis) and paid orders (bars, right axis) per day. Loaded lazily with the Sales tab. */
export function RevenueChart({ daily }: { daily: DailySales[] }) {
  return (
    <div>
      <div className="h-72 w-full sm:h-80" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={daily} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
            <defs>
              <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={gold} stopOpacity={0.35} />
                <stop offset="100%" stopColor={gold} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke={line} strokeDasharray="2 4" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(value: string) => dayFormat.format(parseDay(value))}
              tick={{ fill: stone, fontSize: 11 }}
              tickLine={false}
              axisLine={{ stroke: line }}
              minTickGap={24}
            />
            <YAxis
              yAxisId="revenue"
              tickFormatter={(value: number) => axisRupees.format(value)}
              tick={{ fill: stone, fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              width={64}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fill: stone, fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              width={32}
            />
            <Tooltip content={SalesTooltip} cursor={{ fill: 'rgba(168, 130, 76, 0.08)' }} />
            <Bar yAxisId="orders" dataKey="orders" name="Orders" fill={ink} fillOpacity={0.85} barSize={6} radius={[2, 2, 0, 0]} />
            <Area
              yAxisId="revenue"
              type="monotone"
              dataKey="revenue"
              name="Revenue"
              stroke={gold}
              strokeWidth={2}
              fill="url(#revenue-fill)"
              activeDot={{ r: 4, fill: gold, stroke: '#fff', strokeWidth: 2 }}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-5 text-xs text-stone" aria-hidden="true">
        <span className="flex items-center gap-2">
          <span className="h-0.5 w-5 bg-gold" /> Revenue
        </span>
        <span className="flex items-center gap-2">
          <span className="h-3 w-1.5 bg-ink" /> Paid orders
        </span>
      </div>
      {/* The same figures for screen readers. */}
      <table className="sr-only">
        <caption>Revenue and paid orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDayFormat.format(parseDay(day.date))}</th>
              <td>{formatInr(day.revenue)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SalesTooltip({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) {
  if (!active || !payload || payload.length === 0 || typeof label !== 'string') return null;
  const day = payload[0]?.payload as DailySales | undefined;
  if (!day) return null;
  return (
    <div className="min-w-40 border border-line bg-white px-4 py-3 shadow-lg shadow-ink/10">
      <p className="label-caps text-stone">{longDayFormat.format(parseDay(label))}</p>
      <p className="mt-1.5 font-display text-xl">{formatInr(day.revenue)}</p>
      <p className="text-xs text-stone">
        {day.orders} paid {day.orders === 1 ? 'order' : 'orders'}
      </p>
    </div>
  );
}
