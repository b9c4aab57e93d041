import type { AppServices } from '../../../server/services.ts';
import {
  cryptoCurrencies,
  paymentBankInformation,
  paymentTypeCurrencyLimits,
  paymentTypes,
  transferMinimums,
  withdrawalConfig,
} from './cashbox.table.server.ts';

/** Baht in minor units (satang). */
const thb = (baht: number) => baht * 100;

/**
 * The demo cashbox in baht: bank transfer to two Thai receiving accounts (one with limits of its own), PromptPay QR,
 * TrueWallet with its 1.9 % fee and five-minute expiry, USDT on TRC20 and ERC20, and the automatic bank; withdrawals
 * from 100 to 50,000 baht, paid at once up to 1,000 baht; a deposit asks for 1× its amount in turnover.
 */
export async function seedCashbox(services: AppServices): Promise<void> {
  const db = services.db;
  const types = await db
    .insert(paymentTypes)
    .values([
      { payment_type_code: 'BANK', category: 'SLIP', name: 'Bank transfer', for_withdraw: true, order_no: 1 },
      {
        payment_type_code: 'PROMPTPAY',
        category: 'PROMPTPAY',
        name: 'PromptPay QR',
        gateway: 'sandbox',
        expires_seconds: 600,
        order_no: 2,
      },
      {
        payment_type_code: 'TRUEWALLET',
        category: 'TRUEWALLET',
        name: 'TrueMoney Wallet',
        gateway: 'sandbox',
        fee_bps: 190,
        expires_seconds: 300,
        order_no: 3,
      },
      {
        payment_type_code: 'CRYPTO',
        category: 'CRYPTO',
        name: 'USDT',
        gateway: 'sandbox',
        expires_seconds: 1800,
        for_withdraw: true,
        order_no: 4,
      },
      {
        payment_type_code: 'AUTO_BANK',
        category: 'AUTO_BANK',
        name: 'Automatic bank',
        gateway: 'sandbox',
        expires_seconds: 900,
        order_no: 5,
      },
    ])
    .onConflictDoNothing()
    .returning();
  if (!types.length) return;
  const id = (code: string) => types.find((t) => t.payment_type_code === code)!.id;
  await db.insert(paymentTypeCurrencyLimits).values([
    { payment_type_id: id('BANK'), currency: 'THB', min_deposit: thb(100), max_deposit: thb(100_000) },
    { payment_type_id: id('PROMPTPAY'), currency: 'THB', min_deposit: thb(20), max_deposit: thb(50_000) },
    { payment_type_id: id('TRUEWALLET'), currency: 'THB', min_deposit: thb(10), max_deposit: thb(20_000) },
    { payment_type_id: id('CRYPTO'), currency: 'THB', min_deposit: thb(500), max_deposit: thb(500_000) },
    { payment_type_id: id('AUTO_BANK'), currency: 'THB', min_deposit: thb(100), max_deposit: thb(200_000) },
  ]);
  await db.insert(paymentBankInformation).values([
    {
      payment_type_id: id('BANK'),
      currency: 'THB',
      bank_code: 'KBANK',
      bank_name: 'Kasikornbank',
      account_name: 'Casino Demo Co., Ltd.',
      account_no: '0123456789',
      // This account takes smaller transfers than the bank transfer type allows.
      min_deposit: thb(300),
      max_deposit: thb(30_000),
      order_no: 1,
    },
    {
      payment_type_id: id('BANK'),
      currency: 'THB',
      bank_code: 'SCB',
      bank_name: 'Siam Commercial Bank',
      account_name: 'Casino Demo Co., Ltd.',
      account_no: '4071234567',
      order_no: 2,
    },
  ]);
  await db.insert(cryptoCurrencies).values([
    {
      payment_type_id: id('CRYPTO'),
      token: 'USDT',
      network: 'TRC20',
      rate: '36.50',
      currency: 'THB',
      confirmations: 3,
      order_no: 1,
    },
    {
      payment_type_id: id('CRYPTO'),
      token: 'USDT',
      network: 'ERC20',
      rate: '36.50',
      currency: 'THB',
      confirmations: 12,
      order_no: 2,
    },
  ]);
  await db.insert(withdrawalConfig).values({
    currency: 'THB',
    min_withdraw: thb(100),
    max_withdraw: thb(50_000),
    auto_withdraw_limit: thb(1_000),
    deposit_turnover_percent: 100,
  });
  await db.insert(transferMinimums).values([
    { wallet: 'cashback', currency: 'THB', minimum: thb(1) },
    { wallet: 'rebate', currency: 'THB', minimum: thb(1) },
    { wallet: 'affiliate', currency: 'THB', minimum: thb(100) },
  ]);
}
