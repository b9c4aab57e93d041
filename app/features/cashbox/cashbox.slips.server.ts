import jsQR from 'jsqr';
import { slipVerify } from 'promptparse/validate';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, reencodeImage, type UploadImageType } from '../../../server/uploads/images.ts';
import { SLIP_MAX_BYTES } from './cashbox.schemas.ts';

/**
 * A transfer slip as the casino keeps it: only images (told by their first bytes, never by name or declared type),
 * decoded and re-encoded as a JPEG so that metadata (EXIF, GPS, comments) and anything appended to the file is
 * dropped; and the slip's mini-QR, when it carries one, read as Thai slip-verification data (sending bank and
 * transaction reference).
 */

export type SlipImageType = UploadImageType;

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

/** Longest side the QR reader looks at. */
const QR_SIDE = 1400;

const SLIP_CODES = { required: 'SLIP_REQUIRED', tooLarge: 'SLIP_TOO_LARGE', notImage: 'SLIP_NOT_IMAGE' };

export async function inspectSlip(bytes: Buffer): Promise<InspectedSlip> {
  const { type, image, width, height } = await reencodeImage(bytes, SLIP_MAX_BYTES, SLIP_CODES);
  const qr = await readQr(bytes);
  const verified = qr ? slipVerify(qr) : null;
  return {
    type,
    image,
    width,
    height,
    reference: verified?.transRef ?? null,
    sendingBank: verified?.sendingBank ?? null,
  };
}

/** The text of the first QR code in the image, or null. */
async function readQr(bytes: Buffer): Promise<string | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
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
