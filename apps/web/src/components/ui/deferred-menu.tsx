import { Suspense, useState, type ReactNode } from 'react';

export type MenuTrigger = {
  className: string;
  /** Accessible name of the button. */
  label: string;
  content: ReactNode;
  testId?: string;
};

/**
 * A menu button whose menu (Radix DropdownMenu, in its own chunk) loads on first use, keeping
 * it out of the home route's initial JavaScript. Until then a plain button with the same look
 * stands in; hovering or focusing it preloads the chunk, activating it opens the real menu.
 */
export function DeferredMenu({
  trigger,
  preload,
  children,
}: {
  trigger: MenuTrigger;
  preload: () => Promise<unknown>;
  /** The lazy menu, rendered open once the button is activated. */
  children: ReactNode;
}) {
  const [active, setActive] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={trigger.label}
      className={trigger.className}
      data-testid={trigger.testId}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => setActive(true)}
    >
      {trigger.content}
    </button>
  );
  if (!active) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
