import type { CouponReport } from '@storefront/contracts';
import { formatMoney } from '../../lib/format';

/** Per coupon: issued, used, and the discount orders took, per order currency. */
export function CouponReportTable({ report }: { report: CouponReport }) {
  if (report.items.length === 0) return <p className="text-sm text-slate-700">No coupons yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">Coupon redemption report</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Coupon
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Issued
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Used
            </th>
            <th scope="col" className="py-2">
              Discount given
            </th>
          </tr>
        </thead>
        <tbody>
          {report.items.map((row) => (
            <tr key={row.templateId} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 font-medium break-words">
                {row.title}
                {row.code ? <span className="block font-mono text-xs text-slate-600">{row.code}</span> : null}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{row.issued}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.used}</td>
              <td className="py-2">
                {row.discounts.length
                  ? row.discounts.map((d) => (
                      <span key={d.currency} className="block tabular-nums">
                        {formatMoney(d.amount, d.currency)}
                      </span>
                    ))
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
