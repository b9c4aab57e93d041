import jsQR from 'jsqr';
import { slipVerify } from 'promptparse/validate';
import sharp from 'sharp';
import { AppError } from '../../../server/errors.ts';
import { SLIP_MAX_BYTES } from './cashbox.schemas.ts';

/**
 * A transfer slip as the casino keeps it: only images (told by their first bytes, never by name or declared type),
 * decoded and re-encoded as a JPEG so that metadata (EXIF, GPS, comments) and anything appended to the file is
 * dropped; and the slip's mini-QR, when it carries one, read as Thai slip-verification data (sending bank and
 * transaction reference).
 */

export type SlipImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the bytes start with, or null (SVG, PDF, a renamed text file …). */
export function sniffImage(bytes: Buffer): SlipImageType | null {
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

export interface InspectedSlip {
  type: SlipImageType;
  /** The re-encoded image (JPEG, no metadata). */
  image: Buffer;
  width: number;
  height: number;
  /** Slip-verification mini-QR: transaction reference and sending bank code; null without one. */
  reference: string | null;
  sendingBank: string | null;
}

/** Pixels an image may have (a decompression bomb is refused before it is decoded). */
const MAX_PIXELS = 40_000_000;
/** Longest side kept. */
const MAX_SIDE = 2400;
/** Longest side the QR reader looks at. */
const QR_SIDE = 1400;

export async function inspectSlip(bytes: Buffer): Promise<InspectedSlip> {
  if (bytes.length === 0) throw new AppError('BadRequest', 'SLIP_REQUIRED');
  if (bytes.length > SLIP_MAX_BYTES) throw new AppError('BadRequest', 'SLIP_TOO_LARGE', { params: { max: 2 } });
  const type = sniffImage(bytes);
  if (!type) throw new AppError('BadRequest', 'SLIP_NOT_IMAGE');
  let image: Buffer;
  let info: { width: number; height: number };
  try {
    ({ data: image, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }));
  } catch {
    throw new AppError('BadRequest', 'SLIP_NOT_IMAGE');
  }
  const qr = await readQr(bytes);
  const verified = qr ? slipVerify(qr) : null;
  return {
    type,
    image,
    width: info.width,
    height: info.height,
    reference: verified?.transRef ?? null,
    sendingBank: verified?.sendingBank ?? null,
  };
}

/** The text of the first QR code in the image, or null. */
async function readQr(bytes: Buffer): Promise<string | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: QR_SIDE, height: QR_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
    return found?.data || null;
  } catch {
    return null;
  }
}
