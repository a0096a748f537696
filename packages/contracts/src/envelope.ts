import { z } from 'zod';

/** Every JSON answer: `{ code, message, data }`, code 0 meaning success (DESIGN §4). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  // 5xx answers carry the request's id (also in the x-request-id header) so support can find its log lines.
  data: z.object({ field: z.string().optional(), requestId: z.string().optional() }).nullable(),
});

export type Envelope<T> = { code: number; message: string; data: T };

export const ok = <T>(data: T): Envelope<T> => ({ code: 0, message: 'success', data });
