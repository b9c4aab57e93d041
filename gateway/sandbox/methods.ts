import { createHash, createHmac } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { generate } from 'promptparse';
import QRCode from 'qrcode';
import { minorToDecimal } from './money.ts';

/** The payment methods of the merchant API. */
export const METHODS = ['PROMPTPAY', 'TRUEWALLET', 'CRYPTO', 'AUTO_BANK'] as const;
export type Method = (typeof METHODS)[number];

/** Where PromptPay and TrueMoney payments of the sandbox go: a demo PromptPay id (a Thai mobile number). */
export const DEFAULT_PROMPTPAY_ID = '0812345678';

/** The merchant's collecting account that AUTO_BANK payers transfer to (sandbox data). */
export interface CollectingAccount {
  bank_name: string;
  account_name: string;
  account_no: string;
}

export const DEFAULT_COLLECTING_ACCOUNT: CollectingAccount = {
  bank_name: 'Kasikornbank',
  account_name: 'Sandbox Merchant Co., Ltd.',
  account_no: '123-4-56789-0',
};

/** PromptPay id → the proxy type of the EMVCo tag 29: 10-digit mobile, 13-digit national/tax id, 15-digit e-wallet. */
export function promptpayProxy(id: string): { type: 'MSISDN' | 'NATID' | 'EWALLETID'; target: string } {
  const digits = id.replace(/\D/g, '');
  if (/^0\d{9}$/.test(digits)) return { type: 'MSISDN', target: digits };
  if (/^\d{13}$/.test(digits)) return { type: 'NATID', target: digits };
  if (/^\d{15}$/.test(digits)) return { type: 'EWALLETID', target: digits };
  throw new Error(`not a PromptPay id: ${id}`);
}

/**
 * The PromptPay (Thai QR) EMVCo payload for a THB amount in satang: merchant-presented, dynamic (point of initiation
 * 12, because it carries an amount), tag 29 with the receiver, tag 53 = 764, tag 54 = the amount, tag 63 = CRC-16.
 */
export function promptpayPayload(promptpayId: string, amountMinor: number): string {
  const proxy = promptpayProxy(promptpayId);
  return generate.anyId({ ...proxy, amount: Number(minorToDecimal(amountMinor, 'THB')) });
}

/** The TrueMoney Wallet QR of the same receiver (a PromptPay e-wallet payload the TrueMoney app reads). */
export function trueMoneyPayload(mobileNo: string, amountMinor: number, message: string): string {
  return generate.trueMoney({
    mobileNo: mobileNo.replace(/\D/g, ''),
    amount: Number(minorToDecimal(amountMinor, 'THB')),
    message,
  });
}

/** A QR code image (PNG, as a data: URL) of `text`. */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** 20 address bytes → EIP-55 checksummed hex. */
export function evmAddress(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex))).toString('hex');
  let out = '0x';
  for (let i = 0; i < hex.length; i++) out += parseInt(hash[i], 16) >= 8 ? hex[i].toUpperCase() : hex[i];
  return out;
}

/** 20 address bytes → a TRON address (0x41 prefix, Base58Check). */
export function tronAddress(bytes: Buffer): string {
  const payload = Buffer.concat([Buffer.from([0x41]), bytes]);
  const check = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest().subarray(0, 4);
  return base58(Buffer.concat([payload, check]));
}

export function isTronNetwork(network: string): boolean {
  return /^(trc-?20|tron|trx)$/i.test(network.trim());
}

/**
 * The deposit address of one payment: derived from the gateway's key and the payment id, so every instance computes
 * the same one and no two payments share an address. TRON networks get a TRON address, every other network an EVM one.
 */
export function depositAddress(key: string, paymentId: string, network: string): string {
  const bytes = createHmac('sha256', key).update(`address:${paymentId}`).digest().subarray(0, 20);
  return isTronNetwork(network) ? tronAddress(Buffer.from(bytes)) : evmAddress(Buffer.from(bytes));
}

/** A transaction hash for a simulated on-chain transfer, in the network's usual form. */
export function transactionHash(key: string, paymentId: string, network: string): string {
  const hex = createHmac('sha256', key).update(`tx:${paymentId}`).digest('hex');
  return isTronNetwork(network) ? hex : `0x${hex}`;
}

/** The transfer reference an AUTO_BANK payer writes in the transfer's note: short, unambiguous characters. */
export function bankReference(paymentId: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const digest = createHash('sha256').update(paymentId).digest();
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[digest[i] % alphabet.length];
  return out;
}
