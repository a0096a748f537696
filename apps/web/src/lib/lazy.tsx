import { Fragment, createElement, lazy as reactLazy, type ComponentType, type ReactNode } from 'react';

const onServer = typeof document === 'undefined';

/** An HTML comment in the server's output (preact-render-to-string writes a Fragment's `UNSTABLE_comment`). */
const marker = (text: string): ReactNode => createElement(Fragment, { UNSTABLE_comment: text } as object);

/**
 * Server HTML between `<!--$s-->` and `<!--/$s-->`: the range Preact keeps as written while the
 * component rendered there in the browser is suspended during hydration, and hydrates once it settles.
 */
export function suspendableRange(children: ReactNode): ReactNode {
  return (
    <>
      {marker('$s')}
      {children}
      {marker('/$s')}
    </>
  );
}

/**
 * `lazy` for components the server may render (docs/decisions.md, "Preact"). In the browser a lazy
 * component whose chunk has not arrived yet suspends while the page hydrates; Preact then keeps
 * the server's HTML for it — the range between `<!--$s-->` and `<!--/$s-->` — and hydrates it
 * once the chunk is there. The server writes those markers only around a component that suspended
 * during that render, and after the first render the chunk is loaded there, so nothing would mark
 * the range and Preact would keep the wrong nodes (a section rendering nothing took its
 * neighbour's). Here the server always writes them around the component's HTML.
 */
export function lazy<T extends ComponentType<never>>(load: () => Promise<{ default: T }>): T {
  const Lazy = reactLazy(load as unknown as () => Promise<{ default: ComponentType<object> }>);
  if (!onServer) return Lazy as unknown as T;
  function Marked(props: object) {
    return suspendableRange(<Lazy {...props} />);
  }
  return Marked as unknown as T;
}
