import { describe, expect, it } from 'vitest';
import { parseForm } from '../../shared/forms.ts';
import {
  depositFormSchema,
  depositGatewaySchema,
  depositLimits,
  depositSlipSchema,
  feeOf,
  majorToMinor,
  moneyWithdrawalSchema,
  transferFormSchema,
  webhookBodySchema,
  withdrawFormSchema,
} from './cashbox.schemas.ts';
import { createdAtBounds, rangeOf } from './cashbox.range.ts';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('cashbox rules', () => {
  it('computes fees in integer minor units, rounded down (TrueWallet 1.9 %)', () => {
    expect(feeOf(100_000, 190)).toBe(1_900);
    expect(feeOf(1_099, 190)).toBe(20);
    expect(feeOf(50, 190)).toBe(0);
    expect(feeOf(10_000, 0, 500)).toBe(500);
  });

  it('reads major units exactly or not at all', () => {
    expect(majorToMinor(100.25, 2)).toBe(10_025);
    expect(majorToMinor('0.1', 2)).toBe(10);
    expect(majorToMinor(100.001, 2)).toBeNull();
    expect(majorToMinor('1,000', 2)).toBeNull();
    expect(majorToMinor('1e3', 2)).toBeNull();
    expect(majorToMinor(Number.NaN, 2)).toBeNull();
    expect(majorToMinor('99999999999999999', 2)).toBeNull();
  });

  it('takes the bank config limits when set, else the payment type limits', () => {
    const type = { min_deposit: 10_000, max_deposit: 10_000_000 };
    expect(depositLimits(type, { min_deposit: 30_000, max_deposit: null })).toEqual({ min: 30_000, max: 10_000_000 });
    expect(depositLimits(type, null)).toEqual({ min: 10_000, max: 10_000_000 });
  });
});

describe('cashbox API payloads', () => {
  it('deposit-gateway: the fixed shape, amount a number', () => {
    expect(depositGatewaySchema.parse({ payment_type_code: 'PROMPTPAY', deposit_amount: 100 })).toEqual({
      payment_type_code: 'PROMPTPAY',
      deposit_amount: 100,
    });
    expect(depositGatewaySchema.safeParse({ payment_type_code: 'SLIP', deposit_amount: 100 }).success).toBe(false);
    expect(depositGatewaySchema.safeParse({ payment_type_code: 'PROMPTPAY', deposit_amount: '100' }).success).toBe(
      false,
    );
    expect(depositGatewaySchema.safeParse({ payment_type_code: 'PROMPTPAY', deposit_amount: -1 }).success).toBe(false);
    expect(
      depositGatewaySchema.parse({ payment_type_code: 'CRYPTO', deposit_amount: 1, promotion_information_id: '' }),
    ).not.toHaveProperty('promotion_information_id', '');
  });

  it('deposit (slip): the spec payload; a slip URL only of the upload endpoint', () => {
    expect(depositSlipSchema.safeParse({ payment_bank_information_id: 1, deposit_amount: 100 }).success).toBe(true);
    const foreign = depositSlipSchema.safeParse({
      payment_bank_information_id: 1,
      deposit_amount: 100,
      slip_image_url: 'https://evil.example/x.jpg',
    });
    expect(foreign.success).toBe(false);
    expect(foreign.error?.issues[0].message).toBe('SLIP_INVALID');
  });

  it('money-withdrawal: integer minor units only', () => {
    expect(moneyWithdrawalSchema.safeParse({ amount: 10_000 }).success).toBe(true);
    expect(moneyWithdrawalSchema.safeParse({ amount: 100.5 }).success).toBe(false);
    expect(moneyWithdrawalSchema.safeParse({ amount: 0 }).success).toBe(false);
  });

  it('webhook bodies: the contract types and integer amounts', () => {
    const ok = {
      type: 'payment.succeeded',
      data: { merchant_reference: '1', amount: 100, currency: 'THB', occurred_at: 'x' },
    };
    expect(webhookBodySchema.safeParse(ok).success).toBe(true);
    expect(webhookBodySchema.safeParse({ ...ok, type: 'refund.created' }).success).toBe(false);
    expect(webhookBodySchema.safeParse({ ...ok, data: { ...ok.data, amount: 1.5 } }).success).toBe(false);
  });
});

describe('cashbox forms', () => {
  const limitsOf = (method: string | undefined, bank: number | undefined) =>
    method === 'SLIP'
      ? depositLimits(
          { min_deposit: 10_000, max_deposit: 1_000_000 },
          bank === 7 ? { min_deposit: 30_000, max_deposit: null } : null,
        )
      : method === 'PROMPTPAY'
        ? { min: 2_000, max: 5_000_000 }
        : null;
  const deposit = depositFormSchema({ decimals: 2, limitsOf });

  it('deposit: amount required, numbers only, between the limits of the chosen bank (spec § 5)', () => {
    const err = (fields: Record<string, string>) => {
      const s = parseForm(form({ intent: 'deposit', ...fields }), deposit);
      return s.status === 'success' ? null : s.error;
    };
    expect(err({ method: 'PROMPTPAY' })?.deposit_amount).toEqual([{ errorCode: 'AMOUNT_REQUIRED' }]);
    expect(err({ method: 'PROMPTPAY', deposit_amount: 'abc' })?.deposit_amount).toEqual([
      { errorCode: 'AMOUNT_NUMERIC' },
    ]);
    expect(err({ method: 'PROMPTPAY', deposit_amount: '10' })?.deposit_amount).toEqual([
      { errorCode: 'AMOUNT_TOO_LOW', params: { min: '20.00', max: '50,000.00' } },
    ]);
    expect(
      err({ method: 'SLIP', payment_bank_information_id: '7', deposit_amount: '200' })?.deposit_amount?.[0],
    ).toMatchObject({
      errorCode: 'AMOUNT_TOO_LOW',
      params: { min: '300.00' },
    });
    expect(err({ method: 'SLIP', payment_bank_information_id: '8', deposit_amount: '200' })).toBeNull();
    expect(err({ method: 'SLIP', deposit_amount: '200' })?.payment_bank_information_id).toEqual([
      { errorCode: 'RECEIVING_ACCOUNT_REQUIRED' },
    ]);
    const ok = parseForm(form({ intent: 'deposit', method: 'PROMPTPAY', deposit_amount: '150.50' }), deposit);
    expect(ok.status === 'success' && ok.value.deposit_amount).toBe(15_050);
  });

  it('withdraw: within min and max', () => {
    const schema = withdrawFormSchema({ decimals: 2, limits: { min: 10_000, max: 5_000_000 } });
    const s = parseForm(form({ intent: 'withdraw', amount: '60000' }), schema);
    expect(s.status === 'error' && s.error?.amount).toEqual([
      { errorCode: 'AMOUNT_TOO_HIGH', params: { min: '100.00', max: '50,000.00' } },
    ]);
  });

  it('transfer: above the minimum, not above the balance', () => {
    const schema = transferFormSchema({
      decimals: 2,
      wallets: { cashback: { minimum: 100, balance: 5_000 }, rebate: null },
    });
    const at = (fields: Record<string, string>) => {
      const s = parseForm(form({ intent: 'transfer', ...fields }), schema);
      return s.status === 'success' ? null : s.error;
    };
    expect(at({ wallet: 'cashback', amount: '0.5' })?.amount?.[0].errorCode).toBe('TRANSFER_BELOW_MINIMUM');
    expect(at({ wallet: 'cashback', amount: '60' })?.amount).toEqual([{ errorCode: 'AMOUNT_OVER_BALANCE' }]);
    expect(at({ wallet: 'rebate', amount: '1' })?.wallet).toEqual([{ errorCode: 'TRANSFER_CLOSED' }]);
    expect(at({ wallet: 'cashback', amount: '50' })).toBeNull();
  });

  it('history range: an inverted or future range is refused under the field to change', () => {
    const today = '2026-03-10';
    expect(rangeOf(new URLSearchParams('from=2026-03-05&to=2026-03-01'), 'en', today).invalid).toBe('to');
    expect(rangeOf(new URLSearchParams('from=2026-04-01&to=2026-04-02'), 'en', today).invalid).toBe('from');
    expect(rangeOf(new URLSearchParams('from=10/03/2026&to=10/03/2026'), 'th', today).range).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(rangeOf(new URLSearchParams(''), 'en', today).range).toEqual({ from: '2026-03-04', to: today });
    expect(createdAtBounds({ from: '2026-03-10', to: '2026-03-10' })).toEqual({
      $gte: '2026-03-09T17:00:00.000Z',
      $lte: '2026-03-10T16:59:59.999Z',
    });
  });
});

describe('cashbox forms: empty amounts', () => {
  it('withdraw and transfer name a missing amount', () => {
    const w = parseForm(form({ intent: 'withdraw' }), withdrawFormSchema({ decimals: 2, limits: { min: 1, max: 10 } }));
    expect(w.status === 'error' && w.error?.amount).toEqual([{ errorCode: 'AMOUNT_REQUIRED' }]);
    const t = parseForm(
      form({ intent: 'transfer', wallet: 'cashback' }),
      transferFormSchema({ decimals: 2, wallets: { cashback: { minimum: 1, balance: 10 } } }),
    );
    expect(t.status === 'error' && t.error?.amount).toEqual([{ errorCode: 'AMOUNT_REQUIRED' }]);
  });
});
