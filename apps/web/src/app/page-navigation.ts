/** Full-page navigations, in one object so tests can observe them (jsdom's `location` cannot be stubbed). */
export const pageNavigation = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
  openWindow: (url: string): void => void window.open(url, '_blank', 'noopener'),
};
