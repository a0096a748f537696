import type { Dashboard } from '@storefront/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../lib/format';

const short = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const tick = (date: string) => short.format(new Date(`${date}T00:00:00Z`));

/** Orders made and orders paid per day: a picture of the month, with the numbers in a table for screen readers. */
export function DailyChart({ daily }: { daily: Dashboard['daily'] }) {
  return (
    <figure>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={tick} tick={{ fontSize: 12, fill: '#334155' }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
            <Tooltip labelFormatter={(value) => formatDate(String(value))} />
            <Legend formatter={(value) => <span className="text-slate-800">{value}</span>} />
            <Bar dataKey="orders" name="Orders made" fill="#93c5fd" />
            <Bar dataKey="paid" name="Orders paid" fill="#1d4ed8" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        <table>
          <caption>Orders per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Made</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <td>{formatDate(day.date)}</td>
                <td>{day.orders}</td>
                <td>{day.paid}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
