import type { DeskHotelManifest, DeskManifest, OrderStatus } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { countOf, formatDate, stateLabel } from '../../lib/format';

const counts = (quantities: Record<string, number>) =>
  Object.entries(quantities)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');

const cell = 'border-t border-slate-200 px-2 py-1.5 align-top';
const head = 'px-2 py-1.5 text-left text-xs font-semibold text-slate-800 uppercase';

/** A printable list of one day: its heading and summary, then one row per booking. */
function ManifestFrame(props: {
  label: string;
  title: ReactNode;
  summary: ReactNode;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-3"
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <h2 className="text-base font-semibold">{props.title}</h2>
      <p className="text-sm text-slate-700">{props.summary}</p>
      <table className="print-table mt-2 w-full min-w-[640px] text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col" className={head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** The cells every booking row shares: names first; contact, remarks and order last. */
const Names = ({ names }: { names: string[] }) => (
  <td className={cell}>
    {names.map((name, index) => (
      <span key={index} className="block">
        {name}
      </span>
    ))}
  </td>
);

const ContactRemarkOrder = (props: {
  contactName: string;
  contactPhone: string;
  remark: string;
  ocode: string;
  state: OrderStatus;
}) => (
  <>
    <td className={cell}>
      {props.contactName}
      <span className="block">{props.contactPhone}</span>
    </td>
    <td className={cell}>{props.remark}</td>
    <td className={cell}>
      <span className="block font-mono text-xs">{props.ocode}</span>
      {stateLabel(props.state)}
    </td>
  </>
);

export function ProductManifestTable({ manifest }: { manifest: DeskManifest }) {
  return (
    <ManifestFrame
      label="Manifest"
      title={`${manifest.title} · ${manifest.packageTitle}`}
      summary={`${formatDate(manifest.date)} · ${counts(manifest.counts) || 'nobody booked'}`}
      caption={`Travellers on ${manifest.date}`}
      columns={['Travellers', 'Count', 'Contact', 'Remarks', 'Order']}
    >
      {manifest.orders.map((order) => (
        <tr key={order.ocode}>
          <Names names={order.travellers} />
          <td className={cell}>{counts(order.quantities)}</td>
          <ContactRemarkOrder {...order} />
        </tr>
      ))}
    </ManifestFrame>
  );
}

export function HotelManifestTable({ manifest }: { manifest: DeskHotelManifest }) {
  return (
    <ManifestFrame
      label="Guest list"
      title={manifest.title}
      summary={`Night of ${formatDate(manifest.night)} · ${countOf(manifest.rooms, 'room')} · ${countOf(manifest.guests, 'guest')}`}
      caption={`Guests on the night of ${manifest.night}`}
      columns={['Guests', 'Room', 'Stay', 'Contact', 'Remarks', 'Order']}
    >
      {manifest.stays.map((stay) => (
        <tr key={`${stay.ocode}-${stay.roomType}`}>
          <Names names={stay.travellers} />
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
          <ContactRemarkOrder {...stay} />
        </tr>
      ))}
    </ManifestFrame>
  );
}
