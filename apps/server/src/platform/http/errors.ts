import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type ErrorName,
  type SiteLanguage,
  type Translations,
} from '@storefront/contracts';
import { uiText } from '@storefront/reference-data';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure with a catalogue code, an HTTP status that matches it, and the field it concerns. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(
    name: ErrorName,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.code = ERROR_CODES[name].code;
    this.status = ERROR_CODES[name].status;
  }
}

/** The one error handler: every failure leaves as `{ code, message, data }` with its HTTP status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = request.ctx?.language ?? DEFAULT_LANGUAGE;
    if (error instanceof AppError) {
      const message = translateRuleMessage(error.message, language, {});
      if (error.status >= 500) request.log.error({ err: error }, 'server error');
      const data = error.status >= 500 ? { ...fieldData(error.field), requestId: request.id } : fieldData(error.field);
      return reply.status(error.status).send({ code: error.code, message, data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const label = field ? `${where}.${field}` : where;
      const text = translateRuleMessage(first?.message ?? 'malformed value', language, ruleParams(first?.params));
      const message = `Invalid ${label}: ${text}`;
      return reply.status(400).send({ code: ERROR_CODES.validationFailed.code, message, data: fieldData(field) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: ERROR_CODES.rateLimited.code, message: error.message, data: null });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send({ code: ERROR_CODES.validationFailed.code, message: error.message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    // The id names the log line above, so support can find it from what the visitor reports.
    return reply.status(500).send({
      code: ERROR_CODES.internal.code,
      message: 'Something went wrong on our side; please try again',
      data: { requestId: request.id },
    });
  });
}

const fieldData = (field: string | undefined) => (field ? { field } : null);

/**
 * fastify-type-provider-zod spreads the zod issue into `params`, so a custom issue's own
 * `params` (the rule's `{ age }`, `{ min, max }`) sit one level down; lift them to fill `{{age}}`.
 */
function ruleParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!params) return {};
  const nested = params.params;
  return typeof nested === 'object' && nested !== null ? { ...params, ...nested } : params;
}

/**
 * Validation rules report i18n keys (`form.emailError`, see contracts FORM_MESSAGES); the API
 * answers with the text in the request's language, so clients can show it as is.
 */
function translateRuleMessage(message: string, language: SiteLanguage, params: Record<string, unknown>): string {
  if (!/^form\.\w+$/.test(message)) return message;
  const form = uiText(language).form as Translations | undefined;
  const text = form?.[message.slice('form.'.length)];
  if (typeof text !== 'string') return message;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
