/**
 * Help lines for problem gambling and emotional support, per country: the organisation's name, its number and site.
 * The country is named in its own language (as a language menu names languages), so the list reads the same in
 * every interface language; the page's language puts its country first. Gambling Therapy, GamCare and Gamblers
 * Anonymous help everywhere and in many languages.
 */
export interface Helpline {
  country: string;
  /** The interface languages whose players most likely live there. */
  locales: readonly string[];
  name: string;
  phone?: string;
  url: string;
}

export const INTERNATIONAL_HELP: readonly Helpline[] = [
  { country: 'International', locales: [], name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
  { country: 'International', locales: [], name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
];

export const HELPLINES: readonly Helpline[] = [
  {
    country: 'United Kingdom',
    locales: ['en'],
    name: 'GamCare – National Gambling Helpline',
    phone: '0808 8020 133',
    url: 'https://www.gamcare.org.uk',
  },
  {
    country: 'ประเทศไทย',
    locales: ['th'],
    name: 'สายด่วนสุขภาพจิต กรมสุขภาพจิต',
    phone: '1323',
    url: 'https://www.dmh.go.th',
  },
  {
    country: 'Indonesia',
    locales: ['id'],
    name: 'Layanan SEJIWA Kemenkes',
    phone: '119 ext 8',
    url: 'https://www.kemkes.go.id',
  },
  {
    country: 'Malaysia',
    locales: ['my'],
    name: 'Talian HEAL – Kementerian Kesihatan Malaysia',
    phone: '15555',
    url: 'https://www.moh.gov.my',
  },
  {
    country: '香港',
    locales: ['zh'],
    name: '平和基金 戒賭輔導熱線',
    phone: '183 4633',
    url: 'https://www.hyab.gov.hk',
  },
  {
    country: '대한민국',
    locales: ['ko'],
    name: '한국도박문제예방치유원',
    phone: '1336',
    url: 'https://www.kcgp.or.kr',
  },
  { country: 'भारत', locales: ['hi'], name: 'Tele-MANAS', phone: '14416', url: 'https://telemanas.mohfw.gov.in' },
  { country: 'Pilipinas', locales: ['ph'], name: 'NCMH Crisis Hotline', phone: '1553', url: 'https://ncmh.gov.ph' },
  {
    country: 'Portugal',
    locales: ['pt'],
    name: 'ICAD (ex-SICAD) – Linha Vida',
    phone: '1414',
    url: 'https://www.sicad.pt',
  },
  {
    country: 'Brasil',
    locales: ['br'],
    name: 'CVV – Centro de Valorização da Vida',
    phone: '188',
    url: 'https://cvv.org.br',
  },
  { country: 'বাংলাদেশ', locales: ['bd'], name: 'Kaan Pete Roi', url: 'https://www.kaanpeteroi.org' },
  {
    country: '日本',
    locales: ['jp'],
    name: 'よりそいホットライン',
    phone: '0120-279-338',
    url: 'https://www.since2011.net/yorisoi/',
  },
  { country: 'España', locales: ['es'], name: 'FEJAR', phone: '900 200 225', url: 'https://www.fejar.org' },
  {
    country: 'España',
    locales: ['es'],
    name: 'Línea 024 de atención a la conducta suicida',
    phone: '024',
    url: 'https://www.sanidad.gob.es',
  },
];

/** The help lines with the language's country first, then the others, then the international ones. */
export function helplinesFor(locale: string): Helpline[] {
  const own = HELPLINES.filter((h) => h.locales.includes(locale));
  const rest = HELPLINES.filter((h) => !h.locales.includes(locale));
  return [...own, ...rest, ...INTERNATIONAL_HELP];
}
