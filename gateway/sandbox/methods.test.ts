import { parse, validate } from 'promptparse';
import { describe, expect, it } from 'vitest';
import {
  bankReference,
  depositAddress,
  evmAddress,
  promptpayPayload,
  promptpayProxy,
  transactionHash,
  tronAddress,
  trueMoneyPayload,
} from './methods.ts';
import { cryptoAmount, decimalToMinor, formatMoney, minorToDecimal } from './money.ts';
import { checkReturnUrl } from './plugin.ts';

describe('PromptPay payloads', () => {
  it('carries the amount in tag 54 and a valid CRC', () => {
    for (const [minor, text] of [
      [1, '0.01'],
      [10_000, '100.00'],
      [12_345, '123.45'],
      [99_999_999, '999999.99'],
    ] as const) {
      const payload = promptpayPayload('081-234-5678', minor);
      const emv = parse(payload, true);
      expect(emv?.getTagValue('54'), text).toBe(text);
      expect(emv?.validate('63')).toBe(true);
      expect(emv?.getTagValue('01')).toBe('12'); // dynamic: it carries an amount
      expect(validate.anyId(payload)?.target).toBe('0812345678');
    }
  });

  it('knows the PromptPay id kinds and refuses others', () => {
    expect(promptpayProxy('0812345678')).toEqual({ type: 'MSISDN', target: '0812345678' });
    expect(promptpayProxy('1234567890123')).toEqual({ type: 'NATID', target: '1234567890123' });
    expect(promptpayProxy('123456789012345')).toEqual({ type: 'EWALLETID', target: '123456789012345' });
    expect(() => promptpayProxy('12345')).toThrow();
  });

  it('makes a TrueMoney payload with the amount', () => {
    const payload = trueMoneyPayload('0812345678', 10_000, 'dep-1');
    expect(parse(payload, true)?.getTagValue('54')).toBe('100.00');
  });
});

describe('crypto and bank details', () => {
  it('derives one stable address per payment and network family', () => {
    const a = depositAddress('k', 'pay_a', 'TRC20');
    expect(a).toBe(depositAddress('k', 'pay_a', 'TRC20'));
    expect(a).not.toBe(depositAddress('k', 'pay_b', 'TRC20'));
    expect(a).not.toBe(depositAddress('other', 'pay_a', 'TRC20'));
    expect(a).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const evm = depositAddress('k', 'pay_a', 'ERC20');
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(evm).not.toBe(evm.toLowerCase()); // EIP-55 checksum casing
    expect(transactionHash('k', 'pay_a', 'TRC20')).toMatch(/^[0-9a-f]{64}$/);
    expect(transactionHash('k', 'pay_a', 'BEP20')).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('encodes addresses as the networks do (reference vectors)', () => {
    // EIP-55's own examples.
    expect(evmAddress(Buffer.from('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'hex'))).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(evmAddress(Buffer.from('fb6916095ca1df60bb79ce92ce3ea74c37c5d359', 'hex'))).toBe(
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    );
    // TRON's documentation: 41 8840E6C55B9ADA326D211D818C34A994AECED808 = TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL.
    expect(tronAddress(Buffer.from('8840e6c55b9ada326d211d818c34a994aeced808', 'hex'))).toBe(
      'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
    );
  });

  it('gives short unambiguous transfer references', () => {
    expect(bankReference('pay_a')).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(bankReference('pay_a')).toBe(bankReference('pay_a'));
    expect(bankReference('pay_a')).not.toBe(bankReference('pay_b'));
  });

  it('converts fiat to token amounts exactly, rounding up', () => {
    expect(cryptoAmount(100_000, 'THB', '36.50')).toBe('27.397261');
    expect(cryptoAmount(365_000, 'THB', '36.5')).toBe('100.000000');
    expect(cryptoAmount(1, 'THB', '36.5')).toBe('0.000274');
    expect(cryptoAmount(100_000, 'JPY', '150')).toBe('666.666667');
    expect(() => cryptoAmount(1, 'THB', '0')).toThrow();
  });
});

describe('money', () => {
  it('moves between minor units and decimals without floating point', () => {
    expect(minorToDecimal(12_345, 'THB')).toBe('123.45');
    expect(minorToDecimal(5, 'THB')).toBe('0.05');
    expect(minorToDecimal(500, 'JPY')).toBe('500');
    expect(decimalToMinor('1,000.50', 'THB')).toBe(100_050);
    expect(decimalToMinor('0.1', 'THB')).toBe(10);
    expect(decimalToMinor('100', 'THB')).toBe(10_000);
    expect(decimalToMinor('12.345', 'THB')).toBeNull();
    expect(decimalToMinor('0', 'THB')).toBeNull();
    expect(decimalToMinor('-5', 'THB')).toBeNull();
    expect(decimalToMinor('1e3', 'THB')).toBeNull();
    expect(decimalToMinor('5.5', 'JPY')).toBeNull();
  });

  it('formats in the page language', () => {
    expect(formatMoney(12_345, 'THB', 'en')).toBe('฿123.45');
    expect(formatMoney(12_345, 'THB', 'th-TH')).toBe('฿123.45');
    expect(formatMoney(900_719_925_474_099, 'THB', 'en')).toBe('฿9,007,199,254,740.99');
  });
});

describe('return_url', () => {
  const origins = ['https://casino.example', 'http://127.0.0.1:3000'];

  it('keeps pages of the merchant’s own origins', () => {
    expect(checkReturnUrl('https://casino.example/en/cashbox?x=1#top', origins)).toBe(
      'https://casino.example/en/cashbox?x=1#top',
    );
    expect(checkReturnUrl('http://127.0.0.1:3000/th', origins)).toBe('http://127.0.0.1:3000/th');
    expect(checkReturnUrl('/en/setting/wallet', origins)).toBe('https://casino.example/en/setting/wallet');
    // A scheme without slashes is a path on the base (as browsers read it): what is kept is that absolute URL.
    expect(checkReturnUrl('https:evil.example', origins)).toBe('https://casino.example/evil.example');
  });

  it('refuses every other place, however it is written', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://casino.example@evil.example/',
      'https://user:pass@casino.example/',
      'https://casino.example.evil.example/',
      'http://casino.example/', // another scheme
      'https://casino.example:444/', // another port
      '/en\t/x',
      'https://casino.example/\u0000',
      `https://casino.example/${'a'.repeat(2000)}`,
    ])
      expect(checkReturnUrl(value, origins), value).toBeNull();
    expect(checkReturnUrl('/en', [])).toBeNull();
  });
});
