import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/auth.schemas.ts';
import { availableLinks, localePath, MAIN_LINKS, routeIdOfPath, SETTING_LINKS } from './shell.links.ts';
import { formatShellAmount } from './shell.money.ts';
import { pageFamily } from './shell.page-family.ts';
import { missingProfileFields } from './shell.startup.server.ts';
import {
  analyticsIds,
  decodeScriptTags,
  gtmHeadScript,
  parseHeadHtml,
  pixelInlineScript,
  safeScriptText,
} from './shell.tags.ts';
import { safeStyleText, themeColorMeta, themeCss } from './shell.theme.ts';

describe('theme', () => {
  it('turns template_color into CSS variables', () => {
    expect(themeCss({ primary: '#FFAA00', background: '#000000' })).toBe(
      ':root{--color-primary:#ffaa00;--color-background:#000000}',
    );
  });
  it('drops unknown keys and values that are not #rrggbb', () => {
    expect(themeCss({ primary: 'red;}body{display:none', evil: '#000000', accent: '#12345' })).toBe('');
    expect(themeCss(null)).toBe('');
  });
  it('uses the background for the browser colour', () => {
    expect(themeColorMeta({ background: '#101010' })).toBe('#101010');
    expect(themeColorMeta(undefined)).toBe('#0b0e17');
  });
  it('cuts operator CSS at a closing style tag', () => {
    expect(safeStyleText('a{color:red}</style><script>x()</script>')).toBe('a{color:red}');
  });
});

describe('script tags', () => {
  it('decodes URL-encoded parts and keeps malformed ones as stored', () => {
    const d = decodeScriptTags({
      header: encodeURIComponent('<script>a()</script>'),
      body: '%E0%A4%A',
      footer: '',
      meta_header: '',
      meta_body: '',
      meta_footer: '',
    });
    expect(d?.header).toBe('<script>a()</script>');
    expect(d?.body).toBe('%E0%A4%A');
  });
  it('is null when nothing is configured', () => {
    expect(
      decodeScriptTags({ header: '', body: ' ', footer: '', meta_header: '', meta_body: '', meta_footer: '' }),
    ).toBeNull();
    expect(decodeScriptTags(null)).toBeNull();
  });
  it('parses head HTML into elements, dropping inline handlers and other elements', () => {
    const els = parseHeadHtml(
      '<!-- c --><meta name="verify" content="abc&amp;d"><script async src="https://x.test/a.js"></script><div>no</div><script>var a = "<b>";</script><link rel=preconnect href=https://x.test><img src=x onerror=alert(1)><style>.a{}</style>',
    );
    expect(els.map((e) => e.tag)).toEqual(['meta', 'script', 'script', 'link', 'style']);
    expect(els[0].attrs).toEqual({ name: 'verify', content: 'abc&d' });
    expect(els[1].attrs).toEqual({ async: true, src: 'https://x.test/a.js' });
    expect(els[2].content).toBe('var a = "<b>";');
    expect(els[3].attrs).toEqual({ rel: 'preconnect', href: 'https://x.test' });
    expect(parseHeadHtml('<meta name="a" onload="x()">')[0].attrs).toEqual({ name: 'a' });
  });
  it('escapes a closing script tag inside script text', () => {
    expect(safeScriptText('a("</script><script>b()")')).toBe('a("<\\/script><script>b()")');
  });
});

describe('analytics', () => {
  it('takes well-formed ids only', () => {
    expect(
      analyticsIds({
        google_tag_management: 'GTM-AB12CD',
        google_analytic_id: 'G-XYZ1234',
        facebook_meta_pixel: '["1234567890","x</script>","1234567890"]',
      }),
    ).toEqual({ gtm: 'GTM-AB12CD', ga: 'G-XYZ1234', pixels: ['1234567890'] });
    expect(
      analyticsIds({
        google_tag_management: "GTM-1');alert(1)//",
        google_analytic_id: null,
        facebook_meta_pixel: 'not json',
      }),
    ).toEqual({ gtm: null, ga: null, pixels: [] });
    expect(analyticsIds(null)).toEqual({ gtm: null, ga: null, pixels: [] });
  });
  it('writes the configured ids into the snippets', () => {
    expect(gtmHeadScript('GTM-AB12CD')).toContain('"GTM-AB12CD"');
    const px = pixelInlineScript(['111111', '222222']);
    expect(px).toContain(`fbq('init',"111111")`);
    expect(px).toContain(`fbq('init',"222222")`);
    expect(px).toContain(`fbq('track','PageView')`);
  });
});

describe('page families', () => {
  it.each([
    ['index', true, 'index'],
    ['index', false, 'login'],
    ['register', false, 'register'],
    ['games-id', true, 'game'],
    ['providerselect', true, 'game'],
    ['promotions-id', true, 'promotion'],
    ['promotions-rebate', true, 'rebate'],
    ['setting-wallet', true, 'payment'],
    ['setting-changePassword', true, 'change_password'],
    ['setting-personal-message-write-memo', true, 'personal_message'],
    ['setting-affiliate-income', true, 'affiliate'],
    ['setting-totalpoints', true, 'current_point'],
    ['setting-totalbet', true, 'total_bet'],
    ['reward-lucky-box', true, 'redeem'],
    ['quest-id', true, 'quest'],
    ['member-level-detail', true, 'level'],
    ['coupon-couponDetails', true, 'coupon'],
    ['setting-history', true, 'history'],
  ] as const)('%s (member %s) → %s', (page, member, family) => {
    expect(pageFamily(page, member)).toBe(family);
  });
});

describe('navigation links', () => {
  const features = { privileges: ['point'], personalMessage: false };
  it('links only to pages that exist and features that are on', () => {
    const ids = availableLinks(MAIN_LINKS, ['index', 'games', 'quest', 'reward', 'not-found'], features).map(
      (l) => l.id,
    );
    expect(ids).toEqual(['index', 'games', 'reward']);
    const settings = availableLinks(
      SETTING_LINKS,
      ['setting', 'setting-profile', 'setting-personal-message', 'setting-rebate'],
      features,
    ).map((l) => l.id);
    expect(settings).toEqual(['setting', 'setting-profile']);
  });
  it('builds locale paths and maps site paths to route ids', () => {
    expect(localePath('th', '')).toBe('/th');
    expect(localePath('th', '/setting/profile/')).toBe('/th/setting/profile');
    expect(routeIdOfPath('/promotions')).toBe('promotions');
    expect(routeIdOfPath('/setting/profile?tab=1')).toBe('setting-profile');
    expect(routeIdOfPath('/games/12')).toBe('games-id');
    expect(routeIdOfPath('/')).toBe('index');
  });
});

describe('profile completeness', () => {
  const user = {
    bank_currency_information_id: 1,
    bank_no: '1234567890',
    first_name: 'Ann',
    DOB: null,
    gender: null,
    register_channal_id: null,
    email: null,
  } as unknown as AuthUser;
  const none = { dob: false, gender: false, registerChannel: false, emailRequired: false };
  it('needs bank currency, bank number and first name', () => {
    expect(missingProfileFields(user, none)).toEqual([]);
    expect(missingProfileFields({ ...user, bank_no: ' ', first_name: null }, none)).toEqual(['bank_no', 'first_name']);
  });
  it('adds the fields the global config asks for', () => {
    expect(missingProfileFields(user, { dob: true, gender: true, registerChannel: true, emailRequired: true })).toEqual(
      ['DOB', 'gender', 'register_channal_id', 'email'],
    );
  });
});

describe('balance display', () => {
  const thb = { symbol: '฿', decimals: 2, is_following: false };
  it('rounds down and places the symbol as the currency says', () => {
    expect(formatShellAmount('123456789', thb)).toBe('฿1,234,567.89');
    expect(formatShellAmount('1999', { symbol: 'USDT', decimals: 6, is_following: true })).toBe('0.00 USDT');
    expect(formatShellAmount('501310', thb, { display_symbol: 'B', is_decimal: true })).toBe('B5,013.10');
    expect(formatShellAmount('1999999', { symbol: 'USDT', decimals: 6, is_following: true })).toBe('1.99 USDT');
    expect(formatShellAmount('500', { symbol: 'B', decimals: 0, is_following: false })).toBe('B500');
  });
});
