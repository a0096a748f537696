import { findControlCharacter } from '@storefront/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Why a value with a control character is refused (contracts `CONTROL_CHARACTER_PATTERN`). */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/**
 * The zod validator of every route, with one rule in front of each schema: no string in the
 * params, query or body holds a control character (a NUL made PostgreSQL answer 500, SQLite
 * stored it). The refusal goes through zod, so it leaves as every other 400 does, naming the field.
 */
export const validatorRefusingControlCharacters: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const path = findControlCharacter(data);
    if (!path) return validate(data);
    const refusal = z.unknown().superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
    });
    return validatorCompiler({ ...route, schema: refusal })(data);
  };
};
