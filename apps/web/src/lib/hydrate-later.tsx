import { Suspense, type ReactNode } from 'react';
import { suspendableRange } from './lazy';

const onServer = typeof document === 'undefined';

/** Sections hydrated per task once the page's own hydration is done: a few cards each (~20–30 ms of a throttled phone). */
const PER_TASK = 3;

/** True while the page's first hydration runs with sections held back. */
let holdingBack = false;
const waiting: (() => void)[] = [];
let scheduled = false;

function hydrateSome() {
  scheduled = false;
  for (const settle of waiting.splice(0, PER_TASK)) settle();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(hydrateSome, 0);
}

/**
 * Hydrates a server-rendered page with `HydrateLater` sections held back: they keep the server's
 * HTML through the page's own hydration and hydrate afterwards, a few per task. `defer: false`
 * hydrates everything at once (the e2e suite's HTML comparison, which runs right after).
 */
export function hydrateFirstPage(hydrate: () => void, { defer }: { defer: boolean }): void {
  holdingBack = defer;
  try {
    hydrate();
  } finally {
    holdingBack = false;
  }
}

function Later({ children }: { children: ReactNode }) {
  if (holdingBack) {
    // Preact keeps the server's range between the markers while this is pending, and resumes
    // hydrating it when it settles (or when the section renders again before that).
    throw new Promise<void>((settle) => {
      waiting.push(settle);
      schedule();
    });
  }
  return children;
}

/**
 * A below-the-fold section a phone need not hydrate in the page's first task: the results' cards
 * after the first row, for one. Lighthouse counts every task over 50 ms (at 4× slowdown) as
 * blocking, and hydrating a results page was one task of ~340 ms (issue 16). Elsewhere (a page
 * rendered in the browser, later renders) the children render as usual.
 *
 * The section must not call `useId` (Preact numbers ids in render order, and this part renders
 * after the rest of the page) and must show what the server rendered from the same data, which a
 * few tasks later it does.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (onServer) return suspendableRange(children);
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}
