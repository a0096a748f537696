import { afterAll } from 'vitest';

/**
 * Preact runs a render's effects after the next frame, or after 35 ms when no frame comes
 * (preact/hooks). A file's last render can leave that timer pending when Vitest tears the jsdom
 * environment down; it then fires without `cancelAnimationFrame` and fails the run with an
 * unhandled ReferenceError (seen in a full run, phone-fields.test.tsx). Waiting out one such
 * timeout at the end of each file lets it fire while the environment still exists.
 */
const PREACT_FRAME_TIMEOUT_MS = 35;

afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, PREACT_FRAME_TIMEOUT_MS * 2)));
