import multipart from '@fastify/multipart';
import {
  COMPLAINT_LIMITS,
  complaint,
  complaintFields,
  complaintForm,
  envelope,
  ok,
  orderCodeParams,
  orderComplaints,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessOf, memberIfTokenSent } from '../../platform/auth/order-access.js';
import { AppError } from '../../platform/http/errors.js';
import type { ComplaintInput, ComplaintService } from './service.js';

const tags = ['orders'];
const tokenNote = 'Members send their bearer token; visitors the `x-order-token` the order was created with.';

/** Text fields are short; the parts cap keeps a form of thousands of empty fields from being read. */
const FORM_LIMITS = {
  fileSize: COMPLAINT_LIMITS.photoMaxBytes,
  files: COMPLAINT_LIMITS.photosMax,
  fields: 4,
  fieldSize: 16 * 1024,
  parts: COMPLAINT_LIMITS.photosMax + 4,
};

/**
 * An order's complaints (spec §1 site terms). Filing takes multipart form data, so the multipart
 * parser is registered in this scope only: every other route still refuses that content type.
 */
export async function complaintRoutes(app: FastifyInstance, { complaints }: { complaints: ComplaintService }) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: FORM_LIMITS });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/order/complaint/:ocode',
      {
        preHandler: memberIfTokenSent,
        schema: {
          tags,
          summary: `Report a problem with an order, up to ${COMPLAINT_LIMITS.windowDays} days after its return: multipart/form-data with category, text and up to ${COMPLAINT_LIMITS.photosMax} photos; mailed to the shop. ${tokenNote}`,
          consumes: ['multipart/form-data'],
          params: orderCodeParams,
          // The parts are read by the handler (files are streams); this documents the form.
          body: complaintForm.nullish(),
          response: { 200: envelope(complaint) },
        },
      },
      async (request) => {
        const input = await readComplaintForm(request);
        return ok(await complaints.fileComplaint(request.ctx, accessOf(request), request.params.ocode, input));
      },
    );

    r.get(
      '/api/v1/order/complaint/:ocode',
      {
        preHandler: memberIfTokenSent,
        schema: {
          tags,
          summary: `An order’s complaints with their state, the last day one can be filed, and whether one can be now. ${tokenNote}`,
          params: orderCodeParams,
          response: { 200: envelope(orderComplaints) },
        },
      },
      async (request) => ok(await complaints.listComplaints(request.ctx, accessOf(request), request.params.ocode)),
    );
  });
}

/** Reads the form's parts: `category` and `text`, and `photos` files; anything else is refused by name. */
async function readComplaintForm(request: FastifyRequest): Promise<ComplaintInput> {
  if (!request.isMultipart()) {
    throw new AppError('validationFailed', 'Send the complaint as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') throw new AppError('validationFailed', 'Files go in "photos"', part.fieldname);
        photos.push(await part.toBuffer());
      } else if (part.fieldname === 'category' || part.fieldname === 'text') {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    // The parser's own refusals (too large, too many files) keep their 4xx; a broken form is a 400.
    if (status && status >= 400 && status < 500) throw err;
    throw new AppError('validationFailed', 'The form data could not be read');
  }
  const parsed = complaintFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('validationFailed', issue?.message ?? 'Invalid complaint', String(issue?.path[0] ?? 'text'));
  }
  return { ...parsed.data, photos };
}
