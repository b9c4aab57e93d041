/* Generated from providers/demo/fair/random.ts by fair/browser-modules.ts: edit the source, not this file. */
/**
 * Provably fair randomness, shared by the game server and the browser's verify page (this module imports nothing).
 *
 * A round's random numbers are read from HMAC-SHA256 blocks keyed by the server seed: block 0 is
 * HMAC-SHA256(server seed, `<client seed>:<nonce>`), and a round that needs more than its 32 bytes reads block k as
 * HMAC-SHA256(server seed, `<client seed>:<nonce>:<k>`). Numbers are taken as big-endian 32-bit words in order; a
 * uniform integer below `max` is the first word under the largest multiple of `max` that fits 2³², modulo `max`
 * (rejection sampling, so every value is exactly equally likely).
 */

/** A uniform integer in [0, max). */
                                                

/** The text signed for block `index` of round `nonce`. */
export function fairMessage(clientSeed        , nonce        , index        )         {
  return index === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${index}`;
}

/** Thrown when a round reads past the blocks given (the browser computes blocks ahead and retries with more). */
export class StreamExhausted extends Error {
  constructor() {
    super('random stream exhausted');
  }
}

const RANGE = 2 ** 32;

/** Uniform integers from the blocks `block(0)`, `block(1)` … of a round. */
export function streamRandom(block                               )            {
  let index = 0;
  let bytes = block(0);
  let offset = 0;
  const word = ()         => {
    if (offset + 4 > bytes.length) {
      index += 1;
      bytes = block(index);
      offset = 0;
    }
    const value =
      bytes[offset] * 0x1000000 + ((bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3]);
    offset += 4;
    return value;
  };
  return (max) => {
    if (!Number.isInteger(max) || max < 1 || max > RANGE) throw new RangeError(`bad range ${max}`);
    const limit = RANGE - (RANGE % max);
    for (;;) {
      const value = word();
      if (value < limit) return value % max;
    }
  };
}

/** The first `count` values of a Fisher–Yates shuffle of 0 … n−1 (all of them by default). */
export function shuffle(random           , n        , count = n)           {
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < Math.min(count, n - 1); i++) {
    const j = i + random(n - i);
    const swap = items[i];
    items[i] = items[j];
    items[j] = swap;
  }
  return items.slice(0, count);
}

/** Hex of bytes. */
export function toHex(bytes            )         {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
