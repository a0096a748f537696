import { afterEach, expect } from 'vitest';
import { hydrationProblems } from './browser';

/**
 * Set up for every spec (vitest.config.ts): a test during which any page logged a React
 * hydration complaint fails, naming the page and the message (issue 16: zero hydration warnings).
 */
afterEach(() => {
  const problems = hydrationProblems.splice(0);
  expect(problems, 'React hydration problems').toEqual([]);
});
