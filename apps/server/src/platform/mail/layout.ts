/**
 * One layout for every mail the shop sends: an HTML part that common clients render (Gmail,
 * Outlook, Apple Mail strip <style> blocks, external CSS and scripts, so it is tables with inline
 * styles only) and a plain-text part with the same content. Every text is escaped here, so
 * callers pass plain strings.
 */

/** How the merchant's storefront looks in mail: its title, primary colour and logo. */
export type MailBrand = {
  shopTitle: string;
  /** The merchant's primary theme colour (`#rrggbb`); anything else falls back to a neutral one. */
  color: string;
  /** An absolute http(s) URL of a raster logo; left out when there is none. */
  logoUrl?: string;
};

export type MailContent = {
  /** The `lang` of the HTML part (a BCP 47 tag such as zh-CN). */
  language: string;
  brand: MailBrand;
  heading: string;
  paragraphs: string[];
  /** Label and value rows (amount, order number, customer …). */
  facts?: { label: string; value: string }[];
  /** A one-time code shown large. */
  code?: string;
  /** The one button; its URL must be absolute. */
  action?: { label: string; url: string };
  /** Further absolute links listed under the content (photos). */
  links?: { label: string; url: string }[];
  /** Small print under the content: why the reader got this mail. */
  footer: string;
};

const FALLBACK_COLOR = '#0f766e';
const FONT =
  "font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'PingFang SC','Microsoft YaHei','Malgun Gothic',sans-serif";

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);
const isAbsoluteHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
function textOn(color: string): string {
  const channel = (i: number) => {
    const c = parseInt(color.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.4 ? '#111827' : '#ffffff';
}

/** The mail's HTML and text parts. */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}

function renderText(c: MailContent): string {
  const lines: string[] = [c.brand.shopTitle, '', c.heading, ''];
  for (const p of c.paragraphs) lines.push(p, '');
  if (c.code) lines.push(c.code, '');
  if (c.facts?.length) {
    for (const f of c.facts) lines.push(`${f.label}: ${f.value}`);
    lines.push('');
  }
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  if (c.links?.length) {
    for (const l of c.links) lines.push(`${l.label}: ${l.url}`);
    lines.push('');
  }
  lines.push('--', c.footer);
  return lines.join('\n');
}

function renderHtml(c: MailContent): string {
  const color = isHexColor(c.brand.color) ? c.brand.color : FALLBACK_COLOR;
  const onColor = textOn(color);
  // A light theme colour reads on its own band but not as text (links, the code) on white.
  const linkColor = onColor === '#ffffff' ? color : '#1f2937';
  const title = escapeHtml(c.brand.shopTitle);
  const logo =
    c.brand.logoUrl && isAbsoluteHttpUrl(c.brand.logoUrl)
      ? `<img src="${escapeHtml(c.brand.logoUrl)}" alt="${title}" height="40" style="display:block;height:40px;width:auto;max-width:200px;border:0;outline:none;text-decoration:none;margin:0 0 8px 0">`
      : '';
  const rows: string[] = [];
  rows.push(
    `<tr><td style="padding:24px 32px 8px 32px;${FONT};font-size:20px;line-height:28px;font-weight:bold;color:#111827">${escapeHtml(c.heading)}</td></tr>`,
  );
  for (const p of c.paragraphs) {
    rows.push(
      `<tr><td style="padding:8px 32px;${FONT};font-size:15px;line-height:22px;color:#374151">${escapeHtml(p).replace(/\n/g, '<br>')}</td></tr>`,
    );
  }
  if (c.code) {
    rows.push(
      `<tr><td style="padding:16px 32px"><div style="${FONT};font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:${linkColor}">${escapeHtml(c.code)}</div></td></tr>`,
    );
  }
  if (c.facts?.length) {
    const factRows = c.facts
      .map(
        (f) =>
          `<tr><td style="padding:6px 12px 6px 0;${FONT};font-size:14px;line-height:20px;color:#6b7280;vertical-align:top;white-space:nowrap">${escapeHtml(f.label)}</td><td style="padding:6px 0;${FONT};font-size:14px;line-height:20px;color:#111827;vertical-align:top">${escapeHtml(f.value)}</td></tr>`,
      )
      .join('');
    rows.push(
      `<tr><td style="padding:8px 32px"><table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${factRows}</table></td></tr>`,
    );
  }
  if (c.action && isAbsoluteHttpUrl(c.action.url)) {
    const url = escapeHtml(c.action.url);
    rows.push(
      `<tr><td style="padding:16px 32px 8px 32px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${color}" style="border-radius:6px;background-color:${color}"><a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT};font-size:15px;line-height:20px;font-weight:bold;color:${onColor};text-decoration:none;border-radius:6px">${escapeHtml(c.action.label)}</a></td></tr></table></td></tr>`,
      `<tr><td style="padding:4px 32px 8px 32px;${FONT};font-size:12px;line-height:18px;color:#6b7280;word-break:break-all"><a href="${url}" target="_blank" style="color:${linkColor}">${url}</a></td></tr>`,
    );
  }
  if (c.links?.length) {
    const items = c.links
      .filter((l) => isAbsoluteHttpUrl(l.url))
      .map(
        (l) => `<a href="${escapeHtml(l.url)}" target="_blank" style="color:${linkColor}">${escapeHtml(l.label)}</a>`,
      )
      .join('<br>');
    rows.push(`<tr><td style="padding:8px 32px;${FONT};font-size:14px;line-height:22px">${items}</td></tr>`);
  }
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(c.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(c.heading)}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f3f4f6">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f4f6" style="background-color:#f3f4f6">',
    '<tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;border-collapse:separate">',
    `<tr><td bgcolor="${color}" style="padding:20px 32px;background-color:${color};border-radius:8px 8px 0 0">${logo}<div style="${FONT};font-size:18px;line-height:24px;font-weight:bold;color:${onColor}">${title}</div></td></tr>`,
    ...rows,
    `<tr><td style="padding:24px 32px;${FONT};font-size:12px;line-height:18px;color:#9ca3af;border-top:1px solid #e5e7eb">${escapeHtml(c.footer)}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}
