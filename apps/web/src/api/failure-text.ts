import { isApiError } from './client';

/** A failed call's server message (already in the page language), else the fallback. */
export const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;
