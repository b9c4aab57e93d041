import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errorBody } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { requestLocale } from './locale.ts';

/** Every failure leaves in the Feathers error shape; 5xx never show internals. */
export function registerErrorHandling(app: FastifyInstance, services: AppServices): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = requestLocale(request, services.config.WEB_NAME);
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      appError = new AppError('BadRequest', 'PAYLOAD_TOO_LARGE');
    } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
      const status = (error as FastifyError).statusCode!;
      appError = new AppError(
        status === 404 ? 'NotFound' : status === 415 ? 'BadRequest' : status === 429 ? 'TooManyRequests' : 'BadRequest',
        status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY_REQUESTS' : 'INVALID_REQUEST',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('GeneralError', 'GENERAL_ERROR');
    }
    if (appError.status >= 500) request.log.error({ errorCode: appError.errorCode }, 'request failed');
    reply.code(appError.status).send(errorBody(services.errorTexts, appError, locale));
  });
}
