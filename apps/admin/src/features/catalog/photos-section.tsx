import { PRODUCT_PHOTO_LIMITS, type AdminPhoto, type SiteLanguage } from '@storefront/contracts';
import { useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { usePhotoAction, type PhotoActions } from '../../api/catalog-queries';
import { PhotoItem } from './photo-item';
import { FormError } from '../../components/ui/field';

type Props = { pcode: string; photos: AdminPhoto[]; languages: readonly SiteLanguage[] };

/** Moves one item of a list to another position. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * The product's photos, the cover first: upload (JPEG, PNG, WebP), reorder by dragging or with
 * the move buttons (the keyboard's way), alt text per language, remove.
 */
export function PhotosSection({ pcode, photos, languages }: Props) {
  return <PhotosEditor actions={usePhotoAction(pcode)} photos={photos} languages={languages} />;
}

/** The photos editor on any owner's photo routes (a product's, a hotel's). */
export function PhotosEditor({
  actions,
  photos,
  languages,
}: {
  actions: PhotoActions;
  photos: AdminPhoto[];
  languages: readonly SiteLanguage[];
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const full = photos.length >= PRODUCT_PHOTO_LIMITS.perProduct;

  async function run(action: () => Promise<unknown>, done: string) {
    setError('');
    try {
      await action();
      setAnnouncement(done);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The photos were not changed');
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      if (file.size > PRODUCT_PHOTO_LIMITS.maxBytes) {
        setError(`${file.name} is over ${PRODUCT_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`);
        continue;
      }
      await run(() => actions.upload.mutateAsync(file), `${file.name} uploaded`);
    }
    if (files.length > 0) toast.success('Photos saved');
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const order = moved(photos, from, to).map((photo) => photo.id);
    void run(
      () => actions.order.mutateAsync({ photos: order }),
      `Photo ${from + 1} is now photo ${to + 1} of ${photos.length}`,
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Upload photos (JPEG, PNG or WebP, up to {PRODUCT_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB each; the first is the
        cover)
        <input
          type="file"
          accept={PRODUCT_PHOTO_LIMITS.types.join(',')}
          multiple
          disabled={full || actions.upload.isPending}
          onChange={upload}
          className="text-sm"
        />
      </label>
      {actions.upload.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Uploading…
        </p>
      ) : null}
      <FormError message={error} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {photos.length === 0 ? <p className="text-sm text-slate-700">No photo yet.</p> : null}
      <ol className="flex flex-col gap-3">
        {photos.map((photo, index) => (
          <PhotoItem
            key={photo.id}
            photo={photo}
            index={index}
            count={photos.length}
            languages={languages}
            dragging={dragging === index}
            onDragStart={() => setDragging(index)}
            onDrop={() => {
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            onMove={(to) => move(index, to)}
            onAlt={(alt) => run(() => actions.alt.mutateAsync({ id: photo.id, alt }), 'Alt text saved')}
            onRemove={() => run(() => actions.remove.mutateAsync(photo.id), 'Photo removed')}
          />
        ))}
      </ol>
    </div>
  );
}
