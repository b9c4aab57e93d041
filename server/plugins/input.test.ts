import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unstorableText } from './input.ts';

describe('unstorableText', () => {
  it('finds a NUL or broken Unicode in any key or text of parsed data', () => {
    expect(unstorableText({ a: [{ b: 'x\u0000' }] })).toBe('x\u0000');
    expect(unstorableText({ 'k\uD800': 1 })).toBe('k\uD800');
    expect(unstorableText({ a: ['fine', { b: 2 }], c: null })).toBeNull();
  });

  it('leaves alone what is not parsed data, such as a page form post handed on as its stream', () => {
    const stream = new PassThrough();
    expect(unstorableText(stream)).toBeNull();
    expect(unstorableText({ body: stream })).toBeNull();
    expect(unstorableText(Buffer.from('a\u0000'))).toBeNull();
  });
});
