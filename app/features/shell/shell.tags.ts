/**
 * Head and body tags configured by the operator: script tags per page (URL-encoded HTML), Google Tag Manager,
 * Google Analytics and Meta (Facebook) pixels.
 */

export interface ScriptTagParts {
  header: string;
  body: string;
  footer: string;
  meta_header: string;
  meta_body: string;
  meta_footer: string;
}

/** decodeURIComponent that leaves a malformed value as it was stored. */
export function decodeTag(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every part decoded; null when nothing is configured. */
export function decodeScriptTags(config: Partial<ScriptTagParts> | null | undefined): ScriptTagParts | null {
  if (!config) return null;
  const out: ScriptTagParts = {
    header: decodeTag(config.header),
    body: decodeTag(config.body),
    footer: decodeTag(config.footer),
    meta_header: decodeTag(config.meta_header),
    meta_body: decodeTag(config.meta_body),
    meta_footer: decodeTag(config.meta_footer),
  };
  return Object.values(out).some((v) => v.trim()) ? out : null;
}

/** One top-level element of configured HTML, as React can render it in <head> or <body>. */
export interface HeadElement {
  tag: 'script' | 'meta' | 'link' | 'style' | 'noscript' | 'base';
  attrs: Record<string, string | true>;
  /** Inner text of script, style and noscript. */
  content: string;
}

const VOID_TAGS = new Set(['meta', 'link', 'base']);
const CONTAINER_TAGS = new Set(['script', 'style', 'noscript']);
const ATTR_RE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(s: string): string {
  return s.replace(
    /&(quot|amp|lt|gt|#39|apos);/g,
    (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", apos: "'" })[e] ?? _,
  );
}

function parseAttrs(source: string): Record<string, string | true> {
  const attrs: Record<string, string | true> = {};
  for (const m of source.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (name.startsWith('on')) continue; // no inline event handlers
    const value = m[2] ?? m[3] ?? m[4];
    attrs[name] = value === undefined ? true : decodeEntities(value);
  }
  return attrs;
}

/**
 * Splits configured HTML into the top-level script, meta, link, style, noscript and base elements it holds;
 * anything else (stray text, other elements) is dropped, because <head> cannot hold it.
 */
export function parseHeadHtml(html: string): HeadElement[] {
  const out: HeadElement[] = [];
  const re = /<!--[\s\S]*?-->|<([a-zA-Z]+)(\s[^>]*?)?\s*(\/?)>/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    if (!m[1]) continue;
    const tag = m[1].toLowerCase();
    const attrs = parseAttrs(m[2] ?? '');
    if (VOID_TAGS.has(tag)) {
      out.push({ tag: tag as HeadElement['tag'], attrs, content: '' });
      continue;
    }
    if (CONTAINER_TAGS.has(tag)) {
      const close = new RegExp(`</${tag}\\s*>`, 'ig');
      close.lastIndex = re.lastIndex;
      const end = close.exec(html);
      const content = end ? html.slice(re.lastIndex, end.index) : html.slice(re.lastIndex);
      out.push({ tag: tag as HeadElement['tag'], attrs, content });
      re.lastIndex = end ? close.lastIndex : html.length;
    }
  }
  return out;
}

/** Text that goes inside a <script> element: a closing tag or an HTML comment opener in it is escaped. */
export function safeScriptText(js: string): string {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

// ---- Analytics ----

const GTM_RE = /^GTM-[A-Z0-9]{4,12}$/;
const GA_RE = /^(G-[A-Z0-9]{4,16}|UA-\d{4,12}-\d{1,4}|AW-\d{6,14})$/;
const PIXEL_RE = /^\d{6,20}$/;

export interface AnalyticsIds {
  gtm: string | null;
  ga: string | null;
  pixels: string[];
}

/** Validated ids from the global config; an id of the wrong form is left out rather than written into a script. */
export function analyticsIds(
  global:
    | { google_tag_management?: string | null; google_analytic_id?: string | null; facebook_meta_pixel?: string | null }
    | null
    | undefined,
): AnalyticsIds {
  const gtm = global?.google_tag_management?.trim().toUpperCase() ?? '';
  const ga = global?.google_analytic_id?.trim().toUpperCase() ?? '';
  let pixels: string[] = [];
  try {
    const parsed: unknown = JSON.parse(global?.facebook_meta_pixel || '[]');
    if (Array.isArray(parsed)) pixels = parsed.map((p) => String(p).trim()).filter((p) => PIXEL_RE.test(p));
  } catch {
    pixels = [];
  }
  return { gtm: GTM_RE.test(gtm) ? gtm : null, ga: GA_RE.test(ga) ? ga : null, pixels: [...new Set(pixels)] };
}

/** Google Tag Manager's container snippet for <head>. */
export function gtmHeadScript(id: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(id)});`;
}

/** The <noscript> iframe GTM asks for right after <body>. */
export function gtmNoscriptSrc(id: string): string {
  return `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`;
}

/** gtag.js loader URL and its configuration snippet. */
export function gaScriptSrc(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}
export function gaInlineScript(id: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`;
}

/** Meta pixel base code, initialising every configured pixel and tracking the page view. */
export function pixelInlineScript(ids: string[]): string {
  const inits = ids.map((id) => `fbq('init',${JSON.stringify(id)});`).join('');
  return `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');${inits}fbq('track','PageView');`;
}
export function pixelNoscriptSrc(id: string): string {
  return `https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=PageView&noscript=1`;
}
