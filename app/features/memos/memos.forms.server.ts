import { AppError } from '../../../server/errors.ts';
import type { AppServices } from '../../../server/services.ts';
import { readFormLimited } from '../../../server/uploads/images.ts';
import { parseForm, serviceFailureMessages, type FormMessage, type FormResult } from '../../shared/forms.ts';
import { MEMO_FORM_MAX_BYTES, MEMO_IMAGE_MAX_BYTES, replyMemoSchema, writeMemoSchema } from './memos.schemas.ts';

/** What the memo pages' actions answer to the form that posted. */
export interface MemoActionData {
  result: FormResult;
  /** The new conversation (write-memo) or the reply's (detail page). */
  id?: number;
}

const tooLargeMessage: FormMessage = {
  errorCode: 'MEMO_IMAGE_TOO_LARGE',
  params: { max: Math.round(MEMO_IMAGE_MAX_BYTES / (1024 * 1024)) },
};

function imageRefused(message: FormMessage): { status: number; data: MemoActionData } {
  return { status: 400, data: { result: { status: 'error', error: { image: [message] } } as FormResult } };
}

/** The picture of the form (`image`), when one was chosen. */
function chosenImage(form: FormData): File | null {
  const file = form.get('image');
  return file instanceof File && file.size > 0 ? file : null;
}

/**
 * A memo form with its optional picture: read with a byte limit (a body past it is refused unread), the fields
 * parsed with the form's schema (the one the browser parses), the picture checked and re-encoded, then the service.
 * Bad input answers 400 with the field errors and changes nothing.
 */
async function handle<V extends { image_id?: number }>(
  services: AppServices,
  memberId: number,
  request: Request,
  parse: (form: FormData) => ReturnType<typeof parseForm>,
  save: (value: V) => Promise<number>,
): Promise<{ status: number; data: MemoActionData }> {
  try {
    await services.memos.requireEnabled();
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return {
      status: failure.status,
      data: { result: { status: 'error', error: { '': failure.formErrors } } as FormResult },
    };
  }
  let form: FormData;
  try {
    form = await readFormLimited(
      request,
      MEMO_FORM_MAX_BYTES,
      () => new AppError('BadRequest', 'MEMO_IMAGE_TOO_LARGE'),
    );
  } catch {
    return imageRefused(tooLargeMessage);
  }
  const submission = parse(form);
  if (submission.status !== 'success') return { status: 400, data: { result: submission.reply() } };
  try {
    const file = chosenImage(form);
    let imageId: number | undefined;
    if (file) {
      try {
        imageId = (await services.memos.uploadImage(memberId, Buffer.from(await file.arrayBuffer()))).id;
      } catch (err) {
        const failure = serviceFailureMessages(err);
        if (!failure) throw err;
        return imageRefused(failure.formErrors[0] ?? { errorCode: 'MEMO_IMAGE_NOT_IMAGE' });
      }
    }
    const id = await save({ ...(submission.value as V), image_id: imageId });
    return { status: 200, data: { result: submission.reply({ resetForm: true }), id } };
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return {
      status: failure.status,
      data: { result: submission.reply({ formErrors: failure.formErrors, fieldErrors: failure.fieldErrors }) },
    };
  }
}

/** The write-memo page's POST. */
export function submitWriteMemo(services: AppServices, memberId: number, request: Request) {
  return handle(
    services,
    memberId,
    request,
    (form) => parseForm(form, writeMemoSchema),
    async (value: ReturnType<typeof writeMemoSchema.parse>) => (await services.memos.write(memberId, value)).id,
  );
}

/** The reply form of a conversation's page. */
export function submitMemoReply(services: AppServices, memberId: number, request: Request) {
  return handle(
    services,
    memberId,
    request,
    (form) => parseForm(form, replyMemoSchema),
    async (value: ReturnType<typeof replyMemoSchema.parse>) => (await services.memos.reply(memberId, value)).id,
  );
}
