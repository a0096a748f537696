import { SETTINGS_LIMITS } from '@storefront/contracts';
import { useId } from 'react';
import { toast } from 'sonner';
import { TextField } from '../../components/ui/field';
import type { SettingsDraft } from './settings-queries';
import { useUploadLogo } from './settings-queries';

type Props = { draft: SettingsDraft; set: (patch: Partial<SettingsDraft>) => void; logo: string };

export function GeneralFields({ draft, set, logo }: Props) {
  const upload = useUploadLogo();
  const logoId = useId();
  async function uploadLogo(file: File | undefined) {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast.success('Logo uploaded');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The logo was not uploaded');
    }
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Shop details</legend>
      <TextField
        label="Title"
        value={draft.title}
        maxLength={SETTINGS_LIMITS.titleMax}
        onChange={(e) => set({ title: e.target.value })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.showTitle} onChange={(e) => set({ showTitle: e.target.checked })} />
        Show the title beside the logo
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {logo ? (
          <img
            src={logo}
            alt="Current logo"
            className="h-12 max-w-40 rounded border border-slate-200 bg-white object-contain p-1"
          />
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={logoId} className="text-sm font-medium">
            Upload a new logo (JPEG, PNG or WebP, up to {SETTINGS_LIMITS.logoMaxBytes / 1024 / 1024} MB)
          </label>
          <input
            id={logoId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={upload.isPending}
            onChange={(e) => void uploadLogo(e.target.files?.[0])}
            className="text-sm"
          />
        </div>
      </div>
      <TextField
        label="Registration number"
        value={draft.registrationNumber}
        maxLength={SETTINGS_LIMITS.registrationNumberMax}
        onChange={(e) => set({ registrationNumber: e.target.value })}
      />
      <TextField
        label="Back-to-website link"
        type="url"
        placeholder="https://www.example.com"
        value={draft.website}
        onChange={(e) => set({ website: e.target.value })}
      />
      <TextField
        label="Contact email"
        type="email"
        value={draft.contact.email}
        onChange={(e) => set({ contact: { ...draft.contact, email: e.target.value } })}
      />
      <TextField
        label="Contact phone"
        type="tel"
        value={draft.contact.phone}
        maxLength={SETTINGS_LIMITS.phoneMax}
        onChange={(e) => set({ contact: { ...draft.contact, phone: e.target.value } })}
      />
      <TextField
        label="Address"
        value={draft.contact.address}
        maxLength={SETTINGS_LIMITS.addressMax}
        onChange={(e) => set({ contact: { ...draft.contact, address: e.target.value } })}
      />
    </fieldset>
  );
}
