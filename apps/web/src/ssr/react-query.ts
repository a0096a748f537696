// The server bundle's `@tanstack/react-query` (vite.config.ts): the package as it is, but for
// `useQuery`, which reads a settled query from the cache directly (use-query.ts).
export * from '@tanstack/react-query';
export { useQuery } from './use-query';
