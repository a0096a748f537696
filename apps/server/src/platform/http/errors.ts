import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  ERROR_TEXTS,
  FIELD_MESSAGE_FORMAT,
  SCHEMA_ISSUE_TEXTS,
  TRANSPORT_TEXTS,
  fieldLabel,
  fillTemplate,
  localizeServerMessage,
  matchServerMessage,
  parseSiteLanguage,
  translateServerMessage,
  type ErrorName,
  type LocalText,
  type SiteLanguage,
  type Translations,
} from '@storefront/contracts';
import { uiText } from '@storefront/reference-data';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A failure with a catalogue code, an HTTP status that matches it, and the field it concerns.
 * The message is English (or a contracts `form.*` key); the error handler answers in the
 * shopper's language through the contracts' server-message catalogue.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly errorName: ErrorName;
  constructor(
    name: ErrorName,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.errorName = name;
    this.code = ERROR_CODES[name].code;
    this.status = ERROR_CODES[name].status;
  }
}

/**
 * The language to answer in: the request context's, else the `language` header's when it names
 * a site language (the context is not built yet when the merchant or a header was refused).
 */
export function answerLanguage(request: FastifyRequest): SiteLanguage {
  if (request.ctx?.language) return request.ctx.language;
  const raw = request.headers.language;
  return parseSiteLanguage(Array.isArray(raw) ? raw[0] : raw) ?? DEFAULT_LANGUAGE;
}

/** A catalogued English message in the request's language, for answers sent outside the handler. */
export function localizedMessage(request: FastifyRequest, name: ErrorName, english: string): string {
  return localizeServerMessage(name, english, answerLanguage(request));
}

/** An AppError's message in a language: a rule key's text, a translated message, or the code's text. */
export function localizedErrorMessage(error: AppError, language: SiteLanguage): string {
  return formText(error.message, language, {}) ?? localizeServerMessage(error.errorName, error.message, language);
}

/** The one error handler: every failure leaves as `{ code, message, data }` with its HTTP status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = answerLanguage(request);
    if (error instanceof AppError) {
      const message = localizedErrorMessage(error, language);
      if (error.status >= 500) request.log.error({ err: error }, 'server error');
      const data = error.status >= 500 ? { ...fieldData(error.field), requestId: request.id } : fieldData(error.field);
      return reply.status(error.status).send({ code: error.code, message, data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const text = schemaIssueText(first, language);
      const message = field
        ? fillTemplate(FIELD_MESSAGE_FORMAT[language], { label: fieldLabel(field, language), text })
        : text;
      return reply.status(400).send({ code: ERROR_CODES.validationFailed.code, message, data: fieldData(field) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: ERROR_CODES.rateLimited.code, message: ERROR_TEXTS.rateLimited[language], data: null });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const message = transportText(status)[language];
      return reply.status(status).send({ code: ERROR_CODES.validationFailed.code, message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    // The id names the log line above, so support can find it from what the visitor reports.
    return reply.status(500).send({
      code: ERROR_CODES.internal.code,
      message: ERROR_TEXTS.internal[language],
      data: { requestId: request.id },
    });
  });
}

const fieldData = (field: string | undefined) => (field ? { field } : null);

const transportText = (status: number): LocalText =>
  status === 413
    ? TRANSPORT_TEXTS.tooLarge
    : status === 415
      ? TRANSPORT_TEXTS.unsupportedType
      : TRANSPORT_TEXTS.malformedBody;

type SchemaIssue = { keyword?: string; message?: string; params?: Record<string, unknown> };

/**
 * What is wrong with a field, in the shopper's language: the rule's own text (a `form.*` key or
 * an English message of the contracts' catalogue), else a text for zod's issue kind.
 */
function schemaIssueText(issue: SchemaIssue | undefined, language: SiteLanguage): string {
  const params = ruleParams(issue?.params);
  const message = issue?.message ?? '';
  const own =
    formText(message, language, params) ?? (matchServerMessage(message) && translateServerMessage(message, language));
  if (own) return own;
  const texts = SCHEMA_ISSUE_TEXTS;
  const origin = params.origin;
  const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));
  const pick = (): LocalText => {
    switch (issue?.keyword) {
      case 'invalid_type':
        return /received undefined$/.test(message) ? texts.required : texts.invalidType;
      case 'too_small':
        return origin === 'string'
          ? texts.tooShort
          : origin === 'array' || origin === 'set'
            ? texts.tooFewItems
            : texts.tooSmall;
      case 'too_big':
        return origin === 'string'
          ? texts.tooLong
          : origin === 'array' || origin === 'set'
            ? texts.tooManyItems
            : texts.tooBig;
      case 'invalid_format':
        return texts.format;
      case 'invalid_value':
        return texts.oneOf;
      case 'unrecognized_keys':
        return texts.unknownFields;
      default:
        return texts.invalid;
    }
  };
  return fillTemplate(pick()[language], {
    min: params.minimum,
    max: params.maximum,
    values: list(params.values),
    keys: list(params.keys),
  });
}

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
 * answers with the text in the request's language, so clients can show it as is. Null when the
 * message is no such key.
 */
function formText(message: string, language: SiteLanguage, params: Record<string, unknown>): string | null {
  if (!/^form\.\w+$/.test(message)) return null;
  const form = uiText(language).form as Translations | undefined;
  const text = form?.[message.slice('form.'.length)];
  if (typeof text !== 'string') return null;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
