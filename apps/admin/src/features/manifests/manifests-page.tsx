import type { DeskHotelManifest, DeskManifest } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { adminFetch, downloadFile } from '../../api/client';
import { Button } from '../../components/ui/button';
import { LoadError, Loading, Page } from '../../components/ui/page';
import { HotelManifestForm, ProductManifestForm } from './manifest-form';
import { HotelManifestTable, ProductManifestTable } from './manifest-tables';

/** Who travels on a day: what a guide or driver takes along, printed or as CSV. */
export function ManifestsPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('hotel') !== null || params.get('kind') === 'hotel' ? 'hotel' : 'product';
  const product = params.get('product') ?? '';
  const pack = params.get('package') ?? '';
  const date = params.get('date') ?? '';
  const hotel = params.get('hotel') ?? '';
  const night = params.get('night') ?? '';
  const productSearch = new URLSearchParams({ product, package: pack, date }).toString();
  const hotelSearch = new URLSearchParams({ hotel, night }).toString();
  const productManifest = useQuery({
    queryKey: ['manifest', productSearch],
    queryFn: ({ signal }) => adminFetch<DeskManifest>(`/manifests?${productSearch}`, { signal }),
    enabled: kind === 'product' && !!product && !!pack && !!date,
  });
  const hotelManifest = useQuery({
    queryKey: ['manifest', 'hotel', hotelSearch],
    queryFn: ({ signal }) => adminFetch<DeskHotelManifest>(`/manifests/hotel?${hotelSearch}`, { signal }),
    enabled: kind === 'hotel' && !!hotel && !!night,
  });
  const shown = kind === 'product' ? productManifest : hotelManifest;

  async function csv() {
    try {
      const path = `/manifests?${productSearch}&format=csv`;
      await downloadFile(path, `manifest-${pack}-${date}.csv`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Download failed');
    }
  }

  const tab = (value: 'product' | 'hotel', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={kind === value}
      className={`rounded-md px-3 py-2 text-sm font-medium ${kind === value ? 'bg-brand text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`}
      onClick={() => setParams(value === 'hotel' ? { kind: 'hotel' } : {})}
    >
      {label}
    </button>
  );

  return (
    <Page
      title="Manifests"
      actions={
        shown.data ? (
          <>
            <Button onClick={() => window.print()}>Print</Button>
            {kind === 'product' ? <Button onClick={csv}>Download CSV</Button> : null}
          </>
        ) : null
      }
    >
      <div role="tablist" aria-label="Manifest kind" className="no-print flex gap-2">
        {tab('product', 'Product and date')}
        {tab('hotel', 'Hotel and night')}
      </div>
      {kind === 'product' ? <ProductManifestForm key="product" /> : <HotelManifestForm key="hotel" />}
      {shown.isFetching && !shown.data ? <Loading /> : null}
      {shown.isError ? <LoadError error={shown.error} /> : null}
      {kind === 'product' && productManifest.data ? <ProductManifestTable manifest={productManifest.data} /> : null}
      {kind === 'hotel' && hotelManifest.data ? <HotelManifestTable manifest={hotelManifest.data} /> : null}
    </Page>
  );
}
