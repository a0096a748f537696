import type { ProductType } from '@storefront/contracts';

/** Scenic palettes: sky from, sky to, land, sun. */
const SCENES = [
  { name: 'ocean', sky: ['#0ea5e9', '#99f6e4'], land: '#0f766e', sun: '#fde68a', shape: 'waves' },
  { name: 'sunset', sky: ['#f97316', '#fbcfe8'], land: '#7c2d12', sun: '#fef3c7', shape: 'hills' },
  { name: 'rainforest', sky: ['#65a30d', '#d9f99d'], land: '#14532d', sun: '#fefce8', shape: 'hills' },
  { name: 'alpine', sky: ['#60a5fa', '#e0f2fe'], land: '#334155', sun: '#ffffff', shape: 'peaks' },
  { name: 'outback', sky: ['#ea580c', '#fed7aa'], land: '#9a3412', sun: '#fff7ed', shape: 'mesa' },
  { name: 'night', sky: ['#1e1b4b', '#6d28d9'], land: '#0f172a', sun: '#f8fafc', shape: 'peaks' },
] as const;

export const SCENE_COUNT = SCENES.length;

/** A white pictogram per product type, drawn in a 100×100 box. */
const ICONS: Record<ProductType, string> = {
  ticket:
    '<path d="M10 30 h80 v12 a8 8 0 0 0 0 16 v12 h-80 v-12 a8 8 0 0 0 0-16 z" fill="none" stroke="#fff" stroke-width="6"/><path d="M62 32 v36" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>',
  activity:
    '<path d="M8 82 L38 34 L54 58 L66 44 L92 82 Z" fill="#fff"/><path d="M38 34 V14 L56 20 L38 26" fill="#fff" stroke="#fff" stroke-width="3"/>',
  daytrip:
    '<rect x="12" y="26" width="76" height="46" rx="10" fill="#fff"/><rect x="20" y="34" width="26" height="16" rx="3" fill="#64748b"/><rect x="54" y="34" width="26" height="16" rx="3" fill="#64748b"/><circle cx="30" cy="76" r="8" fill="#fff" stroke="#64748b" stroke-width="4"/><circle cx="70" cy="76" r="8" fill="#fff" stroke="#64748b" stroke-width="4"/>',
  dining:
    '<path d="M30 12 v30 M22 12 v22 a8 8 0 0 0 16 0 v-22 M30 42 v46" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/><path d="M68 12 c14 8 14 34 0 40 v36" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/>',
  hotelpackage:
    '<path d="M10 30 v52 M10 66 h80 v16 M10 56 h80 v10" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="18" y="40" width="24" height="14" rx="6" fill="#fff"/><rect x="46" y="42" width="42" height="12" rx="4" fill="#fff"/>',
  transport:
    '<path d="M14 60 l10 -24 h52 l10 24 v16 h-72 z" fill="#fff"/><rect x="30" y="42" width="40" height="14" rx="3" fill="#64748b"/><circle cx="30" cy="78" r="8" fill="#fff" stroke="#64748b" stroke-width="4"/><circle cx="70" cy="78" r="8" fill="#fff" stroke="#64748b" stroke-width="4"/>',
  cruise:
    '<path d="M8 62 h84 l-12 20 h-60 z" fill="#fff"/><rect x="24" y="44" width="50" height="16" rx="2" fill="#fff"/><rect x="36" y="30" width="26" height="12" rx="2" fill="#fff"/><rect x="44" y="16" width="8" height="12" fill="#fff"/><path d="M4 90 q12 -6 24 0 t24 0 t24 0 t24 0" stroke="#fff" stroke-width="4" fill="none"/>',
  package:
    '<rect x="14" y="30" width="72" height="54" rx="10" fill="#fff"/><path d="M38 30 v-10 h24 v10" stroke="#fff" stroke-width="6" fill="none"/><path d="M14 52 h72" stroke="#64748b" stroke-width="4"/><rect x="44" y="46" width="12" height="12" rx="2" fill="#64748b"/>',
};

function landPath(shape: (typeof SCENES)[number]['shape'], width: number, height: number): string {
  const base = height * 0.62;
  switch (shape) {
    case 'waves':
      return `M0 ${base} q${width / 8} -30 ${width / 4} 0 t${width / 4} 0 t${width / 4} 0 t${width / 4} 0 V${height} H0 Z`;
    case 'peaks':
      return `M0 ${base + 40} L${width * 0.22} ${base - 120} L${width * 0.38} ${base} L${width * 0.58} ${base - 170} L${width * 0.8} ${base + 10} L${width} ${base - 60} V${height} H0 Z`;
    case 'mesa':
      return `M0 ${base + 30} H${width * 0.3} L${width * 0.36} ${base - 70} H${width * 0.66} L${width * 0.72} ${base + 30} H${width} V${height} H0 Z`;
    default:
      return `M0 ${base} C${width * 0.2} ${base - 90} ${width * 0.4} ${base - 40} ${width * 0.55} ${base - 10} S${width * 0.85} ${base - 110} ${width} ${base - 30} V${height} H0 Z`;
  }
}

/** A scenic picture for a product type: gradient sky, sun, landscape and the type's pictogram. */
export function drawProductImage(type: ProductType, scene: number, width = 800, height = 600): string {
  const s = SCENES[scene % SCENES.length] as (typeof SCENES)[number];
  const id = `g${type}${scene}`;
  const stars =
    s.name === 'night'
      ? Array.from({ length: 18 }, (_, i) => {
          const x = (i * 137) % width;
          const y = (i * 71) % Math.round(height * 0.45);
          return `<circle cx="${x}" cy="${y + 12}" r="${1 + (i % 3)}" fill="#fff" opacity="0.8"/>`;
        }).join('')
      : '';
  const iconSize = Math.round(height * 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>${stars}
<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.24)}" r="${Math.round(height * 0.09)}" fill="${s.sun}" opacity="0.9"/>
<path d="${landPath(s.shape, width, height)}" fill="${s.land}" opacity="0.92"/>
<g transform="translate(${Math.round(width * 0.06)} ${Math.round(height - iconSize - height * 0.07)}) scale(${iconSize / 100})" opacity="0.95">${ICONS[type]}</g>
</svg>`;
}

/** The image-storage key of a type's scene picture. */
export const productImageKey = (type: ProductType, scene: number) =>
  `catalog/${type}-${SCENES[scene % SCENES.length]?.name}.svg`;

/** A wide banner picture (600×352 ratio, drawn at twice that). */
export const drawBannerImage = (type: ProductType, scene: number) => drawProductImage(type, scene, 1200, 704);
export const bannerImageKey = (type: ProductType, scene: number) =>
  `catalog/banners/${type}-${SCENES[scene % SCENES.length]?.name}.svg`;
