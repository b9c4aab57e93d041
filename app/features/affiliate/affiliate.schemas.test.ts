import { describe, expect, it } from 'vitest';
import { addDays, commissionOf, datesBetween, maskUsername, referralLink } from './affiliate.schemas.ts';

const programme = {
  is_active: true,
  basis: 'turnover' as const,
  rate_bp: 50,
  min_turnover: 10_000,
  min_commission: 100,
  max_commission: 500_000 as number | null,
};

describe('commissionOf', () => {
  it('pays the rate of the turnover, rounded down', () => {
    expect(commissionOf(programme, 123_456, 0)).toBe(617);
  });
  it('pays nothing under the turnover minimum or under the smallest commission', () => {
    expect(commissionOf(programme, 9_999, 9_999)).toBe(0);
    expect(commissionOf(programme, 19_999, 0)).toBe(0);
    expect(commissionOf(programme, 20_000, 0)).toBe(100);
    expect(commissionOf({ ...programme, min_commission: 0 }, 10_000, 0)).toBe(50);
  });
  it('caps a day at the maximum', () => {
    expect(commissionOf(programme, 200_000_000, 0)).toBe(500_000);
    expect(commissionOf({ ...programme, max_commission: null }, 200_000_000, 0)).toBe(1_000_000);
  });
  it('on net loss: the members’ losses, nothing when they won', () => {
    const onLoss = { ...programme, basis: 'net_loss' as const, rate_bp: 1_000 };
    expect(commissionOf(onLoss, 100_000, 40_000)).toBe(4_000);
    expect(commissionOf(onLoss, 100_000, -40_000)).toBe(0);
  });
  it('a closed programme pays nothing', () => {
    expect(commissionOf({ ...programme, is_active: false }, 1_000_000, 0)).toBe(0);
  });
  it('is exact past 2^53 / rate', () => {
    expect(commissionOf({ ...programme, max_commission: null, rate_bp: 10_000 }, 2 ** 52, 0)).toBe(2 ** 52);
  });
});

describe('helpers', () => {
  it('masks usernames so members can be told apart, not found', () => {
    expect(maskUsername('lotus88')).toBe('lo****88');
    expect(maskUsername('abcd')).toBe('a***d');
    expect(maskUsername('ab')).toBe('a***');
  });
  it('counts dates across months and years', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('builds the link of a code', () => {
    expect(referralLink('https://casino.test/', 'th', 'DEMO2024')).toBe('https://casino.test/th/affiliate_v2/DEMO2024');
  });
});
