import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A temporary folder shaped like the built storefront and back office (`apps/web/dist`,
 * `apps/admin/dist`): each gets `index.html` and the given hashed assets; the storefront's server
 * bundle (`server/entry-server.js`) is written when given. `remove` deletes it all.
 */
export function createStaticBuild(options: { page: string; assets?: Record<string, string>; serverBundle?: string }): {
  root: string;
  web: string;
  admin: string;
  remove: () => void;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-build-'));
  const web = path.join(root, 'web');
  const admin = path.join(root, 'admin');
  for (const dir of [web, admin]) {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), options.page);
    for (const [name, text] of Object.entries(options.assets ?? {}))
      writeFileSync(path.join(dir, 'assets', name), text);
  }
  if (options.serverBundle !== undefined) {
    mkdirSync(path.join(web, 'server'), { recursive: true });
    writeFileSync(path.join(web, 'server', 'entry-server.js'), options.serverBundle);
  }
  return { root, web, admin, remove: () => rmSync(root, { recursive: true, force: true }) };
}
