import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  PRODUCT_CSV_LIMITS,
  envelope,
  ok,
  productCsvExportQuery,
  productCsvImportQuery,
  productCsvImported,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import { AppError, localizedMessage } from '../../platform/http/errors.js';
import type { ProductCsv } from './product-csv.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * Products with packages and calendar ranges as CSV (issue 14): import (a dry run answers every
 * row's problems and writes nothing; an import writes all or nothing) and export of the same format.
 * The file comes as `text/csv` or as the one file of a multipart form.
 */
export async function productCsvRoutes(
  app: FastifyInstance,
  { productCsv, staffAuth }: { productCsv: ProductCsv; staffAuth: StaffAuth },
) {
  const onRequest = staffAuth.staffOnly('owner', 'manager', 'editor');
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PRODUCT_CSV_LIMITS.maxBytes, files: 1, fields: 2, parts: 3 },
    });
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: PRODUCT_CSV_LIMITS.maxBytes },
      (_req, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/admin/v1/products/import',
      {
        onRequest,
        bodyLimit: PRODUCT_CSV_LIMITS.maxBytes,
        schema: {
          tags,
          security,
          summary:
            'Import products, packages and calendar ranges from a CSV (text/csv body or a multipart file). dryRun=1 answers every row’s problems (row, column, why) and writes nothing; otherwise the whole file is written in one transaction with one audit row, or refused (400, code 4211, the problems in data) with nothing written',
          querystring: productCsvImportQuery,
          response: { 200: envelope(productCsvImported) },
        },
      },
      async (request, reply) => {
        const csv = await csvOf(request);
        const report = await productCsv.importCsv(
          staffOf(request),
          request.ctx.merchant,
          request.ctx.language,
          csv,
          request.query.dryRun,
        );
        if (!report.dryRun && report.errors.length > 0) {
          const english = `The file has problems on ${new Set(report.errors.map((e) => e.row)).size} rows; nothing was imported`;
          // The refusal carries the whole report (every row's problems), beyond the error handler's one field.
          return (reply as FastifyReply).status(400).send({
            code: ERROR_CODES.productImportRejected.code,
            message: localizedMessage(request, 'productImportRejected', english),
            data: report,
          });
        }
        return ok(report);
      },
    );

    r.get(
      '/api/admin/v1/products/export.csv',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'The shop’s products (every one, or the codes given) with their packages and calendar days (all, or from–to), in the import’s CSV format',
          querystring: productCsvExportQuery,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const csv = await productCsv.exportCsv(staffOf(request), request.ctx.merchant, request.query);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="products-${request.ctx.merchant.number}.csv"`)
          .send(csv);
      },
    );
  });
}

async function csvOf(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw new AppError('validationFailed', 'Choose a CSV file', 'file');
    const buffer = await file.toBuffer();
    if (file.file.truncated)
      throw new AppError(
        'validationFailed',
        `The file is larger than ${PRODUCT_CSV_LIMITS.maxBytes / 1024 / 1024} MB`,
        'file',
      );
    return buffer.toString('utf8');
  }
  if (typeof request.body !== 'string' || request.body.trim() === '') {
    throw new AppError('validationFailed', 'Send the CSV as text/csv or as a file of a multipart form', 'file');
  }
  return request.body;
}
