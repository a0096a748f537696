import { z } from 'zod';

/**
 * A response schema made strict all the way down: every object refuses keys it does not name
 * (zod objects strip them by default), so a parse fails on an extra, a missing or a mistyped
 * field anywhere in the answer. For answers that skip the response serializer (cached JSON text).
 */
export function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, deepStrict(field)]),
    );
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  return schema;
}

/** Copies of a valid answer each broken in one way the strict schema must refuse. */
export function brokenCopies(answer: { data: { list: Record<string, unknown>[] } }) {
  const copy = () => structuredClone(answer);
  const extra = copy();
  (extra.data.list[0] as Record<string, unknown>).unexpected = true;
  const missing = copy();
  delete (missing.data.list[0] as Record<string, unknown>).currency;
  const mistyped = copy();
  (mistyped.data.list[0] as Record<string, unknown>).currency = 42;
  const extraTop = { ...copy(), unexpected: true };
  return { extra, missing, mistyped, extraTop };
}
