import i18next, { type i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from './catalog.server.ts';
import { LOCALES } from './config.ts';
import { createInstance } from './i18next-lite.ts';

/** The options app/i18n/i18n.ts initialises both with. */
const OPTIONS = {
  fallbackLng: false as const,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};

function pair(lng: string, resources: Record<string, Record<string, unknown>>): { real: I18n; lite: I18n } {
  const real = i18next.createInstance();
  void real
    .use(initReactI18next)
    .init({ ...OPTIONS, lng, resources: { [lng]: resources }, ns: Object.keys(resources) });
  const lite = createInstance() as unknown as I18n;
  void lite
    .use(initReactI18next)
    .init({ ...OPTIONS, lng, resources: { [lng]: resources }, ns: Object.keys(resources) });
  return { real, lite };
}

function leaves(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const catalogs = loadCatalogs();

describe('the i18next-compatible core gives the texts i18next gives', () => {
  for (const locale of LOCALES) {
    it(`every key of every namespace in ${locale}, with and without its values`, () => {
      const { real, lite } = pair(locale, catalogs[locale]);
      let compared = 0;
      for (const [ns, bundle] of Object.entries(catalogs[locale])) {
        for (const [key, text] of leaves(bundle, '', [])) {
          const names = [...text.matchAll(/\{\{-?\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]);
          const values = Object.fromEntries(names.map((n) => [n, `<${n}&"/>`]));
          expect(lite.t(`${ns}:${key}`, values), `${locale} ${ns}:${key}`).toBe(real.t(`${ns}:${key}`, values));
          expect(lite.t(`${ns}:${key}`), `${locale} ${ns}:${key} without values`).toBe(real.t(`${ns}:${key}`));
          expect(lite.getFixedT(locale, ns)(key, values)).toBe(real.getFixedT(locale, ns)(key, values));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
  }

  const resources = {
    common: {
      close: 'Close',
      hello: 'Hello {{name}}',
      raw: 'Raw {{- html}} and {{html}}',
      deep: 'Deep {{user.name}}',
      list: { a: 'A {{x}}', b: 'B' },
      empty: '',
    },
    auth: {
      title: 'Log in',
      errors: { LOGIN_FAILED: 'Wrong {{field}}' },
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      item_zero: 'no items',
    },
  };
  const cases: [string, (i: I18n) => unknown][] = [
    ['default namespace', (i) => i.t('close')],
    ['namespace prefix', (i) => i.t('auth:title')],
    ['missing key', (i) => i.t('auth:nope.deeper')],
    ['first key found', (i) => i.t(['auth:errors.NOPE', 'auth:errors.LOGIN_FAILED', 'close'], { field: 'x' })],
    ['no key found: the last', (i) => i.t(['auth:a', 'common:b'])],
    ['fixed namespaces', (i) => i.getFixedT('en', 'auth')('title')],
    ['fixed namespace list, first only', (i) => i.getFixedT('en', ['auth', 'common'])('close')],
    ['options.ns list', (i) => i.t('close', { ns: ['auth', 'common'] })],
    ['defaultValue', (i) => i.t('nope', { defaultValue: 'Fallback {{v}}', v: 1 })],
    ['string overload', (i) => i.t('nope', 'Given default')],
    ['dotted value', (i) => i.t('deep', { user: { name: 'Ann' } })],
    ['unescaped and escaped values', (i) => i.t('raw', { html: '<b a="1">/\'', interpolation: { escapeValue: true } })],
    ['value missing', (i) => i.t('hello')],
    ['value undefined but given', (i) => i.t('hello', { name: undefined })],
    ['number value', (i) => i.t('hello', { name: 5 })],
    ['plural one', (i) => i.t('auth:item', { count: 1 })],
    ['plural other', (i) => i.t('auth:item', { count: 3 })],
    ['plural zero', (i) => i.t('auth:item', { count: 0 })],
    ['object without returnObjects', (i) => i.t('list')],
    ['object with returnObjects', (i) => i.t('list', { returnObjects: true, x: 1 })],
    ['empty text', (i) => i.t('empty')],
    ['exists', (i) => [i.exists('close'), i.exists('auth:title'), i.exists('auth:nope'), i.exists('common:errors.X')]],
    [
      'custom delimiters',
      (i) => i.t('nope', { defaultValue: 'a #$?v?$# b', v: 2, interpolation: { prefix: '#$?', suffix: '?$#' } }),
    ],
  ];
  for (const [name, run] of cases) {
    it(name, () => {
      const { real, lite } = pair('en', resources);
      expect(run(lite)).toEqual(run(real));
    });
  }

  it('renders Trans with values and components the same', () => {
    const res = { policy: { updated: 'Updated <time>{{date}}</time> & <1>more</1>' } };
    const render = (i18n: I18n) => {
      function Page() {
        const { t } = useTranslation('policy');
        return createElement(
          'p',
          null,
          createElement(Trans, {
            t,
            i18nKey: 'updated',
            values: { date: '1 <May>' },
            components: { time: createElement('time', { dateTime: '2025-05-01' }) },
          }),
        );
      }
      return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Page)));
    };
    const { real, lite } = pair('en', res);
    expect(render(lite)).toBe(render(real));
    expect(render(lite)).toContain('<time dateTime="2025-05-01">1 &lt;May&gt;</time>');
  });
});

describe("react-i18next's wrapper of the instance", () => {
  it('copies a handful of own properties and shares the state with the instance', () => {
    const { lite } = pair('en', { common: { hi: 'Hi {{name}}', plain: 'Plain' } });
    // useTranslation copies the instance's own properties for each component it renders the first time.
    expect(Object.keys(Object.getOwnPropertyDescriptors(lite)).length).toBeLessThanOrEqual(5);
    const wrapper = Object.create(Object.getPrototypeOf(lite), Object.getOwnPropertyDescriptors(lite)) as I18n;
    expect(wrapper.language).toBe('en');
    expect(wrapper.t('hi', { name: 'Ann' })).toBe('Hi Ann');
    expect(wrapper.t('plain')).toBe('Plain');
    wrapper.addResourceBundle('en', 'extra', { k: 'Added' });
    expect(lite.t('extra:k')).toBe('Added');
    void lite.changeLanguage('th');
    expect(wrapper.language).toBe('th');
  });
});

describe('loading namespaces', () => {
  it('reads a missing namespace through the backend once, retries a failure, and reports it loaded', async () => {
    const reads: string[] = [];
    let fail = 1;
    const lite = createInstance() as unknown as I18n;
    lite.use({
      type: 'backend',
      init() {},
      read(lng: string, ns: string, cb: (err: unknown, data?: unknown) => void) {
        reads.push(`${lng}/${ns}`);
        if (fail-- > 0) setTimeout(() => cb(new Error('offline')), 1);
        else setTimeout(() => cb(null, { title: 'Log in' }), 1);
      },
    });
    void lite.init({
      ...OPTIONS,
      lng: 'en',
      resources: { en: { common: { close: 'Close' } } },
      partialBundledLanguages: true,
      ns: ['common'],
    });
    expect(lite.hasLoadedNamespace('auth')).toBe(false);
    await Promise.all([lite.loadNamespaces('auth'), lite.loadNamespaces(['auth', 'common'])]);
    expect(reads).toEqual(['en/auth', 'en/auth']);
    expect(lite.hasLoadedNamespace('auth')).toBe(true);
    expect(lite.t('auth:title')).toBe('Log in');
  });
});
