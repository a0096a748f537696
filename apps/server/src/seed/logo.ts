/** Draws a merchant logo as SVG: a rounded mark with the brand's initials and a wordmark. */
export function drawLogo({
  initials,
  name,
  primary,
  accent,
}: {
  initials: string;
  name: string;
  primary: string;
  accent: string;
}) {
  // DejaVu Sans Bold at 26 px averages about 17 px a character.
  const width = 100 + name.length * 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="84" viewBox="0 0 ${width} 84">
  <rect x="4" y="6" width="72" height="72" rx="18" fill="${primary}"/>
  <path d="M12 62 L32 36 L44 50 L54 40 L70 62 Z" fill="${accent}" opacity="0.85"/>
  <circle cx="58" cy="24" r="7" fill="${accent}"/>
  <text x="40" y="36" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
  <text x="88" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="${primary}">${escapeXml(name)}</text>
</svg>`;
}

/** A square favicon: the mark alone. */
export function drawFavicon({ initials, primary, accent }: { initials: string; primary: string; accent: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${primary}"/>
  <circle cx="48" cy="16" r="6" fill="${accent}"/>
  <text x="32" y="42" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
