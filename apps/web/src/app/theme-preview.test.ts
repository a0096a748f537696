import { afterEach, describe, expect, it } from 'vitest';
import { installThemePreview, THEME_PREVIEW_MESSAGE } from './theme';

const ORIGIN = 'http://shop.example';
const draft = {
  firstColor: '#ff0000',
  secondColor: '#00ff00',
  thirdColor: '#0000ff',
  fourthColor: '#111111',
  fifthColor: '#222222',
  sixthColor: '#333333',
  sevenColor: '#444444',
};

/** A framed page: its own listeners, a parent that records what it is told. */
function framedPage(search: string) {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const told: unknown[] = [];
  const parent = { postMessage: (message: unknown) => told.push(message) };
  const win = {
    location: { search, origin: ORIGIN },
    parent,
    document,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
  } as unknown as Window;
  const send = (data: unknown, origin = ORIGIN, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { win, send, told, listeners };
}

const previewRule = () => document.getElementById('theme-preview')?.textContent ?? '';

afterEach(() => document.getElementById('theme-preview')?.remove());

describe('theme preview for the back office', () => {
  it('applies draft colours posted by the same-origin parent of a ?preview=1 page', () => {
    const page = framedPage('?preview=1');
    installThemePreview(page.win);
    expect(page.told).toEqual([{ type: `${THEME_PREVIEW_MESSAGE}:ready` }]);
    page.send({ type: THEME_PREVIEW_MESSAGE, webStyle: draft });
    expect(previewRule()).toContain('--color-first: #ff0000 !important');
    expect(previewRule()).toContain('--color-seven: #444444 !important');
  });

  it('ignores another origin, another sender, and anything but seven hex colours', () => {
    const page = framedPage('?preview=1');
    installThemePreview(page.win);
    page.send({ type: THEME_PREVIEW_MESSAGE, webStyle: draft }, 'http://evil.example');
    page.send({ type: THEME_PREVIEW_MESSAGE, webStyle: draft }, ORIGIN, {});
    page.send({ type: THEME_PREVIEW_MESSAGE, webStyle: { ...draft, firstColor: 'red;}body{display:none' } });
    expect(previewRule()).toBe('');
  });

  it('does not listen without the preview flag', () => {
    const page = framedPage('');
    installThemePreview(page.win);
    expect(page.listeners).toHaveLength(0);
    expect(page.told).toHaveLength(0);
  });
});
