import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape, checked on its source: no import loops (type-only imports included: a
 * loop of types is still two files that cannot be read one without the other), modules that
 * reach the hub only through domain events, and module files short enough to read in one go.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SRC, 'modules');
const MAX_MODULE_FILE_LINES = 500;

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, over several lines too. */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative imports of a file, resolved to the `.ts` files they name. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier?.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '');
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => known.has(candidate));
    if (target) found.add(target);
  }
  return [...found];
}

/** Every cycle's files, one per strongly connected component (Tarjan), each listed as a loop. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(loopThrough(graph, new Set(component), node));
    }
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One concrete loop from `start` back to itself inside a component (breadth first, so short). */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>, start: string) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

const files = sourceFiles(SRC);
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
const relative = (file: string) => path.relative(SRC, file);

describe('server source shape', () => {
  it('has no import cycle', () => {
    const cycles = findCycles(graph).map((loop) => loop.map(relative).join(' → '));
    expect(cycles).toEqual([]);
  });

  it(`keeps every module file within ${MAX_MODULE_FILE_LINES} lines`, () => {
    const long = files
      .filter((file) => file.startsWith(MODULES + path.sep))
      .map((file) => ({ file: relative(file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_MODULE_FILE_LINES)
      .map((f) => `${f.file} (${f.lines} lines)`);
    expect(long).toEqual([]);
  });

  it('lets modules reach the hub only through domain events (no module imports realtime/)', () => {
    const realtime = path.join(SRC, 'realtime') + path.sep;
    const offenders = files
      .filter((file) => file.startsWith(MODULES + path.sep))
      .flatMap((file) =>
        (graph.get(file) ?? []).filter((t) => t.startsWith(realtime)).map((t) => `${relative(file)} → ${relative(t)}`),
      );
    expect(offenders).toEqual([]);
  });

  it('reads the imports it checks (a sanity check of the parser)', () => {
    const app = graph.get(path.join(SRC, 'app.ts')) ?? [];
    expect(app).toContain(path.join(SRC, 'config.ts'));
    expect(app).toContain(path.join(MODULES, 'cart', 'service.ts'));
  });
});
