import sanitizeHtml from 'sanitize-html';

/**
 * What staff HTML in a memo may contain: paragraphs, emphasis, lists, headings, tables and links (http, https,
 * mailto, tel). Scripts, styles, event handlers, forms, frames, images, ids, classes and every other URL scheme
 * (javascript:, data:, vbscript:) are removed; links open in a new tab without the opener or a referrer.
 */
/** A link the staff may give: an absolute web address, an e-mail address or a phone number. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

const STAFF_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // target and rel are the ones the transform below sets, whatever the staff wrote.
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      const href = (attribs.href ?? '').trim();
      if (SAFE_LINK.test(href)) Object.assign(out, { href, target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs: out };
    },
  },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
};

/** Staff HTML reduced to the allow-list (done when it is kept, so the pages only ever read safe HTML). */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, STAFF_HTML).trim();
}

/** The words of sanitised HTML without its tags, for previews and pop-up texts. */
export function htmlToText(html: string): string {
  // A block's end or a line break separates words: 'QR</li><li>Join' reads 'QR Join'.
  const spaced = html.replace(/<\/(p|li|h3|h4|tr|td|th|blockquote)>|<br\s*\/?>/gi, (m) => `${m} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
