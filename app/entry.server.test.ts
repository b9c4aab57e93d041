import { describe, expect, it } from 'vitest';
import { dataScripts } from './entry.server.tsx';

describe('the loader data scripts of a page rendered in one piece', () => {
  it('hand React Router its data as its streaming renderer does, with the nonce, and cannot close the script early', () => {
    const data = '[{"title":"</script><script>alert(1)</script> & \u2028"}]\n';
    const html = dataScripts(data, 'abc+/=');
    const scripts = [...html.matchAll(/<script nonce="abc\+\/=">(.*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toBe('window.__reactRouterContext.streamController.close();');
    expect(scripts[0]).not.toMatch(/[<>&\u2028]/);
    // What the browser runs enqueues exactly the text React Router's encoder produced.
    const enqueued: string[] = [];
    new Function('window', scripts[0])({
      __reactRouterContext: { streamController: { enqueue: (t: string) => enqueued.push(t) } },
    });
    expect(enqueued).toEqual([data]);
  });

  it('keeps a nonce to its characters and closes the stream even without data', () => {
    expect(dataScripts(null, 'a"b><c')).toBe(
      '<script nonce="abc">window.__reactRouterContext.streamController.close();</script>',
    );
    expect(dataScripts(null, undefined)).toBe('<script>window.__reactRouterContext.streamController.close();</script>');
  });
});
