import type { SettingsPatch, StorefrontSettings } from '@storefront/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/client';

export { settingsQuery } from '../../api/settings-query';

/** What the form edits: the settings without what the server derives or the logo upload sets. */
export type SettingsDraft = Required<Omit<SettingsPatch, 'footerTexts'>> & { footerTexts: Record<string, string> };

export const draftOf = (s: StorefrontSettings): SettingsDraft => ({
  title: s.title,
  showTitle: s.showTitle,
  webStyle: s.webStyle,
  languages: s.languages,
  defaultLanguage: s.defaultLanguage,
  currencies: s.currencies,
  defaultCurrency: s.defaultCurrency,
  hiddenCategoryIds: s.hiddenCategoryIds,
  footerTexts: s.footerTexts,
  registrationNumber: s.registrationNumber,
  contact: s.contact,
  website: s.website,
  domains: s.domains,
});

/** Only the fields that changed go to the server (PATCH is partial), so two staff editing different parts do not undo each other. */
export function changedFields(saved: SettingsDraft, draft: SettingsDraft): SettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof SettingsDraft)[]) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(draft[key])) patch[key] = draft[key];
  }
  return patch as SettingsPatch;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => adminFetch<StorefrontSettings>('/settings', { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['settings'], saved);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return adminFetch<{ logo: string }>('/settings/logo', { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
}
