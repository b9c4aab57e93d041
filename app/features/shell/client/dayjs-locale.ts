/** The dayjs locales of the 15 interface languages, each loaded only when it is needed. */
const LOADERS: Record<string, () => Promise<unknown>> = {
  th: () => import('dayjs/locale/th.js'),
  id: () => import('dayjs/locale/id.js'),
  ms: () => import('dayjs/locale/ms.js'),
  'zh-cn': () => import('dayjs/locale/zh-cn.js'),
  ko: () => import('dayjs/locale/ko.js'),
  hi: () => import('dayjs/locale/hi.js'),
  vi: () => import('dayjs/locale/vi.js'),
  'tl-ph': () => import('dayjs/locale/tl-ph.js'),
  pt: () => import('dayjs/locale/pt.js'),
  'pt-br': () => import('dayjs/locale/pt-br.js'),
  'bn-bd': () => import('dayjs/locale/bn-bd.js'),
  ja: () => import('dayjs/locale/ja.js'),
  es: () => import('dayjs/locale/es.js'),
  my: () => import('dayjs/locale/my.js'),
};

let dayjsLoaded = false;

/**
 * Loads a dayjs locale (English is built in) and makes it the global one. dayjs itself is loaded with it, so a page
 * in English that formats no dates does not download it; code that imports dayjs gets the same module.
 */
export async function loadDayjsLocale(name: string): Promise<void> {
  try {
    if (name === 'en' && !dayjsLoaded) return; // English is dayjs's default locale
    const [{ default: dayjs }] = await Promise.all([import('dayjs'), name !== 'en' ? LOADERS[name]?.() : undefined]);
    dayjsLoaded = true;
    dayjs.locale(name in LOADERS || name === 'en' ? name : 'en');
  } catch (err) {
    console.error(`dayjs locale ${name} could not be loaded`, err);
  }
}
