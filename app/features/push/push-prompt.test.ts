import { describe, expect, it } from 'vitest';
import { keyBytes, planPrompt, promptKind, sameKey } from './push-prompt.ts';

describe('the push prompt rules', () => {
  const base = { supported: true, permission: 'default' as NotificationPermission, answered: false, synced: false };

  it('says nothing is supported on a device without Web Push, whatever else holds', () => {
    expect(planPrompt({ ...base, supported: false })).toBe('unsupported');
    expect(planPrompt({ ...base, supported: false, permission: 'granted' })).toBe('unsupported');
  });

  it('shows no prompt when permission is granted (the subscription is kept current once a session) or denied', () => {
    expect(planPrompt({ ...base, permission: 'granted' })).toBe('keep-subscribed');
    expect(planPrompt({ ...base, permission: 'granted', synced: true })).toBe('nothing');
    expect(planPrompt({ ...base, permission: 'denied' })).toBe('nothing');
  });

  it('asks the trigger allowance only while the local-storage marker is absent', () => {
    expect(planPrompt(base)).toBe('ask-trigger');
    expect(planPrompt({ ...base, answered: true })).toBe('nothing');
  });

  it('active 1 is the site’s own prompt, anything else the browser’s request', () => {
    expect(promptKind(1)).toBe('site');
    expect(promptKind(0)).toBe('browser');
    expect(promptKind(undefined)).toBe('browser');
  });

  it('reads the VAPID key and compares it with a subscription’s', () => {
    const key = Buffer.alloc(65, 7);
    key[0] = 4;
    const bytes = keyBytes(key.toString('base64url'));
    expect(Buffer.from(bytes)).toEqual(key);
    expect(sameKey(new Uint8Array(key).buffer, bytes)).toBe(true);
    const other = Buffer.from(key);
    other[64] = 8;
    expect(sameKey(new Uint8Array(other).buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});
