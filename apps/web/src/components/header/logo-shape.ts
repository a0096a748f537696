/**
 * A logo clearly wider than tall carries the shop's name as a wordmark, so the header shows no
 * title text beside it (the name would read twice). A square-ish mark gets the title (spec §2,
 * webLogo 1). Unknown until the image has loaded: null.
 */
export function logoCarriesName(image: { naturalWidth: number; naturalHeight: number }): boolean | null {
  if (!image.naturalWidth || !image.naturalHeight) return null;
  return image.naturalWidth / image.naturalHeight >= 1.6;
}
