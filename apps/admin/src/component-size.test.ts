// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A page or part longer than this reads as several jobs: split it into named parts (STYLE.md §1).
const MAX_COMPONENT_LINES = 200;
const root = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Components are PascalCase functions: declarations, or (wrapped) arrow/function expressions bound to a const. */
function componentSpans(file: string): { name: string; lines: number }[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const spans: { name: string; lines: number }[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const record = (name: string, node: ts.Node) => {
    if (/^[A-Z]/.test(name)) spans.push({ name, lines: lineOf(node.getEnd()) - lineOf(node.getStart()) + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) record(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      // `memo(function …)` and `forwardRef((props, ref) => …)` wrap the component they name.
      let body: ts.Expression = node.initializer;
      while (ts.isParenthesizedExpression(body)) body = body.expression;
      if (ts.isCallExpression(body) && body.arguments[0]) body = body.arguments[0];
      if (ts.isArrowFunction(body) || ts.isFunctionExpression(body)) record(node.name.text, body);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

describe('admin source layout', () => {
  it(`has no React component function over ${MAX_COMPONENT_LINES} lines`, () => {
    const tooLong = sourceFiles(root).flatMap((file) =>
      componentSpans(file)
        .filter((span) => span.lines > MAX_COMPONENT_LINES)
        .map((span) => `${path.relative(root, file)}: ${span.name} (${span.lines} lines)`),
    );
    expect(tooLong).toEqual([]);
  });

  it('measures a component the way a reader counts its lines', () => {
    // Guards the measure itself: a test that always finds nothing would pass on any tree.
    const spans = sourceFiles(root).flatMap(componentSpans);
    expect(spans.length).toBeGreaterThan(30);
    expect(Math.max(...spans.map((s) => s.lines))).toBeGreaterThan(50);
  });
});
