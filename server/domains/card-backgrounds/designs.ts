// The workout card backgrounds, drawn here as SVG: mid-to-dark gradients under a quiet pattern, so a white title
// stays readable on every one. 1200 × 630, the link-preview shape, so a card background doubles as og:image.
export const BACKGROUND_WIDTH = 1200;
export const BACKGROUND_HEIGHT = 630;

export interface BackgroundDesign {
  slug: string;
  name: string;
  svg: string;
}

type Pattern = (accent: string) => string;

const W = BACKGROUND_WIDTH;
const H = BACKGROUND_HEIGHT;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const patterns: Record<string, Pattern> = {
  stripes: (c) =>
    range(40)
      .map((i) => `<rect x="${i * 60 - 600}" y="-400" width="22" height="1500" fill="${c}" opacity=".12" transform="rotate(28 600 315)"/>`)
      .join(''),
  rings: (c) =>
    range(14)
      .map(
        (i) => `<circle cx="980" cy="140" r="${40 + i * 48}" fill="none" stroke="${c}" stroke-width="10" opacity="${0.22 - i * 0.013}"/>`,
      )
      .join(''),
  waves: (c) =>
    range(9)
      .map((i) => {
        const y = 120 + i * 60;
        return `<path d="M0 ${y} C 200 ${y - 70}, 400 ${y + 70}, 600 ${y} S 1000 ${y - 70}, 1200 ${y}" fill="none" stroke="${c}" stroke-width="6" opacity=".18"/>`;
      })
      .join(''),
  dots: (c) =>
    range(20 * 11)
      .map(
        (i) =>
          `<circle cx="${(i % 20) * 62 + 20}" cy="${Math.floor(i / 20) * 62 + 20}" r="${4 + ((i * 7) % 5)}" fill="${c}" opacity=".16"/>`,
      )
      .join(''),
  grid: (c) =>
    [
      ...range(21).map((i) => `<line x1="${i * 60}" y1="0" x2="${i * 60}" y2="${H}" stroke="${c}" stroke-width="2" opacity=".12"/>`),
      ...range(11).map((i) => `<line x1="0" y1="${i * 60}" x2="${W}" y2="${i * 60}" stroke="${c}" stroke-width="2" opacity=".12"/>`),
    ].join(''),
  chevrons: (c) =>
    range(12)
      .map(
        (i) =>
          `<path d="M${i * 110 - 120} 0 L${i * 110 + 40} 315 L${i * 110 - 120} 630" fill="none" stroke="${c}" stroke-width="26" opacity=".1"/>`,
      )
      .join(''),
  peaks: (c) =>
    range(6)
      .map((i) => {
        const base = 630 - i * 40;
        return `<path d="M0 ${base} L${150 + i * 40} ${base - 260 + i * 20} L${420 + i * 30} ${base - 80} L${700 - i * 20} ${base - 330 + i * 30} L${980} ${base - 120} L1200 ${base - 240} L1200 630 L0 630 Z" fill="${c}" opacity=".08"/>`;
      })
      .join(''),
  topography: (c) =>
    range(12)
      .map(
        (i) =>
          `<ellipse cx="300" cy="480" rx="${70 + i * 70}" ry="${40 + i * 42}" fill="none" stroke="${c}" stroke-width="3" opacity=".2" transform="rotate(-12 300 480)"/>`,
      )
      .join(''),
  bars: (c) =>
    range(16)
      .map((i) => {
        const height = 120 + ((i * 97) % 360);
        return `<rect x="${i * 76 + 8}" y="${H - height}" width="52" height="${height}" rx="10" fill="${c}" opacity=".13"/>`;
      })
      .join(''),
  bubbles: (c) =>
    range(18)
      .map((i) => `<circle cx="${(i * 173) % W}" cy="${(i * 97) % H}" r="${30 + ((i * 53) % 110)}" fill="${c}" opacity=".09"/>`)
      .join(''),
  zigzag: (c) =>
    range(8)
      .map((i) => {
        const y = 60 + i * 75;
        const points = range(25)
          .map((j) => `${j * 50},${y + (j % 2 ? 30 : -30)}`)
          .join(' ');
        return `<polyline points="${points}" fill="none" stroke="${c}" stroke-width="7" opacity=".15"/>`;
      })
      .join(''),
  sunburst: (c) =>
    range(24)
      .map((i) => {
        const angle = (i * Math.PI) / 12;
        const x = 1100 + Math.cos(angle) * 1400;
        const y = 560 + Math.sin(angle) * 1400;
        const x2 = 1100 + Math.cos(angle + 0.12) * 1400;
        const y2 = 560 + Math.sin(angle + 0.12) * 1400;
        return `<path d="M1100 560 L${x.toFixed(0)} ${y.toFixed(0)} L${x2.toFixed(0)} ${y2.toFixed(0)} Z" fill="${c}" opacity=".09"/>`;
      })
      .join(''),
};

const PALETTES: [string, string, string, string, keyof typeof patterns][] = [
  ['Ember', '#7f1d1d', '#ea580c', '#fed7aa', 'stripes'],
  ['Deep Water', '#0c4a6e', '#0891b2', '#a5f3fc', 'rings'],
  ['Night Run', '#1e1b4b', '#6d28d9', '#ddd6fe', 'waves'],
  ['Chalk Dust', '#1f2937', '#4b5563', '#f3f4f6', 'dots'],
  ['Turf', '#14532d', '#15803d', '#bbf7d0', 'grid'],
  ['Velocity', '#831843', '#db2777', '#fbcfe8', 'chevrons'],
  ['Summit', '#172554', '#1d4ed8', '#bfdbfe', 'peaks'],
  ['Trail', '#422006', '#a16207', '#fef08a', 'topography'],
  ['Power Rack', '#0f172a', '#334155', '#38bdf8', 'bars'],
  ['Recovery', '#134e4a', '#0d9488', '#99f6e4', 'bubbles'],
  ['Sprint', '#4c0519', '#e11d48', '#fecdd3', 'zigzag'],
  ['Sunrise Session', '#7c2d12', '#d97706', '#fde68a', 'sunburst'],
];

export const BACKGROUND_DESIGNS: BackgroundDesign[] = PALETTES.map(([name, from, to, accent, pattern]) => ({
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  svg:
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${patterns[pattern]!(accent)}<rect width="${W}" height="${H}" fill="url(#shade)"/></svg>`,
}));
