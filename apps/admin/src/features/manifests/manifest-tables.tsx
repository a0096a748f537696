import type { DeskHotelManifest, DeskManifest, OrderStatus } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { countOf, formatDate, stateLabel } from '../../lib/format';

const counts = (quantities: Record<string, number>) =>
  Object.entries(quantities)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');

/*
 * A guide reads the manifest on a phone at the meeting point: below the `sm` width each booking is
 * a block with its column names beside the values (no sideways scrolling to reach the remarks).
 * The roles keep it a table to screen readers once its rows are no longer laid out as one.
 */
const cell =
  'border-t border-slate-200 px-2 py-1.5 align-top max-sm:flex max-sm:gap-3 max-sm:border-0 max-sm:px-0 max-sm:py-0.5 ' +
  'max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold ' +
  'max-sm:before:text-slate-700 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';
const head = 'px-2 py-1.5 text-left text-xs font-semibold text-slate-800 uppercase';

/** One value of a booking, named by its column (shown beside it on a phone). */
const Cell = ({ label, children }: { label: string; children: ReactNode }) => (
  <td role="cell" data-label={label} className={cell}>
    {children}
  </td>
);

/** One booking: a row, or a block between rules on a phone. */
const Row = ({ children }: { children: ReactNode }) => (
  <tr role="row" className="max-sm:block max-sm:border-t max-sm:border-slate-200 max-sm:py-2">
    {children}
  </tr>
);

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
      className="rounded-lg border border-slate-200 bg-white p-3 sm:overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <h2 className="text-base font-semibold">{props.title}</h2>
      <p className="text-sm text-slate-700">{props.summary}</p>
      <table role="table" className="print-table mt-2 w-full text-sm max-sm:block sm:min-w-[640px]">
        <caption className="sr-only">{props.caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row">
            {props.columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className={head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {props.children}
        </tbody>
      </table>
    </div>
  );
}

/** The cells every booking row shares: names first; contact, remarks and order last. */
const Names = ({ label, names }: { label: string; names: string[] }) => (
  <Cell label={label}>
    <span>
      {names.map((name, index) => (
        <span key={index} className="block">
          {name}
        </span>
      ))}
    </span>
  </Cell>
);

const ContactRemarkOrder = (props: {
  contactName: string;
  contactPhone: string;
  remark: string;
  ocode: string;
  state: OrderStatus;
}) => (
  <>
    <Cell label="Contact">
      <span>
        {props.contactName}
        <span className="block">{props.contactPhone}</span>
      </span>
    </Cell>
    <Cell label="Remarks">{props.remark || '—'}</Cell>
    <Cell label="Order">
      <span>
        <span className="block font-mono text-xs">{props.ocode}</span>
        {stateLabel(props.state)}
      </span>
    </Cell>
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
        <Row key={order.ocode}>
          <Names label="Travellers" names={order.travellers} />
          <Cell label="Count">{counts(order.quantities)}</Cell>
          <ContactRemarkOrder {...order} />
        </Row>
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
        <Row key={`${stay.ocode}-${stay.roomType}`}>
          <Names label="Guests" names={stay.travellers} />
          <Cell label="Room">
            <span>
              {stay.roomType}
              {stay.party.map((room, index) => (
                <span key={index} className="block text-xs">
                  {countOf(room.adults, 'adult')}
                  {room.childAges.length ? `, children aged ${room.childAges.join(', ')}` : ''}
                </span>
              ))}
            </span>
          </Cell>
          <Cell label="Stay">
            {formatDate(stay.checkIn)} – {formatDate(stay.checkOut)}
          </Cell>
          <ContactRemarkOrder {...stay} />
        </Row>
      ))}
    </ManifestFrame>
  );
}
