import { describe, expect, it } from 'vitest';
import { isMobileDevice, mobileRedirectTarget } from './shell.mobile.ts';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)',
  blackberry: 'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+',
  webos: 'Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2',
  winphone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.15063',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

const base = {
  host: 'www.casino.test',
  mobileUrl: 'https://m.casino.test',
  locale: 'th',
  pathname: '/th/games',
  search: '',
};

describe('mobile device detection', () => {
  it('recognises every device family of the spec', () => {
    for (const key of ['android', 'iphone', 'ipad', 'ipod', 'blackberry', 'webos', 'winphone'] as const)
      expect(isMobileDevice(UA[key])).toBe(true);
  });
  it('leaves desktops alone', () => {
    expect(isMobileDevice(UA.desktop)).toBe(false);
    expect(isMobileDevice(UA.mac)).toBe(false);
    expect(isMobileDevice(undefined)).toBe(false);
  });
});

describe('mobile redirect', () => {
  it('sends a phone on another host to the mobile home of its locale', () => {
    expect(mobileRedirectTarget({ ...base, userAgent: UA.android })).toBe('https://m.casino.test/th');
  });
  it('keeps the referral code on the register path', () => {
    expect(
      mobileRedirectTarget({ ...base, userAgent: UA.iphone, pathname: '/th/register', search: '?ref_code=AB12&x=1' }),
    ).toBe('https://m.casino.test/th/register?ref_code=AB12');
    expect(mobileRedirectTarget({ ...base, userAgent: UA.iphone, pathname: '/th/register', search: '' })).toBe(
      'https://m.casino.test/th/register',
    );
  });
  it('does nothing on the mobile host itself, on desktops, or without MOBILE_URL', () => {
    expect(mobileRedirectTarget({ ...base, userAgent: UA.android, host: 'm.casino.test' })).toBeNull();
    expect(mobileRedirectTarget({ ...base, userAgent: UA.android, host: 'M.Casino.test' })).toBeNull();
    expect(mobileRedirectTarget({ ...base, userAgent: UA.desktop })).toBeNull();
    expect(mobileRedirectTarget({ ...base, userAgent: UA.android, mobileUrl: undefined })).toBeNull();
  });
  it('compares the port too', () => {
    expect(
      mobileRedirectTarget({ ...base, userAgent: UA.ipad, host: 'localhost:3000', mobileUrl: 'http://localhost:3001' }),
    ).toBe('http://localhost:3001/th');
    expect(
      mobileRedirectTarget({ ...base, userAgent: UA.ipad, host: 'localhost:3001', mobileUrl: 'http://localhost:3001' }),
    ).toBeNull();
  });
});
