import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../errors.ts';

/**
 * Images members upload (a deposit slip, a memo's picture): only images, told by their first bytes (never by name or
 * declared type), decoded and re-encoded as a JPEG so that metadata (EXIF, GPS, comments) and anything appended to
 * the file is dropped, and stored under DATA_DIR with an unguessable name, written atomically.
 */

export type UploadImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The error codes a feature answers for its uploads (its own namespace's texts). */
export interface UploadCodes {
  required: string;
  tooLarge: string;
  notImage: string;
}

/** The image type the bytes start with, or null (SVG, PDF, a renamed text file …). */
export function sniffImage(bytes: Buffer): UploadImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Pixels an image may have (a decompression bomb is refused before it is decoded). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side kept. */
const MAX_SIDE = 2400;

export interface ReencodedImage {
  type: UploadImageType;
  /** The re-encoded image (JPEG, no metadata). */
  image: Buffer;
  width: number;
  height: number;
}

/** Checks the bytes (size, magic bytes) and re-encodes them; a refusal is a 400 with the feature's code. */
export async function reencodeImage(bytes: Buffer, maxBytes: number, codes: UploadCodes): Promise<ReencodedImage> {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  if (bytes.length === 0) throw new AppError('BadRequest', codes.required);
  if (bytes.length > maxBytes) throw new AppError('BadRequest', codes.tooLarge, { params: { max: megabytes } });
  const type = sniffImage(bytes);
  if (!type) throw new AppError('BadRequest', codes.notImage);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { type, image: data, width: info.width, height: info.height };
  } catch {
    throw new AppError('BadRequest', codes.notImage);
  }
}

/** Writes a re-encoded image into `dir` (created when missing) under a fresh name; answers the file name. */
export async function storeImage(dir: string, prefix: string, image: Buffer): Promise<string> {
  const file = `${prefix}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.jpg`;
  await mkdir(dir, { recursive: true });
  const partial = path.join(dir, `${file}.part`);
  await writeFile(partial, image, { mode: 0o600 });
  await rename(partial, path.join(dir, file));
  return file;
}

/** A stored image's bytes (null when the file is gone); the name never leaves `dir`. */
export function readStoredImage(dir: string, file: string): Promise<Buffer | null> {
  return readFile(path.join(dir, path.basename(file))).catch(() => null);
}

/** Limits of @fastify/multipart for one image and a few small fields: past them the stream stops. */
export function multipartLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 4096, headerPairs: 100 };
}

/**
 * The one file of a multipart request registered with `multipartLimits`, counted while it streams (never buffered
 * beyond the limit), with the fields sent before it; the feature's codes for a missing or too large file.
 */
export async function readMultipartImage(
  request: FastifyRequest,
  maxBytes: number,
  codes: UploadCodes,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('BadRequest', codes.required);
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  let bytes: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    const part = await request.file();
    if (part) {
      bytes = await part.toBuffer();
      for (const [name, field] of Object.entries(part.fields)) {
        const value = Array.isArray(field) ? field[0] : field;
        if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('BadRequest', codes.tooLarge, { params: { max: megabytes } });
    throw new AppError('BadRequest', codes.required);
  }
  if (!bytes) throw new AppError('BadRequest', codes.required);
  return { bytes, fields };
}

/**
 * A route action's form read with a byte limit: the declared length is checked first, then the bytes are counted as
 * they arrive, so a body past the limit is never buffered whole. `tooLarge` is the error thrown past the limit.
 */
export async function readFormLimited(request: Request, max: number, tooLarge: () => Error): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) throw tooLarge();
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const copy = new Request(request.url, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: Buffer.concat(chunks),
  });
  return copy.formData();
}
