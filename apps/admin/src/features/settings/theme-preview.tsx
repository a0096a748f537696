import type { ThemeColorKey } from '@storefront/contracts';
import { useEffect, useRef } from 'react';

/** Same string as apps/web/src/app/theme.ts THEME_PREVIEW_MESSAGE: the storefront's preview listener. */
const THEME_PREVIEW_MESSAGE = 'storefront:theme-preview';

/**
 * The storefront's home page in a frame, re-themed with the draft colours as they change (before
 * saving). The page is this server's own, opened with `?preview=1`; messages go to this origin only.
 */
export function ThemePreview({
  merchantNumber,
  language,
  currency,
  webStyle,
}: {
  merchantNumber: string;
  language: string;
  currency: string;
  webStyle: Record<ThemeColorKey, string>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(webStyle);
  latest.current = webStyle;

  const send = () =>
    frame.current?.contentWindow?.postMessage(
      { type: THEME_PREVIEW_MESSAGE, webStyle: latest.current },
      window.location.origin,
    );

  useEffect(send, [webStyle]);

  useEffect(() => {
    // The framed page says when it listens; send the draft then (and again after it navigates).
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: string } | null)?.type === `${THEME_PREVIEW_MESSAGE}:ready`) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const src = `/${merchantNumber}/${language.toLowerCase()}/${currency.toLowerCase()}?preview=1`;
  return (
    <div className="flex h-full flex-col gap-2">
      <p className="text-sm text-slate-700">Live preview of your storefront with the colours above (not saved yet).</p>
      <iframe
        ref={frame}
        title="Storefront preview"
        src={src}
        onLoad={send}
        className="h-[70vh] min-h-96 w-full rounded-lg border border-slate-300 bg-white"
      />
    </div>
  );
}
