import { createHmac } from 'node:crypto';
import { fairMessage, streamRandom, type RandomInt } from './random.ts';

/** The round's random numbers on the game server: HMAC-SHA256 blocks keyed by the server seed (see random.ts). */
export function roundRandom(serverSeed: string, clientSeed: string, nonce: number): RandomInt {
  return streamRandom((index) =>
    createHmac('sha256', serverSeed)
      .update(fairMessage(clientSeed, nonce, index))
      .digest(),
  );
}
