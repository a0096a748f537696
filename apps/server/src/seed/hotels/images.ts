import type { HotelKind, RoomTemplateSource, Setting } from './content.js';

/** Sky from, sky to, ground or water, accent: one palette per setting. */
const PALETTES: Record<Setting, { sky: [string, string]; ground: string; accent: string; water: boolean }> = {
  harbour: { sky: ['#38bdf8', '#e0f2fe'], ground: '#0369a1', accent: '#fde68a', water: true },
  river: { sky: ['#7dd3fc', '#f0f9ff'], ground: '#0e7490', accent: '#fef3c7', water: true },
  city: { sky: ['#a5b4fc', '#eef2ff'], ground: '#475569', accent: '#fde68a', water: false },
  beach: { sky: ['#22d3ee', '#fef9c3'], ground: '#fcd34d', accent: '#fef3c7', water: true },
  reef: { sky: ['#2dd4bf', '#ecfeff'], ground: '#0891b2', accent: '#fef08a', water: true },
  rainforest: { sky: ['#86efac', '#f0fdf4'], ground: '#166534', accent: '#fef9c3', water: false },
  island: { sky: ['#06b6d4', '#fefce8'], ground: '#14b8a6', accent: '#fef3c7', water: true },
  lake: { sky: ['#93c5fd', '#f8fafc'], ground: '#1d4ed8', accent: '#ffffff', water: true },
  alpine: { sky: ['#60a5fa', '#e2e8f0'], ground: '#334155', accent: '#ffffff', water: false },
  wine: { sky: ['#fdba74', '#fff7ed'], ground: '#65a30d', accent: '#fef3c7', water: false },
  outback: { sky: ['#fb923c', '#fde68a'], ground: '#b45309', accent: '#fff7ed', water: false },
};

const TROPICAL: ReadonlySet<Setting> = new Set(['beach', 'reef', 'island', 'rainforest']);

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, lit: string) {
  const cells: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = (r * 7 + c * 3) % 5 === 0;
      cells.push(
        `<rect x="${x + c * (w + 8)}" y="${y + r * (h + 10)}" width="${w}" height="${h}" rx="2" fill="${on ? lit : '#cbd5e1'}" opacity="0.9"/>`,
      );
    }
  }
  return cells.join('');
}

const palm = (x: number, base: number) =>
  `<path d="M${x} ${base} q6 -60 -4 -120" stroke="#78350f" stroke-width="8" fill="none"/>` +
  [-60, -20, 20, 60]
    .map(
      (a) => `<path d="M${x - 4} ${base - 120} q${a / 2} -30 ${a} 0" stroke="#15803d" stroke-width="10" fill="none"/>`,
    )
    .join('');

/** The building of a kind of hotel: a tower, a low resort wing, a chalet or a motel row. */
function building(kind: HotelKind, variant: number, accent: string): string {
  const tint = ['#f8fafc', '#f1f5f9', '#fefce8'][variant % 3];
  switch (kind) {
    case 'grand':
    case 'hotel':
    case 'suites':
    case 'apartments':
    case 'boutique': {
      const floors = kind === 'boutique' ? 4 : kind === 'grand' ? 9 : 7;
      const width = kind === 'boutique' ? 260 : 220;
      const x = 400 - width / 2 + (variant - 1) * 120;
      const top = 470 - floors * 42;
      return `<rect x="${x}" y="${top}" width="${width}" height="${floors * 42 + 10}" fill="${tint}"/><rect x="${x - 10}" y="${top - 14}" width="${width + 20}" height="16" fill="#334155"/>${windows(x + 16, top + 14, Math.floor((width - 24) / 34), floors, 26, 30, accent)}<rect x="${x + width / 2 - 24}" y="440" width="48" height="40" fill="#334155"/>`;
    }
    case 'lodge':
      return `<path d="M230 470 V360 L400 250 L570 360 V470 Z" fill="#92400e"/><path d="M210 370 L400 240 L590 370" stroke="#451a03" stroke-width="18" fill="none"/>${windows(270, 380, 4, 1, 50, 50, accent)}<rect x="380" y="420" width="40" height="50" fill="#451a03"/>`;
    default: {
      const rows = kind === 'resort' ? 3 : 2;
      const top = 470 - rows * 46;
      return `<rect x="150" y="${top}" width="500" height="${rows * 46 + 10}" fill="${tint}"/><path d="M130 ${top} L400 ${top - 50} L670 ${top} Z" fill="${kind === 'resort' ? '#a16207' : '#b91c1c'}"/>${windows(170, top + 12, 12, rows, 28, 28, accent)}`;
    }
  }
}

/** The outside of a hotel: sky, sun, its setting (water, hills, palms) and its building. */
export function drawHotelExterior(kind: HotelKind, setting: Setting, variant: number): string {
  const p = PALETTES[setting];
  const id = `sky-${kind}-${setting}-${variant}`;
  const hills =
    setting === 'alpine' || setting === 'lake'
      ? '<path d="M0 420 L150 230 L300 400 L460 200 L640 390 L800 260 V600 H0 Z" fill="#64748b" opacity="0.7"/><path d="M130 255 L150 230 L172 258 Z M440 226 L460 200 L482 228 Z" fill="#fff"/>'
      : '<path d="M0 430 C200 360 420 420 800 370 V600 H0 Z" fill="#94a3b8" opacity="0.35"/>';
  const ground = p.water
    ? `<rect y="480" width="800" height="120" fill="${p.ground}"/><path d="M0 520 q40 -12 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#fff" stroke-width="3" fill="none" opacity="0.6"/>`
    : `<rect y="470" width="800" height="130" fill="${p.ground}"/>`;
  const trees = TROPICAL.has(setting) ? palm(110, 500) + palm(700, 500) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#${id})"/><circle cx="${620 - variant * 180}" cy="110" r="46" fill="${p.accent}" opacity="0.9"/>${hills}
${building(kind, variant, p.accent)}${ground}${trees}
</svg>`;
}

/** The pool or lounge picture of a hotel. */
export function drawHotelAmenity(setting: Setting, pool: boolean): string {
  const p = PALETTES[setting];
  const scene = pool
    ? `<rect y="300" width="800" height="300" fill="#e7e5e4"/><rect x="80" y="360" width="640" height="170" rx="30" fill="#22d3ee"/><path d="M100 420 q40 -10 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#ecfeff" stroke-width="5" fill="none"/>${[
        160, 330, 500,
      ]
        .map(
          (x) =>
            `<rect x="${x}" y="320" width="110" height="22" rx="8" fill="#fff"/><path d="M${x + 55} 320 v-110" stroke="#78716c" stroke-width="4"/><path d="M${x} 214 q55 -50 110 0 z" fill="${p.ground}"/>`,
        )
        .join('')}`
    : `<rect y="380" width="800" height="220" fill="#a8a29e"/><rect x="120" y="300" width="320" height="110" rx="24" fill="${p.ground}"/><rect x="140" y="270" width="280" height="60" rx="20" fill="${p.ground}" opacity="0.8"/><rect x="520" y="150" width="180" height="230" fill="${p.sky[0]}" stroke="#fff" stroke-width="10"/><circle cx="470" cy="200" r="26" fill="${p.accent}"/><path d="M470 226 v170" stroke="#57534e" stroke-width="6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="${pool ? p.sky[1] : '#f5f5f4'}"/>${scene}</svg>`;
}

/** A room: wall, window onto the setting, and the beds of its kind. */
export function drawRoom(picture: RoomTemplateSource['picture'], setting: Setting): string {
  const p = PALETTES[setting];
  const bed = (x: number, w: number) =>
    `<rect x="${x}" y="360" width="${w}" height="110" rx="10" fill="#fff" stroke="#d6d3d1" stroke-width="4"/><rect x="${x}" y="330" width="${w}" height="40" rx="10" fill="#78716c"/><rect x="${x + 12}" y="345" width="${w / 2 - 18}" height="30" rx="8" fill="#f5f5f4"/><rect x="${x + w / 2 + 6}" y="345" width="${w / 2 - 18}" height="30" rx="8" fill="#f5f5f4"/><rect x="${x}" y="410" width="${w}" height="60" rx="6" fill="${p.ground}" opacity="0.75"/>`;
  const beds: Record<RoomTemplateSource['picture'], string> = {
    double: bed(250, 300),
    king: bed(220, 360),
    twin: bed(170, 200) + bed(430, 200),
    bunk:
      bed(120, 260) +
      `<rect x="500" y="200" width="200" height="270" fill="none" stroke="#78716c" stroke-width="10"/><rect x="505" y="260" width="190" height="40" fill="#fff"/><rect x="505" y="400" width="190" height="40" fill="#fff"/>`,
    suite:
      bed(120, 300) +
      `<rect x="500" y="380" width="220" height="80" rx="20" fill="${p.ground}"/><rect x="500" y="340" width="220" height="50" rx="16" fill="${p.ground}" opacity="0.8"/>`,
    villa: bed(220, 360) + `<rect x="0" y="520" width="800" height="80" fill="#22d3ee"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="#f5f5f4"/><rect y="470" width="800" height="130" fill="#d6d3d1"/>
<rect x="260" y="60" width="280" height="190" fill="${p.sky[0]}" stroke="#fff" stroke-width="12"/><rect x="266" y="180" width="268" height="64" fill="${p.ground}"/>
${beds[picture]}
<rect x="80" y="380" width="70" height="90" fill="#a8a29e"/><circle cx="115" cy="350" r="26" fill="${p.accent}"/>
</svg>`;
}

export const exteriorKey = (kind: HotelKind, setting: Setting, variant: number) =>
  `hotels/exterior-${kind}-${setting}-${variant}.svg`;
export const amenityKey = (setting: Setting, pool: boolean) => `hotels/${pool ? 'pool' : 'lounge'}-${setting}.svg`;
export const roomKey = (picture: RoomTemplateSource['picture'], setting: Setting) =>
  `hotels/room-${picture}-${setting}.svg`;
