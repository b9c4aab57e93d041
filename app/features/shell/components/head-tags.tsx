import { createElement, useEffect, useRef } from 'react';
import type { ShellData } from '../shell.types.ts';
import {
  gaInlineScript,
  gaScriptSrc,
  gtmHeadScript,
  gtmNoscriptSrc,
  parseHeadHtml,
  pixelInlineScript,
  pixelNoscriptSrc,
  safeScriptText,
  type HeadElement,
} from '../shell.tags.ts';
import { safeStyleText } from '../shell.theme.ts';
import { seoTags, seoTitle } from '../../../shared/seo.ts';
import { useLocation } from 'react-router';
import { htmlLang, isLocale, type Locale } from '../../../i18n/config.ts';
import { HOME_VARIANT_PAGES } from '../shell.experiment.ts';
import { switchLocalePath } from '../shell.language.ts';
import { useNonce } from '../../../shared/nonce.ts';
import { localePath } from '../shell.links.ts';

const REACT_ATTR: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  referrerpolicy: 'referrerPolicy',
  nomodule: 'noModule',
  nonce: 'nonce',
  fetchpriority: 'fetchPriority',
  hreflang: 'hrefLang',
};

function toProps(attrs: HeadElement['attrs']): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(attrs)) props[REACT_ATTR[k] ?? k] = v;
  return props;
}

/** The page's CSP nonce on every <script> tag of configured HTML (the operator's scripts are the site's own). */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  return html.replace(
    /<script\b([^>]*)>/gi,
    (_tag, attrs: string) =>
      `<script nonce="${nonce}"${attrs.replace(/\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '')}>`,
  );
}

/** Configured head HTML as React elements (React 19 keeps them in <head>). */
function ConfiguredHead({ html, prefix }: { html: string; prefix: string }) {
  const nonce = useNonce();
  if (!html.trim()) return null;
  return (
    <>
      {parseHeadHtml(html).map((el, i) => {
        const props: Record<string, unknown> = { key: `${prefix}${i}`, ...toProps(el.attrs) };
        if (el.tag === 'script') Object.assign(props, { nonce, suppressHydrationWarning: true });
        if (el.tag === 'script' && el.content.trim())
          props.dangerouslySetInnerHTML = { __html: safeScriptText(el.content) };
        else if (el.tag === 'style' || el.tag === 'noscript') props.dangerouslySetInnerHTML = { __html: el.content };
        return createElement(el.tag, props);
      })}
    </>
  );
}

/**
 * Configured body HTML. The server's HTML runs its scripts as the browser parses it; when the page changes on the
 * client, the new scripts are re-created so they run too.
 */
function ConfiguredBody({ html, name }: { html: string; name: string }) {
  const nonce = useNonce();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = ref.current;
    if (!root) return;
    for (const old of Array.from(root.querySelectorAll('script'))) {
      const fresh = document.createElement('script');
      for (const attr of Array.from(old.attributes)) fresh.setAttribute(attr.name, attr.value);
      fresh.text = old.text;
      old.replaceWith(fresh);
    }
  }, [html]);
  if (!html.trim()) return null;
  return (
    <div
      ref={ref}
      data-script-tags={name}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: withScriptNonce(html, nonce) }}
    />
  );
}

function absolute(base: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${base}${href.startsWith('/') ? '' : '/'}${href}`;
}

/** Description, keywords and Open Graph tags of the page from its SEO config. */
function SeoTags({ shell, pathname: current }: { shell: ShellData; pathname: string }) {
  // The home page variants (index1, index2) are the home page to search engines.
  const pathname =
    shell.pageName && Object.hasOwn(HOME_VARIANT_PAGES, shell.pageName) ? localePath(shell.locale, '') : current;
  const seo = shell.seo
    ? { ...shell.seo, OG_image: shell.seo.OG_image ? absolute(shell.baseUrl, shell.seo.OG_image) : '' }
    : null;
  const title = seoTitle({ seo, siteName: shell.site.name });
  const languages = shell.languages.filter((l) => isLocale(l.code));
  return (
    <>
      {seoTags({ seo, siteName: shell.site.name, title, url: `${shell.baseUrl}${pathname}` }).map((tag) =>
        tag.name ? (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ) : (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ),
      )}
      {shell.pageName ? <link rel="canonical" href={`${shell.baseUrl}${pathname}`} /> : null}
      {shell.pageName
        ? languages.map((l) => (
            <link
              key={l.code}
              rel="alternate"
              hrefLang={htmlLang(l.code as Locale)}
              href={`${shell.baseUrl}${switchLocalePath(pathname, '', shell.locale, l.code as Locale)}`}
            />
          ))
        : null}
    </>
  );
}

/** SEO, favicon, theme colour, manifest, theme variables, operator CSS, analytics and the page's head tags. */
export function HeadTags({ shell }: { shell: ShellData | undefined }) {
  const location = useLocation();
  const nonce = useNonce();
  if (!shell) return null;
  const { site, analytics, scripts } = shell;
  return (
    <>
      <SeoTags shell={shell} pathname={location.pathname} />
      <meta name="theme-color" content={site.themeColor} />
      {site.favicon ? <link rel="icon" href={site.favicon} /> : null}
      {shell.hasManifest ? <link rel="manifest" href="/manifest.webmanifest" /> : null}
      {site.themeCss ? <style id="theme-vars" dangerouslySetInnerHTML={{ __html: site.themeCss }} /> : null}
      {site.freestyle?.custom_css ? (
        <style id="operator-css" dangerouslySetInnerHTML={{ __html: safeStyleText(site.freestyle.custom_css) }} />
      ) : null}
      {analytics.gtm ? (
        <script
          id="gtm"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: gtmHeadScript(analytics.gtm) }}
        />
      ) : null}
      {analytics.ga ? <script async nonce={nonce} suppressHydrationWarning src={gaScriptSrc(analytics.ga)} /> : null}
      {analytics.ga ? (
        <script
          id="gtag"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: gaInlineScript(analytics.ga) }}
        />
      ) : null}
      {analytics.pixels.length ? (
        <script
          id="meta-pixel"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: pixelInlineScript(analytics.pixels) }}
        />
      ) : null}
      {scripts ? (
        <ConfiguredHead html={`${scripts.meta_header}\n${scripts.header}`} prefix={`${shell.pageName}-h`} />
      ) : null}
    </>
  );
}

/** What belongs right after <body>: the tag manager and pixel fallbacks, the page's body tags. */
export function BodyStartTags({ shell }: { shell: ShellData | undefined }) {
  if (!shell) return null;
  const { analytics, scripts } = shell;
  return (
    <>
      {analytics.gtm ? (
        <noscript>
          <iframe
            title="Google Tag Manager"
            src={gtmNoscriptSrc(analytics.gtm)}
            height="0"
            width="0"
            style={{ display: 'none', visibility: 'hidden' }}
          />
        </noscript>
      ) : null}
      {analytics.pixels.map((id) => (
        <noscript key={id}>
          <img height="1" width="1" alt="" style={{ display: 'none' }} src={pixelNoscriptSrc(id)} />
        </noscript>
      ))}
      {scripts ? <ConfiguredBody html={`${scripts.meta_body}\n${scripts.body}`} name="body" /> : null}
    </>
  );
}

/** What belongs at the end of <body>: the page's footer tags. */
export function BodyEndTags({ shell }: { shell: ShellData | undefined }) {
  if (!shell?.scripts) return null;
  return <ConfiguredBody html={`${shell.scripts.meta_footer}\n${shell.scripts.footer}`} name="footer" />;
}
