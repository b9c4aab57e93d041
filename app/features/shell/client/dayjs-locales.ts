import dayjs from 'dayjs';

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

/** Loads a dayjs locale (English is built in) and makes it the global one. */
export async function applyDayjsLocale(name: string): Promise<void> {
  if (name !== 'en') await LOADERS[name]?.();
  dayjs.locale(name in LOADERS || name === 'en' ? name : 'en');
}
