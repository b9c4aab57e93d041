import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * Wallet addresses per network, checked the way the networks define them, so a mistyped address is caught before
 * any money is sent to it:
 * - TRC20 (TRON): Base58Check, 25 bytes, version byte 0x41, checksum = first 4 bytes of SHA-256(SHA-256(payload)).
 * - ERC20 (Ethereum) and BEP20 (BNB Smart Chain): `0x` and 40 hex digits; mixed case must carry a valid EIP-55
 *   checksum (all lower or all upper case carries none).
 * Shared by the profile form and the server.
 */

export type AddressFormat = 'tron' | 'evm';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_INDEX = new Map([...BASE58].map((c, i) => [c, i]));

/** Base58 (Bitcoin alphabet) to bytes; null for a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const c of text) {
    const digit = BASE58_INDEX.get(c);
    if (digit === undefined) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const c of text) {
    if (c !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  for (let i = 0; i < 4; i++) if (check[i] !== bytes[21 + i]) return false;
  return true;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The EIP-55 checksummed form of an EVM address (`0x` + 40 hex digits in any case). */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = hex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export function isWalletAddress(format: AddressFormat, address: string): boolean {
  return format === 'tron' ? isTronAddress(address) : isEvmAddress(address);
}

/** The form an address is stored in: EVM addresses checksummed (so one address has one spelling), TRON as given. */
export function normalWalletAddress(format: AddressFormat, address: string): string {
  const trimmed = address.trim();
  return format === 'evm' && isEvmAddress(trimmed) ? toChecksumAddress(trimmed) : trimmed;
}
