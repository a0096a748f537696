import type { DeskHotelManifest, DeskManifest } from '@storefront/contracts';
import { countOf, formatDate, stateLabel } from '../../lib/format';

const counts = (quantities: Record<string, number>) =>
  Object.entries(quantities)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');

const cell = 'border-t border-slate-200 px-2 py-1.5 align-top';
const head = 'px-2 py-1.5 text-left text-xs font-semibold text-slate-800 uppercase';

export function ProductManifestTable({ manifest }: { manifest: DeskManifest }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-3"
      tabIndex={0}
      role="region"
      aria-label="Manifest"
    >
      <h2 className="text-base font-semibold">
        {manifest.title} · {manifest.packageTitle}
      </h2>
      <p className="text-sm text-slate-700">
        {formatDate(manifest.date)} · {counts(manifest.counts) || 'nobody booked'}
      </p>
      <table className="print-table mt-2 w-full min-w-[640px] text-sm">
        <caption className="sr-only">Travellers on {manifest.date}</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              Travellers
            </th>
            <th scope="col" className={head}>
              Count
            </th>
            <th scope="col" className={head}>
              Contact
            </th>
            <th scope="col" className={head}>
              Remarks
            </th>
            <th scope="col" className={head}>
              Order
            </th>
          </tr>
        </thead>
        <tbody>
          {manifest.orders.map((order) => (
            <tr key={order.ocode}>
              <td className={cell}>
                {order.travellers.map((name, index) => (
                  <span key={index} className="block">
                    {name}
                  </span>
                ))}
              </td>
              <td className={cell}>{counts(order.quantities)}</td>
              <td className={cell}>
                {order.contactName}
                <span className="block">{order.contactPhone}</span>
              </td>
              <td className={cell}>{order.remark}</td>
              <td className={cell}>
                <span className="block font-mono text-xs">{order.ocode}</span>
                {stateLabel(order.state)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HotelManifestTable({ manifest }: { manifest: DeskHotelManifest }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-3"
      tabIndex={0}
      role="region"
      aria-label="Guest list"
    >
      <h2 className="text-base font-semibold">{manifest.title}</h2>
      <p className="text-sm text-slate-700">
        Night of {formatDate(manifest.night)} · {countOf(manifest.rooms, 'room')} · {countOf(manifest.guests, 'guest')}
      </p>
      <table className="print-table mt-2 w-full min-w-[640px] text-sm">
        <caption className="sr-only">Guests on the night of {manifest.night}</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              Guests
            </th>
            <th scope="col" className={head}>
              Room
            </th>
            <th scope="col" className={head}>
              Stay
            </th>
            <th scope="col" className={head}>
              Contact
            </th>
            <th scope="col" className={head}>
              Remarks
            </th>
            <th scope="col" className={head}>
              Order
            </th>
          </tr>
        </thead>
        <tbody>
          {manifest.stays.map((stay) => (
            <tr key={`${stay.ocode}-${stay.roomType}`}>
              <td className={cell}>
                {stay.travellers.map((name, index) => (
                  <span key={index} className="block">
                    {name}
                  </span>
                ))}
              </td>
              <td className={cell}>
                {stay.roomType}
                {stay.party.map((room, index) => (
                  <span key={index} className="block text-xs">
                    {countOf(room.adults, 'adult')}
                    {room.childAges.length ? `, children aged ${room.childAges.join(', ')}` : ''}
                  </span>
                ))}
              </td>
              <td className={cell}>
                {formatDate(stay.checkIn)} – {formatDate(stay.checkOut)}
              </td>
              <td className={cell}>
                {stay.contactName}
                <span className="block">{stay.contactPhone}</span>
              </td>
              <td className={cell}>{stay.remark}</td>
              <td className={cell}>
                <span className="block font-mono text-xs">{stay.ocode}</span>
                {stateLabel(stay.state)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
