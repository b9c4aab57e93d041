import { describe, expect, it } from 'vitest';
import { expandJson, fromJsonText, rememberJsonText, toJsonText, withJson, type JsonText } from './json-text.ts';

describe('loader data as JSON text', () => {
  it('travels as one string and expands to the whole data, the same object for the same data', () => {
    const data = withJson({ rows: [{ id: 1, name: 'Rocket Rise' }], title: 'Lobby' }, { mine: null });
    expect(typeof data.json).toBe('string');
    expect(Object.keys(data).sort()).toEqual(['json', 'mine']);
    const whole = expandJson(data);
    expect(whole).toEqual({ rows: [{ id: 1, name: 'Rocket Rise' }], title: 'Lobby', mine: null });
    expect(expandJson(data)).toBe(whole);
  });

  it('reads a text written in this process as the value it was written from, and parses a new text once', () => {
    const value = { a: [1, 2, 3] };
    const text = toJsonText(value);
    expect(fromJsonText(text)).toBe(value);
    // A text from elsewhere (the browser's copy of the server's): parsed, then the same object each time.
    const copy = JSON.stringify({ b: 'ไทย' }) as JsonText<{ b: string }>;
    const first = fromJsonText(copy);
    expect(first).toEqual({ b: 'ไทย' });
    expect(fromJsonText(copy)).toBe(first);
  });

  it('keeps a remembered text for good, however many texts pass after it', () => {
    const catalog = { common: { ok: 'OK' } };
    const text = JSON.stringify(catalog) as JsonText<typeof catalog>;
    rememberJsonText(text, catalog);
    for (let i = 0; i < 100; i++) toJsonText({ member: i });
    expect(fromJsonText(text)).toBe(catalog);
  });

  it('answers data without a JSON part as it is', () => {
    const plain = { pageName: 'index', seo: null };
    expect(expandJson(plain as never)).toBe(plain);
  });

  it('refuses at compile time what JSON would change', () => {
    // @ts-expect-error A date would arrive as a string.
    toJsonText({ at: new Date(0) });
    // @ts-expect-error A function does not travel.
    withJson({ run: () => 1 }, {});
    toJsonText({ config: JSON.parse('{"a":1}') as unknown, list: ['x'], n: null });
  });
});
