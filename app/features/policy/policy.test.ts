import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { LOCALES } from '../../i18n/config.ts';
import { POLICY_SLUGS } from './policy.schemas.ts';

let t: TestApp;
let lang: Record<string, number>;

const get = (url: string) => t.app.inject({ url, remoteAddress: '192.0.2.1' });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  lang = Object.fromEntries(
    await Promise.all(LOCALES.map(async (code) => [code, (await t.services.locale.languageByCode(code))!.id])),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('GET /pb/policy', () => {
  it('policy: the four policy pages in every language, each its own text', async () => {
    for (const slug of POLICY_SLUGS) {
      const english = (await get(`/pb/policy?slug=${slug}&language_id=${lang.en}`)).json().data[0].content;
      for (const code of LOCALES) {
        const res = await get(`/pb/policy?slug=${slug}&language_id=${lang[code]}`);
        const [p] = res.json().data;
        expect(p, `${slug} ${code}`).toMatchObject({ slug, language_id: lang[code] });
        expect(p.content).toMatch(/^<h2>.+<\/h2>\n<p>.+<\/p>/);
        if (code !== 'en') expect(p.content, `${slug} ${code}`).not.toBe(english);
      }
    }
    const one = (await get(`/pb/policy?slug=security&language_id=${lang.zh}`)).json().data[0];
    expect((await get(`/pb/policy/${one.id}`)).json()).toMatchObject({ id: one.id, title: '安全' });
  });

  it.each([
    ['/pb/policy?slug[$regex]=a', 'unknown operator'],
    ['/pb/policy?slug[a]=1', 'object where a scalar belongs'],
    ['/pb/policy?$limit=100000', 'limit over the cap'],
    ['/pb/policy?id=abc', 'wrong type'],
    ['/pb/policy?password=1', 'field not on the allow-list'],
  ])('%s (%s) answers 400 in the error shape', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request', errorCode: 'INVALID_QUERY' });
    expect(Object.keys(body.messages)).toHaveLength(15);
  });
});

describe('AppServices.policy', () => {
  it('reads a policy of a language, null when the language has none', async () => {
    expect((await t.services.policy.policy('cookies-policy', lang.br))?.title).toBe('Política de cookies');
    expect(await t.services.policy.policy('security', 999_999)).toBeNull();
  });

  it('gives each policy page its SEO entry: the policy title with the site name and its first paragraph', async () => {
    for (const slug of ['terms-and-conditions', 'privacy-policy', 'cookies-policy'] as const) {
      const policy = (await t.services.policy.policy(slug, lang.th))!;
      const seo = (await t.services.site.seoConfig(slug, lang.th))!;
      expect(seo).toMatchObject({ page_name: slug, title: `${policy.title} | Lotus Royale` });
      const paragraph = /<p>([^<]*)<\/p>/.exec(policy.content)![1];
      expect(paragraph.startsWith(seo.description.replace(/…$/, ''))).toBe(true);
    }
  });
});
