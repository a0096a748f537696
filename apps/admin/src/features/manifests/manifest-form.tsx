import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { catalogQueries } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';

/** Product, package and date: the package list follows the product picked. */
export function ProductManifestForm() {
  const [params, setParams] = useSearchParams();
  const [product, setProduct] = useState(params.get('product') ?? '');
  const [pack, setPack] = useState(params.get('package') ?? '');
  const [date, setDate] = useState(params.get('date') ?? new Date().toISOString().slice(0, 10));
  const products = useQuery(catalogQueries.search(''));
  const detail = useQuery(catalogQueries.detail(product.trim()));
  const packages = detail.data?.packages ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setParams({ product: product.trim(), package: pack || packages[0]?.gcode || '', date });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Product manifest"
      className="no-print grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-4"
    >
      <SelectField
        label="Product"
        className="sm:col-span-2"
        value={product}
        hint={products.isError ? 'The product list could not be loaded' : undefined}
        onChange={(e) => {
          setProduct(e.target.value);
          setPack('');
        }}
        required
      >
        <option value="">Choose a product</option>
        {product && !products.data?.list.some((item) => item.code === product) ? (
          <option value={product}>{detail.data?.title ?? product}</option>
        ) : null}
        {products.data?.list.map((item) => (
          <option key={item.code} value={item.code}>
            {item.title} ({item.code})
          </option>
        ))}
      </SelectField>
      <SelectField label="Package" value={pack} onChange={(e) => setPack(e.target.value)} disabled={!packages.length}>
        {packages.map((item) => (
          <option key={item.gcode} value={item.gcode}>
            {item.title}
          </option>
        ))}
      </SelectField>
      <TextField label="Travel date" type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
      <div className="sm:col-span-4">
        <Button type="submit" variant="primary" disabled={!product.trim() || !date || !packages.length}>
          Show manifest
        </Button>
      </div>
    </form>
  );
}

/** A hotel (by its id) and a night. */
export function HotelManifestForm() {
  const [params, setParams] = useSearchParams();
  const [hotel, setHotel] = useState(params.get('hotel') ?? '');
  const [night, setNight] = useState(params.get('night') ?? new Date().toISOString().slice(0, 10));
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams({ hotel: hotel.trim(), night });
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Hotel manifest"
      className="no-print grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-4"
    >
      <TextField
        label="Hotel id"
        inputMode="numeric"
        value={hotel}
        onChange={(e) => setHotel(e.target.value.replace(/\D/g, ''))}
        required
      />
      <TextField label="Night of" type="date" value={night} onChange={(e) => setNight(e.target.value)} required />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" variant="primary" disabled={!hotel || !night}>
          Show guests
        </Button>
      </div>
    </form>
  );
}
