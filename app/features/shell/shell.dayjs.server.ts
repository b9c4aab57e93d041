import dayjs from 'dayjs';
import 'dayjs/locale/th.js';
import 'dayjs/locale/id.js';
import 'dayjs/locale/ms.js';
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/ko.js';
import 'dayjs/locale/hi.js';
import 'dayjs/locale/vi.js';
import 'dayjs/locale/tl-ph.js';
import 'dayjs/locale/pt.js';
import 'dayjs/locale/pt-br.js';
import 'dayjs/locale/bn-bd.js';
import 'dayjs/locale/ja.js';
import 'dayjs/locale/es.js';
import 'dayjs/locale/my.js';

/**
 * On the server every dayjs locale of the interface is registered once (dayjs(x).locale(name) per render; the
 * global locale stays English because one process serves every language).
 */
export function serverDayjsLocale(name: string): string {
  return dayjs.Ls[name] ? name : 'en';
}
