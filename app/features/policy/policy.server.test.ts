import { describe, expect, it } from 'vitest';
import type { LanguageRow } from '../locale/locale.service.server.ts';
import type { Policy, PolicySlug } from './policy.schemas.ts';
import { formatPolicyDate, loadPolicyPage, preparePolicyHtml } from './policy.server.ts';

describe('preparePolicyHtml', () => {
  it('keeps the text and its structure, gives each h2 and h3 an id and lists them as the table of contents', () => {
    const { html, toc } = preparePolicyHtml(
      '<h2>Your account</h2>\n<p>One <strong>account</strong> each.</p><h3>Age &amp; country</h3><p>18+</p><h2>Fair play</h2><ul><li>RNG</li></ul>',
    );
    expect(html).toBe(
      '<h2 id="policy-1">Your account</h2>\n<p>One <strong>account</strong> each.</p><h3 id="policy-2">Age &amp; country</h3><p>18+</p><h2 id="policy-3">Fair play</h2><ul><li>RNG</li></ul>',
    );
    expect(toc).toEqual([
      { id: 'policy-1', text: 'Your account', level: 2 },
      { id: 'policy-2', text: 'Age & country', level: 3 },
      { id: 'policy-3', text: 'Fair play', level: 2 },
    ]);
  });

  it('removes scripts, styles, event handlers, images, frames, ids, classes and unsafe links', () => {
    const { html, toc } = preparePolicyHtml(
      '<h2 id="x" class="y" onclick="steal()">T<script>alert(1)</script></h2><style>body{display:none}</style>' +
        '<p onmouseover="x()">a <a href="javascript:alert(1)">bad</a> <a href="//evil.test/">proto</a> <img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe></p>',
    );
    expect(html).not.toMatch(/script|style|onclick|onmouseover|onerror|javascript:|evil|<img|<iframe|class=|id="x"/);
    expect(html).toBe('<h2 id="policy-1">T</h2><p>a <a>bad</a> <a>proto</a> </p>');
    expect(toc).toEqual([{ id: 'policy-1', text: 'T', level: 2 }]);
  });

  it('opens outside links in a new tab without giving them the page, keeps site and mail links as they are', () => {
    const { html } = preparePolicyHtml(
      '<p><a href="https://example.org/help" target="_top" rel="opener">help</a> <a href="/en/privacy-policy">privacy</a> <a href="mailto:help@example.org">mail</a></p>',
    );
    expect(html).toBe(
      '<p><a href="https://example.org/help" target="_blank" rel="noopener noreferrer">help</a> <a href="/en/privacy-policy">privacy</a> <a href="mailto:help@example.org">mail</a></p>',
    );
  });

  it('turns a top-level heading into a section heading under the page title; a text without headings has no contents', () => {
    expect(preparePolicyHtml('<h1>Intro</h1><p>x</p>').html).toBe('<h2 id="policy-1">Intro</h2><p>x</p>');
    expect(preparePolicyHtml('<p>Only a paragraph.</p>')).toEqual({ html: '<p>Only a paragraph.</p>', toc: [] });
    // An empty heading stays out of the contents.
    expect(preparePolicyHtml('<h2> </h2><h2>Real</h2>').toc).toEqual([{ id: 'policy-1', text: 'Real', level: 2 }]);
  });
});

describe('formatPolicyDate', () => {
  it('writes the date as people of the locale do, the same day on every server', () => {
    expect(formatPolicyDate('2026-03-05T23:30:00.000Z', 'en')).toBe('March 5, 2026');
    expect(formatPolicyDate('2026-03-05T23:30:00.000Z', 'th')).toBe('5 มีนาคม 2569');
    expect(formatPolicyDate('2026-03-05T23:30:00.000Z', 'jp')).toBe('2026年3月5日');
    expect(formatPolicyDate('2026-03-05T23:30:00.000Z', 'br')).toBe('5 de março de 2026');
    expect(formatPolicyDate('not a date', 'en')).toBe('');
  });
});

describe('loadPolicyPage', () => {
  const language = (id: number, code: string, isDefault: boolean): LanguageRow =>
    ({
      id,
      code,
      name: code.toUpperCase(),
      native_name: code === 'th' ? 'ไทย' : `${code}-native`,
      is_default: isDefault,
    }) as LanguageRow;
  // Thai is the default language; Korean has only the privacy policy; Japanese is not a language of the site.
  const languages = [language(1, 'th', true), language(2, 'en', false), language(3, 'ko', false)];
  const texts = new Map<string, Policy>();
  const add = (slug: PolicySlug, languageId: number, title: string) =>
    texts.set(`${slug}:${languageId}`, {
      id: texts.size + 1,
      slug,
      language_id: languageId,
      title,
      content: `<h2>${title} A</h2><p>a</p><h2>${title} B</h2><p>b</p>`,
      updated_at: '2026-01-15T08:00:00.000Z',
    });
  add('terms-and-conditions', 1, 'ข้อกำหนด');
  add('privacy-policy', 1, 'ความเป็นส่วนตัว');
  add('terms-and-conditions', 2, 'Terms');
  add('privacy-policy', 2, 'Privacy');
  add('cookies-policy', 2, 'Cookies');
  add('privacy-policy', 3, '개인정보');
  const services = {
    locale: { languages: async () => languages },
    policy: { policy: async (slug: PolicySlug, languageId: number) => texts.get(`${slug}:${languageId}`) ?? null },
  } as unknown as Parameters<typeof loadPolicyPage>[0];

  it("gives the language's own text with its contents, date and the other policies of that language", async () => {
    const page = await loadPolicyPage(services, 'privacy-policy', 'en');
    expect(page).toMatchObject({
      slug: 'privacy-policy',
      title: 'Privacy',
      toc: [
        { id: 'policy-1', text: 'Privacy A', level: 2 },
        { id: 'policy-2', text: 'Privacy B', level: 2 },
      ],
      updatedAt: '2026-01-15T08:00:00.000Z',
      updatedText: 'January 15, 2026',
      fallback: null,
      pages: [
        { slug: 'terms-and-conditions', title: 'Terms', current: false },
        { slug: 'privacy-policy', title: 'Privacy', current: true },
        { slug: 'cookies-policy', title: 'Cookies', current: false },
      ],
    });
    expect(page!.pages.every((p) => !('lang' in p))).toBe(true);
  });

  it("falls back to the default language's text, marked with its language, where a language has none", async () => {
    const page = await loadPolicyPage(services, 'terms-and-conditions', 'ko');
    expect(page).toMatchObject({
      title: 'ข้อกำหนด',
      fallback: { lang: 'th', name: 'ไทย' },
      updatedText: '2026년 1월 15일',
    });
    // Korean has its own privacy policy; the terms come from Thai; no cookie policy in either.
    expect(page!.pages).toEqual([
      { slug: 'terms-and-conditions', title: 'ข้อกำหนด', current: true, lang: 'th' },
      { slug: 'privacy-policy', title: '개인정보', current: false },
    ]);
    // A locale the site does not offer reads the default language's texts too.
    expect((await loadPolicyPage(services, 'privacy-policy', 'jp'))?.title).toBe('ความเป็นส่วนตัว');
  });

  it('is null when neither the language nor the default language has the policy', async () => {
    expect(await loadPolicyPage(services, 'cookies-policy', 'ko')).toBeNull();
    expect(await loadPolicyPage(services, 'cookies-policy', 'th')).toBeNull();
    expect((await loadPolicyPage(services, 'cookies-policy', 'en'))?.title).toBe('Cookies');
  });
});
