import { fill, LANG_TAGS, stringsFor, type Dictionary, type GatewayLang } from './i18n.ts';
import { currencyDigits, formatMoney, formatRate, minorToDecimal } from './money.ts';
import type { PaymentView } from './service.ts';

/**
 * The simulator page: what the payer's bank or wallet app would show, server-rendered HTML with the gateway's own
 * stylesheet and one small script (the countdown). Every action is a plain form (POST, then a redirect back here),
 * so the page works before any script runs.
 */

export interface PageAssets {
  url(file: string): string;
}

export interface SimulatorPageInput {
  lang: GatewayLang;
  payment: PaymentView;
  /** Base path of the gateway's routes (`/gateway/sandbox`). */
  prefix: string;
  merchantName: string;
  assets: PageAssets;
  /** Data URL of the QR image (PROMPTPAY, TRUEWALLET). */
  qrImage: string | null;
  /** A refusal of the last action to show above the buttons. */
  notice: 'invalid_amount' | 'not_pending' | 'expired' | null;
  now: Date;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const METHOD_CLASS: Record<PaymentView['method'], string> = {
  PROMPTPAY: 'm-promptpay',
  TRUEWALLET: 'm-truewallet',
  CRYPTO: 'm-crypto',
  AUTO_BANK: 'm-bank',
};

/** The brand mark of each method, drawn inline (no external images). */
const METHOD_ICON: Record<PaymentView['method'], string> = {
  PROMPTPAY:
    '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><rect x="2" y="2" width="8" height="8" rx="1.5" fill="currentColor"/><rect x="14" y="2" width="8" height="8" rx="1.5" fill="currentColor"/><rect x="2" y="14" width="8" height="8" rx="1.5" fill="currentColor"/><path d="M14 14h3v3h-3zM19 14h3v3h-3zM14 19h3v3h-3zM19 19h3v3h-3z" fill="currentColor"/></svg>',
  TRUEWALLET:
    '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><rect x="2" y="5" width="20" height="15" rx="3" fill="currentColor"/><rect class="ink" x="14" y="10" width="8" height="5" rx="2"/><circle cx="17" cy="12.5" r="1.2" fill="currentColor"/><path d="M5 5l10-3 1.5 3" stroke="currentColor" stroke-width="1.6" fill="none"/></svg>',
  CRYPTO:
    '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="currentColor"/><path class="ink" d="M7 7.5h10v2.2h-3.8V18h-2.4V9.7H7z"/></svg>',
  AUTO_BANK:
    '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="M12 2l10 5v2H2V7z" fill="currentColor"/><path d="M4 10h3v8H4zM10.5 10h3v8h-3zM17 10h3v8h-3zM2 19h20v3H2z" fill="currentColor"/></svg>',
};

function row(label: string, value: string, options: { mono?: boolean } = {}): string {
  const cls = options.mono ? ' class="mono"' : '';
  return `<div class="row"><dt>${escapeHtml(label)}</dt><dd${cls}>${escapeHtml(value)}</dd></div>`;
}

function remaining(expiresAt: string, now: Date): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h ? `${h}:${mmss}` : mmss;
}

function methodSection(input: SimulatorPageInput, t: Dictionary, money: (minor: number) => string): string {
  const p = input.payment;
  if (p.method === 'PROMPTPAY' || p.method === 'TRUEWALLET') {
    const hint = p.method === 'PROMPTPAY' ? t.scanQr : t.scanTrueMoney;
    const image = input.qrImage
      ? `<img class="qr-img" src="${input.qrImage}" width="240" height="240" alt="${escapeHtml(fill(t.qrAlt, { amount: money(p.amount) }))}">`
      : '';
    return `<section class="card qr" aria-label="${escapeHtml(t[`method${p.method}`])}">
  <div class="qr-frame">${p.method === 'PROMPTPAY' ? '<p class="qr-brand">THAI QR PAYMENT · PromptPay</p>' : '<p class="qr-brand">TrueMoney Wallet</p>'}${image}</div>
  <p class="hint">${escapeHtml(hint)}</p>
</section>`;
  }
  if (p.method === 'CRYPTO' && p.crypto) {
    const c = p.crypto;
    return `<section class="card" aria-label="${escapeHtml(t.methodCRYPTO)}">
  <p class="label">${escapeHtml(t.sendExactly)}</p>
  <p class="crypto-amount"><span class="mono">${escapeHtml(c.crypto_amount)}</span> ${escapeHtml(c.token)}</p>
  <dl class="details">
    ${row(t.network, c.network)}
    ${row(t.address, c.address, { mono: true })}
    ${row(t.rate, `1 ${c.token} = ${formatRate(c.rate, p.currency, LANG_TAGS[input.lang])}`)}
    ${c.tx_hash ? row(t.txHash, c.tx_hash, { mono: true }) : ''}
  </dl>
  <p class="hint">${escapeHtml(fill(t.cryptoHint, { token: c.token, network: c.network }))}</p>
</section>`;
  }
  if (p.method === 'AUTO_BANK' && p.bank) {
    const b = p.bank;
    const from = [p.payer.bank_code, p.payer.bank_account_no].filter(Boolean).join(' · ');
    return `<section class="card" aria-label="${escapeHtml(t.methodAUTO_BANK)}">
  <p class="label">${escapeHtml(t.transferTo)}</p>
  <dl class="details">
    ${row(t.bank, b.bank_name)}
    ${row(t.accountName, b.account_name)}
    ${row(t.accountNo, b.account_no, { mono: true })}
    ${row(t.reference, b.reference, { mono: true })}
    ${from ? row(t.fromAccount, `${p.payer.name} · ${from}`) : ''}
  </dl>
  <p class="hint">${escapeHtml(t.transferNote)}</p>
</section>`;
  }
  return '';
}

function statusSection(input: SimulatorPageInput, t: Dictionary, money: (minor: number) => string): string {
  const p = input.payment;
  const back = `<a class="btn primary" href="${escapeHtml(p.return_url)}">${escapeHtml(fill(t.back, { merchant: input.merchantName }))}</a>`;
  if (p.status === 'succeeded')
    return `<section class="card status ok" role="status">
  <div class="status-icon" aria-hidden="true">✓</div>
  <h2>${escapeHtml(t.succeeded)}</h2>
  <p>${escapeHtml(fill(t.succeededText, { amount: money(p.paid_amount ?? p.amount) }))}</p>
  ${back}
</section>`;
  if (p.status === 'confirming' && p.crypto)
    return `<section class="card status wait" role="status">
  <div class="status-icon spin" aria-hidden="true"></div>
  <h2>${escapeHtml(t.confirming)}</h2>
  <p>${escapeHtml(fill(t.confirmationsText, { count: p.crypto.confirmations, required: p.crypto.confirmations_required }))}</p>
  <progress max="${p.crypto.confirmations_required}" value="${p.crypto.confirmations}" aria-label="${escapeHtml(t.confirming)}">${p.crypto.confirmations}/${p.crypto.confirmations_required}</progress>
  <p class="hint">${escapeHtml(t.autoRefresh)}</p>
  ${back}
</section>`;
  if (p.status === 'failed')
    return `<section class="card status bad" role="status">
  <div class="status-icon" aria-hidden="true">✕</div>
  <h2>${escapeHtml(t.failed)}</h2>
  <p>${escapeHtml(t.failedText)}</p>
  ${back}
</section>`;
  if (p.status === 'expired') {
    const text =
      p.method === 'PROMPTPAY' ? t.expiredQr : p.method === 'TRUEWALLET' ? t.expiredTrueWallet : t.expiredOther;
    return `<section class="card status bad" role="status">
  <div class="status-icon" aria-hidden="true">⌛</div>
  <h2>${escapeHtml(t.expired)}</h2>
  <p>${escapeHtml(text)}</p>
  ${back}
</section>`;
  }
  return '';
}

function actionsSection(input: SimulatorPageInput, t: Dictionary, money: (minor: number) => string): string {
  const p = input.payment;
  const action = `${input.prefix}/payments/${p.payment_id}/simulate`;
  const lang = `<input type="hidden" name="lang" value="${input.lang}">`;
  const payLabel =
    p.method === 'AUTO_BANK'
      ? fill(t.paidTransfer, { amount: money(p.amount) })
      : p.method === 'CRYPTO' && p.crypto
        ? fill(t.sentCrypto, { amount: `${p.crypto.crypto_amount} ${p.crypto.token}` })
        : fill(t.pay, { amount: money(p.amount) });
  const digits = currencyDigits(p.currency);
  const notice =
    input.notice === 'invalid_amount'
      ? `<p class="error" id="amount-error" role="alert">${escapeHtml(fill(t.invalidAmount, { digits }))}</p>`
      : input.notice
        ? `<p class="error" role="alert">${escapeHtml(t.notPending)}</p>`
        : '';
  const invalid = input.notice === 'invalid_amount' ? ' aria-invalid="true" aria-describedby="amount-error"' : '';
  return `<section class="card actions" aria-labelledby="actions-title">
  <h2 id="actions-title">${escapeHtml(t.actions)}</h2>
  ${notice}
  <form method="post" action="${action}">${lang}
    <button class="btn primary big" type="submit" name="outcome" value="paid">${escapeHtml(payLabel)}</button>
  </form>
  <form method="post" action="${action}" class="other">${lang}
    <input type="hidden" name="outcome" value="paid">
    <h3>${escapeHtml(t.payOther)}</h3>
    <label for="paid_amount">${escapeHtml(fill(t.otherAmount, { currency: p.currency }))}</label>
    <div class="inline">
      <input id="paid_amount" name="paid_amount" type="text" inputmode="decimal" autocomplete="off" required
        pattern="[0-9][0-9,]*([.][0-9]{0,${digits}})?" placeholder="${minorToDecimal(p.amount, p.currency)}"${invalid}>
      <button class="btn" type="submit">${escapeHtml(t.payOtherButton)}</button>
    </div>
  </form>
  <div class="pair">
    <form method="post" action="${action}">${lang}
      <button class="btn ghost" type="submit" name="outcome" value="failed">${escapeHtml(t.fail)}</button>
    </form>
    <form method="post" action="${action}">${lang}
      <button class="btn ghost" type="submit" name="outcome" value="expired">${escapeHtml(t.expire)}</button>
    </form>
  </div>
</section>`;
}

export function renderSimulatorPage(input: SimulatorPageInput): string {
  const t = stringsFor(input.lang);
  const p = input.payment;
  const tag = LANG_TAGS[input.lang];
  const money = (minor: number) => formatMoney(minor, p.currency, tag);
  const methodName = t[`method${p.method}`];
  const pending = p.status === 'pending';
  const details = [
    p.fee > 0 ? row(t.fee, money(p.fee)) : '',
    p.fee > 0 ? row(t.credited, money(p.amount - p.fee)) : '',
    row(t.paymentId, p.payment_id, { mono: true }),
  ].join('');
  const countdown = pending
    ? `<p class="timer"><span>${escapeHtml(t.timeLeft)}</span> <time id="countdown" datetime="${p.expires_at}" data-expires="${p.expires_at}">${remaining(p.expires_at, input.now)}</time></p>`
    : '';
  return `<!doctype html>
<html lang="${tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
${p.status === 'confirming' ? '<meta http-equiv="refresh" content="3">' : ''}
<title>${escapeHtml(`${t.pageTitle} · ${methodName}`)}</title>
<link rel="stylesheet" href="${input.assets.url('simulator.css')}">
<script src="${input.assets.url('simulator.js')}" defer></script>
</head>
<body class="${METHOD_CLASS[p.method]}">
<header class="bar">
  <div class="brand">${METHOD_ICON[p.method]}<span>${escapeHtml(methodName)}</span></div>
  <span class="badge">Sandbox</span>
</header>
<main class="app">
  <p class="sandbox-note">${escapeHtml(t.sandbox)}</p>
  <div class="cols">
    <div class="col">
      <section class="card summary" aria-labelledby="amount-title">
        <p class="payto">${escapeHtml(t.payTo)} <strong>${escapeHtml(input.merchantName)}</strong></p>
        <h1 id="amount-title"><span class="label">${escapeHtml(t.amount)}</span><span class="amount">${escapeHtml(money(p.amount))}</span></h1>
        ${countdown}
        <dl class="details">${details}</dl>
      </section>
      ${pending || p.status === 'confirming' ? methodSection(input, t, money) : ''}
    </div>
    <div class="col">
      ${pending ? actionsSection(input, t, money) : statusSection(input, t, money)}
    </div>
  </div>
</main>
</body>
</html>`;
}

/** The page for a payment id that does not exist. */
export function renderNotFoundPage(lang: GatewayLang, assets: PageAssets): string {
  const t = stringsFor(lang);
  return `<!doctype html>
<html lang="${LANG_TAGS[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(t.pageTitle)}</title>
<link rel="stylesheet" href="${assets.url('simulator.css')}">
</head>
<body class="m-bank">
<header class="bar"><div class="brand"><span>${escapeHtml(t.pageTitle)}</span></div><span class="badge">Sandbox</span></header>
<main class="app"><section class="card status bad" role="status"><h1>${escapeHtml(t.notFound)}</h1></section></main>
</body>
</html>`;
}
