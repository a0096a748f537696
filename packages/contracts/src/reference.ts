import { z } from 'zod';

/** A node of the location tree: country → state or region → city or area. Leaves carry only id and title. */
export type LocationNode = { id: string; title: string; collection?: LocationNode[] };
export const locationNode: z.ZodType<LocationNode> = z.lazy(() =>
  z.object({ id: z.string(), title: z.string(), collection: z.array(locationNode).optional() }),
);

export const idTitle = z.object({ id: z.string(), title: z.string() });
export type IdTitle = z.infer<typeof idTitle>;

export const numberedTitle = z.object({ id: z.number().int(), title: z.string() });
export type NumberedTitle = z.infer<typeof numberedTitle>;

export const hotCity = idTitle;
export const label = numberedTitle;
export type Label = NumberedTitle;

export const nationality = z.object({
  id: z.string(),
  sort: z.string().meta({ description: 'Numeric string used for ordering (steps of 5)' }),
  title: z.string(),
});
export type Nationality = z.infer<typeof nationality>;

export const callingCode = z.object({
  id: z.number().int().meta({ description: 'The dialling code' }),
  name: z.string(),
});
export type CallingCode = z.infer<typeof callingCode>;

export const categoryGroup = z.object({
  id: z.number().int(),
  title: z.string(),
  classificationCollection: z.array(numberedTitle),
});
export type CategoryGroup = z.infer<typeof categoryGroup>;

export const currencyItem = z.object({
  id: z.number().int(),
  nId: z.string(),
  number: z.number().int(),
  value: z.string().meta({ description: 'Currency code, e.g. AUD' }),
  title: z.string(),
  inta: z.string().meta({ description: 'ISO 4217 code' }),
  vara: z.string().meta({ description: 'Display symbol' }),
  notes: z.string(),
  statusName: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  level: z.number().int(),
});
export type CurrencyItem = z.infer<typeof currencyItem>;

export const languageItem = z.object({
  id: z.number().int(),
  number: z.number().int(),
  value: z.string().meta({ description: 'BCP 47 tag, e.g. zh-CN' }),
  title: z.string(),
});
export type LanguageItem = z.infer<typeof languageItem>;

export const salutation = numberedTitle;

/** Global JSON of the static-file endpoint (type 2). */
export const globalData = z.object({
  currencies: z.array(currencyItem),
  languages: z.array(languageItem),
  nationalities: z.array(nationality),
  callingCodes: z.array(callingCode),
  salutations: z.array(salutation),
  locations: z.array(locationNode),
  hotCities: z.array(hotCity),
  tags: z.array(label),
  hotTopics: z.array(label),
  categories: z.array(categoryGroup),
});
export type GlobalData = z.infer<typeof globalData>;

/** UI translations of the static-file endpoint (type 1): nested key → text. */
export type Translations = { [key: string]: string | Translations };
export const translations: z.ZodType<Translations> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translations])),
);

/** Per-language availability (spec §3). */
export const categoryAvailability = z.array(z.object({ lang: z.string(), categoryCollection: z.array(categoryGroup) }));
export const locationAvailability = z.array(
  z.object({
    lang: z.string(),
    counttryCollection: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        stateCollection: z.array(z.object({ id: z.string(), title: z.string(), cityCollection: z.array(idTitle) })),
      }),
    ),
  }),
);
export const labelAvailability = z.array(z.object({ lang: z.string(), labelCollection: z.array(label) }));
