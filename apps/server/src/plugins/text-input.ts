import { findBrokenText, TEXT_ERROR_CODE } from '@inkwell/domain/text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/domain-error.ts';

/**
 * The net of the text rule (packages/domain/src/text.ts) under every route: before any route's own
 * check, every string and key of the parsed JSON body, the query string and the path parameters is
 * checked with the multi-line rule (no C0 control character but tab, line feed and carriage return;
 * no lone surrogate). A broken one is 400 with the field that holds it, so no route can hand such
 * text to the database, whatever its schema says. The schemas' own single-line rule is stricter
 * and says the same thing per field; multipart text fields are checked by the schema they go through.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous: a read pays no promise for it (decision 027).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const value of [request.params, request.query, request.body]) {
      const found = findBrokenText(value);
      if (!found) continue;
      const field = found.path;
      return done(
        new DomainError('VALIDATION_FAILED', found.problem.message, {
          errors: { [field]: [found.problem.message] },
          fields: { [field]: [{ code: TEXT_ERROR_CODE, params: { character: found.problem.character } }] },
        }),
      );
    }
    done();
  });
});
