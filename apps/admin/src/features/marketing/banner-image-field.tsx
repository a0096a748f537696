import { useId, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { BannerDraft } from './banner-draft';
import { useUploadBannerImage } from './marketing-queries';

/** The banner's picture: a preview and a file chooser that uploads at once (stored as WebP). */
export function BannerImageField({
  draft,
  set,
  error,
  pictures,
}: {
  draft: BannerDraft;
  set: (patch: Partial<BannerDraft>) => void;
  error: string | undefined;
  /** Pictures the shop's banners already show, to reuse. */
  pictures: readonly { image: string; imageUrl: string }[];
}) {
  const id = useId();
  const upload = useUploadBannerImage();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const stored = await upload.mutateAsync(file);
      set({ image: stored.image, imageUrl: stored.imageUrl });
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  }

  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Image
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {draft.imageUrl ? (
          <img src={draft.imageUrl} alt="" className="h-16 w-32 rounded border border-slate-200 object-cover" />
        ) : null}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="text-sm"
        />
        {pictures.length > 0 ? (
          <select
            aria-label="Or reuse a picture"
            className="max-w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-sm"
            value={pictures.some((p) => p.image === draft.image) ? draft.image : ''}
            onChange={(e) => {
              const chosen = pictures.find((p) => p.image === e.target.value);
              if (chosen) set({ image: chosen.image, imageUrl: chosen.imageUrl });
            }}
          >
            <option value="">Or reuse a picture…</option>
            {pictures.map((p) => (
              <option key={p.image} value={p.image}>
                {p.image.split('/').pop()}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {upload.isPending ? 'Uploading…' : 'JPEG, PNG or WebP; wide pictures suit the carousel'}
        </p>
      )}
    </div>
  );
}
