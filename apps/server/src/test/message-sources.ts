import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One English message the server can send, as written in the source. */
export type SourceMessage = {
  /** `modules/orders/lines.ts:160`, for the failure report. */
  where: string;
  /** The catalogue code when the message is an AppError's, else undefined (a rule or a problem text). */
  errorName: string | undefined;
  /** The text with each `${…}` as `{}`: what a catalogue template must look like. */
  shape: string;
  /** The text with each `${…}` filled by a sample value, as a request would see it. */
  sample: string;
};

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SAMPLE = '2027-03-14';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Texts of a literal-ish expression (literal, template, either branch of `?:`, right of `??`); null if dynamic. */
function textsOf(node: ts.Expression): { shape: string; sample: string }[] | null {
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return [{ shape: node.text, sample: node.text }];
  }
  if (ts.isTemplateExpression(node)) {
    let shape = node.head.text;
    let sample = node.head.text;
    for (const span of node.templateSpans) {
      shape += `{}${span.literal.text}`;
      sample += `${SAMPLE}${span.literal.text}`;
    }
    return [{ shape, sample }];
  }
  if (ts.isConditionalExpression(node)) {
    const a = textsOf(node.whenTrue);
    const b = textsOf(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return textsOf(node.right);
  }
  return null;
}

/**
 * AppError messages that are not literals, and where the texts they carry are collected instead
 * (a new dynamic message must say where its texts come from, or this list fails the test).
 */
export const DYNAMIC_MESSAGES: Readonly<Record<string, string>> = {
  refusal: 'DATE_CHANGE_REFUSALS in orders/order-rules.ts',
  message: 'refusal(…) calls in orders/unpaid-holds.ts',
  problem: 'stayProblem in contracts hotel-rules.ts',
  'quote.problem': '`problem:` texts in hotels/stay-bookings.ts and stayProblem',
  'admission.message': 'refusal(…) calls in realtime/hub.ts',
  'issue?.message': 'zod messages of the contracts schemas',
  'rule.error.issues[0]?.message': 'zod messages of the contracts schemas',
};

const isSentence = (text: string) => text.includes(' ') && !/^form\.\w+$/.test(text);

/**
 * Every English message the server can send a shopper, found in the source: AppError messages,
 * the texts behind the dynamic ones above, and the messages of the contracts' request schemas.
 */
export function collectSourceMessages(): { messages: SourceMessage[]; unexplained: string[] } {
  const messages: SourceMessage[] = [];
  const unexplained: string[] = [];
  const files = [
    ...sourceFiles(path.join(ROOT, 'apps/server/src')),
    ...sourceFiles(path.join(ROOT, 'packages/contracts/src')).filter(
      (f) => !/server-messages|error-texts|field-labels/.test(path.basename(f)),
    ),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const inContracts = file.includes(`${path.sep}packages${path.sep}contracts${path.sep}`);
    const add = (node: ts.Node, expression: ts.Expression, errorName: string | undefined) => {
      const where = `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      for (const t of textsOf(expression) ?? []) {
        if (isSentence(t.shape)) messages.push({ where, errorName, ...t });
      }
    };
    const visit = (node: ts.Node, inside: string | undefined): void => {
      if (ts.isNewExpression(node) && node.expression.getText() === 'AppError' && node.arguments?.[1]) {
        const [name, message] = node.arguments as unknown as [ts.Expression, ts.Expression];
        const errorName = ts.isStringLiteral(name) ? name.text : undefined;
        if (textsOf(message) === null || (ts.isBinaryExpression(message) && textsOf(message.left) === null)) {
          const dynamic = ts.isBinaryExpression(message) ? message.left.getText() : message.getText();
          if (!(dynamic in DYNAMIC_MESSAGES)) unexplained.push(`${path.relative(ROOT, file)}: ${dynamic}`);
        }
        add(node, message, errorName);
      }
      if (ts.isCallExpression(node) && node.expression.getText() === 'localizedMessage' && node.arguments[2]) {
        const name = node.arguments[1] as ts.Expression;
        add(node, node.arguments[2] as ts.Expression, ts.isStringLiteral(name) ? name.text : undefined);
      }
      if (ts.isCallExpression(node) && node.expression.getText() === 'refusal') {
        for (const arg of node.arguments) add(node, arg, undefined);
      }
      if (ts.isPropertyAssignment(node) && ['problem', 'message'].includes(node.name.getText())) {
        if (node.name.getText() === 'problem' || inContracts) add(node, node.initializer, undefined);
      }
      if (ts.isReturnStatement(node) && node.expression && inside === 'stayProblem')
        add(node, node.expression, undefined);
      if (ts.isVariableDeclaration(node) && node.initializer && /(_MESSAGE|_REFUSALS)$/.test(node.name.getText())) {
        const init = node.initializer;
        if (ts.isObjectLiteralExpression(init)) {
          for (const p of init.properties) if (ts.isPropertyAssignment(p)) add(p, p.initializer, undefined);
        } else add(node, init, undefined);
      }
      // A rule's message in the contracts: `.min(3, 'text')`, `.regex(re, 'text')`, `z.number({ message })`.
      if (inContracts && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const arg = node.arguments[1];
        if (['min', 'max', 'length', 'regex', 'refine', 'gte', 'lte', 'int'].includes(method) && arg) {
          if (!ts.isObjectLiteralExpression(arg)) add(node, arg, undefined);
        }
      }
      const name = ts.isFunctionDeclaration(node) ? node.name?.text : undefined;
      ts.forEachChild(node, (child) => visit(child, name ?? inside));
    };
    visit(source, undefined);
  }
  return { messages, unexplained };
}
