import sanitizeHtml from 'sanitize-html';
import { htmlLang, isLocale, type Locale } from '../../i18n/config.ts';
import type { LocaleService } from '../locale/locale.service.server.ts';
import type { PolicyService } from './policy.service.server.ts';
import type { Policy } from './policy.schemas.ts';

/** The policies that have a page of their own, in the order the pages link to each other; slug = route id = path. */
export const POLICY_PAGES = ['terms-and-conditions', 'privacy-policy', 'cookies-policy'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export function isPolicyPage(value: unknown): value is PolicyPage {
  return typeof value === 'string' && (POLICY_PAGES as readonly string[]).includes(value);
}

/** One entry of a policy's table of contents: the id of its heading in the page and the heading's text. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * What the text of a policy may contain: structure, emphasis, lists, tables and links. Everything else (scripts,
 * styles, event handlers, images, frames, ids and classes) is removed; the page adds its own heading ids.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A top-level heading belongs to the page: headings inside the text start one level below it.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
  disallowedTagsMode: 'discard',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A policy's stored HTML made safe to put in the page, with an id on each h2 and h3 (`policy-1`, `policy-2`, …)
 * and those headings as the table of contents.
 */
export function preparePolicyHtml(html: string): { html: string; toc: TocEntry[] } {
  const clean = sanitizeHtml(html, SANITIZE);
  const toc: TocEntry[] = [];
  // The sanitiser leaves headings without attributes, so `<h2>` / `<h3>` are exactly their opening tags.
  const withIds = clean.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_whole, level: string, inner: string) => {
    const text = decodeEntities(inner.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) return `<h${level}>${inner}</h${level}>`;
    const id = `policy-${toc.length + 1}`;
    toc.push({ id, text, level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: withIds, toc };
}

/** The last-updated date as people of the locale write it (the date in UTC, so every server shows the same day). */
export function formatPolicyDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Prepared texts by policy id and version: the stored text changes rarely and is read on every page view. */
const prepared = new Map<string, { html: string; toc: TocEntry[] }>();
const PREPARED_MAX = 200;

function preparedOf(policy: Policy): { html: string; toc: TocEntry[] } {
  const key = `${policy.id}\u0000${policy.updated_at}`;
  let hit = prepared.get(key);
  if (!hit) {
    hit = preparePolicyHtml(policy.content);
    if (prepared.size >= PREPARED_MAX) prepared.delete(prepared.keys().next().value!);
    prepared.set(key, hit);
  }
  return hit;
}

export interface PolicyPageData {
  slug: PolicyPage;
  title: string;
  html: string;
  toc: TocEntry[];
  updatedAt: string;
  updatedText: string;
  /** Set when the language has no text of its own and the default language's is shown: its BCP 47 tag and name. */
  fallback: { lang: string; name: string } | null;
  /**
   * Every policy page that has a text, in order, with its title (this page's among them, marked current); `lang`
   * when the title is the default language's.
   */
  pages: { slug: PolicyPage; title: string; current: boolean; lang?: string }[];
}

/**
 * A policy page in a language. A language without its own text gets the default language's; null when neither
 * has one.
 */
export async function loadPolicyPage(
  services: { policy: PolicyService; locale: LocaleService },
  slug: PolicyPage,
  locale: Locale,
): Promise<PolicyPageData | null> {
  const languages = await services.locale.languages();
  const own = languages.find((l) => l.code === locale) ?? null;
  const fallbackLanguage = languages.find((l) => l.is_default) ?? languages[0] ?? null;
  const read = async (languageId: number | undefined) =>
    languageId === undefined ? [] : Promise.all(POLICY_PAGES.map((s) => services.policy.policy(s, languageId)));
  const [mine, fallbackTexts] = await Promise.all([
    read(own?.id),
    fallbackLanguage && fallbackLanguage.id !== own?.id ? read(fallbackLanguage.id) : [],
  ]);
  const pick = (i: number): { policy: Policy; fallback: boolean } | null => {
    if (mine[i]) return { policy: mine[i]!, fallback: false };
    if (fallbackTexts[i]) return { policy: fallbackTexts[i]!, fallback: true };
    return null;
  };
  const index = POLICY_PAGES.indexOf(slug);
  const chosen = pick(index);
  if (!chosen) return null;
  const { policy } = chosen;
  const { html, toc } = preparedOf(policy);
  const fallbackCode = fallbackLanguage?.code ?? '';
  const fallbackLang = isLocale(fallbackCode) ? htmlLang(fallbackCode) : fallbackCode;
  const pages = POLICY_PAGES.flatMap((s, i) => {
    const page = i === index ? chosen : pick(i);
    if (!page) return [];
    return [
      { slug: s, title: page.policy.title, current: i === index, ...(page.fallback ? { lang: fallbackLang } : {}) },
    ];
  });
  return {
    slug,
    title: policy.title,
    html,
    toc,
    updatedAt: policy.updated_at,
    updatedText: formatPolicyDate(policy.updated_at, locale),
    fallback: chosen.fallback
      ? { lang: fallbackLang, name: fallbackLanguage!.native_name || fallbackLanguage!.name }
      : null,
    pages,
  };
}
