/* Shared by the demo provider's game pages: configuration, money formatting, calls to the game server, the top bar
   (back to lobby, sound, pay table) and messages. */
(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('config').textContent);
  var t = cfg.strings || {};
  var LOCALE_TAGS = { en: 'en', th: 'th-TH', id: 'id-ID', my: 'ms-MY', zh: 'zh-CN', ko: 'ko-KR', hi: 'hi-IN', vn: 'vi-VN', ph: 'fil-PH', pt: 'pt-PT', br: 'pt-BR', bd: 'bn-BD', jp: 'ja-JP', es: 'es-ES', mm: 'my-MM' };
  var tag = LOCALE_TAGS[cfg.lang] || 'en';
  var digits = typeof cfg.digits === 'number' ? cfg.digits : 2;
  var numberFormat;
  try {
    numberFormat = new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' });
  } catch (e) {
    numberFormat = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }

  /** Amount in minor units, shown with the currency code. */
  function money(minor) {
    var value = numberFormat.format(Math.floor(minor) / Math.pow(10, digits));
    return cfg.currency === 'FUN' ? value : value + ' ' + cfg.currency;
  }
  function amount(minor) {
    return numberFormat.format(Math.floor(minor) / Math.pow(10, digits));
  }
  /** "Balance · THB"; fun play shows no currency. */
  function balanceLabel() {
    return cfg.currency === 'FUN' ? t.balance : t.balance + ' · ' + cfg.currency;
  }
  /** Multiplier in hundredths: 152 → "1.52×". */
  function multiplier(hundredths) {
    return (Math.floor(hundredths) / 100).toFixed(2) + '×';
  }

  var ERROR_TEXT = {
    INSUFFICIENT_FUNDS: 'insufficientFunds',
    PROMOTION_MAX_BET: 'promotionMaxBet',
    PROMOTION_GAME_NOT_ELIGIBLE: 'promotionGameNotEligible',
    PROTECTION_EXCLUDED: 'protectionExcluded',
    PROTECTION_MAX_BET: 'protectionMaxBet',
    PROTECTION_BET_LIMIT: 'protectionBetLimit',
    PROTECTION_LOSS_LIMIT: 'protectionLossLimit',
    INVALID_SESSION: 'sessionExpired',
    SESSION_NOT_FOUND: 'sessionExpired',
    WALLET_UNAVAILABLE: 'walletUnavailable',
    RESULT_REFUSED: 'genericError',
    BUSY: 'busy',
    ROUND_OPEN: 'busy',
    INVALID_BET: 'invalidBet',
    INVALID_ACTION: 'genericError',
    NO_FREE_ROUNDS: 'noFreeRounds',
  };
  function errorText(code) {
    return t[ERROR_TEXT[code] || 'genericError'] || code;
  }

  function api(path, body) {
    var payload = Object.assign({ s: cfg.session }, body || {});
    return fetch(cfg.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    }).then(function (res) {
      return res.json().catch(function () { return { ok: false, error: 'GENERAL_ERROR' }; });
    }, function () {
      return { ok: false, error: 'NETWORK' };
    });
  }

  var toastEl = document.getElementById('toast');
  var toastTimer = null;
  function toast(message, kind, sticky) {
    if (!toastEl) return;
    toastEl.textContent = message;
    toastEl.className = 'toast ' + (kind || 'info');
    toastEl.hidden = false;
    clearTimeout(toastTimer);
    if (!sticky) toastTimer = setTimeout(function () { toastEl.hidden = true; }, 5000);
  }
  function clearToast() {
    if (toastEl) toastEl.hidden = true;
  }
  if (toastEl) toastEl.addEventListener('click', clearToast);

  /* Back to lobby: tell the casino page that framed or opened the game, else go to the lobby path. */
  function backToLobby() {
    var message = { type: 'demo-provider:back-to-lobby', gameCode: cfg.gameCode || null };
    if (window.parent && window.parent !== window) {
      window.parent.postMessage(message, '*');
      return;
    }
    if (window.opener && !window.opener.closed) {
      try { window.opener.postMessage(message, '*'); } catch (e) { /* opener from another origin */ }
      window.close();
      setTimeout(function () { location.href = cfg.lobby || '/'; }, 300);
      return;
    }
    location.href = cfg.lobby || '/';
  }
  var back = document.getElementById('back');
  if (back) back.addEventListener('click', backToLobby);

  /* Sound: off until the player turns it on; tones are synthesised, nothing is downloaded. */
  var audio = null;
  var soundOn = false;
  function tone(freq, start, duration, type, gain) {
    var osc = audio.createOscillator();
    var amp = audio.createGain();
    osc.type = type || 'sine';
    osc.frequency.value = freq;
    amp.gain.setValueAtTime(0.0001, audio.currentTime + start);
    amp.gain.exponentialRampToValueAtTime(gain || 0.15, audio.currentTime + start + 0.01);
    amp.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + start + duration);
    osc.connect(amp).connect(audio.destination);
    osc.start(audio.currentTime + start);
    osc.stop(audio.currentTime + start + duration + 0.05);
  }
  var SOUNDS = {
    stop: function () { tone(140, 0, 0.08, 'square', 0.06); },
    win: function () { [523, 659, 784, 1047].forEach(function (f, i) { tone(f, i * 0.09, 0.25, 'triangle', 0.12); }); },
    bet: function () { tone(440, 0, 0.06, 'sine', 0.08); },
    crash: function () { tone(110, 0, 0.5, 'sawtooth', 0.12); tone(80, 0.05, 0.6, 'square', 0.06); },
    cashout: function () { [784, 1047, 1319].forEach(function (f, i) { tone(f, i * 0.07, 0.2, 'triangle', 0.12); }); },
  };
  function play(name) {
    if (!soundOn || !audio || !SOUNDS[name]) return;
    try { SOUNDS[name](); } catch (e) { /* audio unavailable */ }
  }
  var soundBtn = document.getElementById('sound');
  if (soundBtn) {
    soundBtn.addEventListener('click', function () {
      soundOn = !soundOn;
      soundBtn.setAttribute('aria-pressed', String(soundOn));
      if (soundOn && !audio) {
        var Ctx = window.AudioContext || window.webkitAudioContext;
        if (Ctx) audio = new Ctx();
      }
      if (audio && audio.state === 'suspended') audio.resume();
      play('bet');
    });
  }

  /* A modal dialog with focus kept inside, closed by its button, Escape or a click on the backdrop. */
  function dialog(title, bodyHtml) {
    var el = document.createElement('dialog');
    el.className = 'sheet';
    el.setAttribute('aria-label', title);
    el.innerHTML = '<div class="sheet-head"><h2>' + escapeHtml(title) + '</h2><button type="button" class="icon-btn close" aria-label="' + escapeHtml(t.close) + '">' +
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg></button></div>' +
      '<div class="sheet-body">' + bodyHtml + '</div>';
    document.body.appendChild(el);
    el.querySelector('.close').addEventListener('click', function () { el.close(); });
    el.addEventListener('click', function (event) { if (event.target === el) el.close(); });
    return el;
  }

  function escapeHtml(value) {
    return String(value).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }

  function setText(el, text) {
    if (el && el.textContent !== text) el.textContent = text;
  }

  /* The row most games share: balance, the bet with − and +, the last win; and the fun balance refill. */
  function controls(container, options) {
    options = options || {};
    var state = { balance: cfg.balance, betIndex: cfg.betIndex || 0, locked: false };
    container.insertAdjacentHTML('beforeend',
      (cfg.mode === 'fun' ? '<div class="fun-row"><span class="pill">' + escapeHtml(t.funMode) + '</span><button type="button" class="link-btn" data-refill>' + escapeHtml(t.topUp) + '</button></div>' : '') +
      '<div class="hud">' +
      '<div class="stat"><span class="label">' + escapeHtml(balanceLabel()) + '</span><span class="value" data-balance></span></div>' +
      (options.noBet ? '' : '<div class="stat bet-stat"><span class="label">' + escapeHtml(options.betLabel || t.bet) + '</span><span class="bet-picker"><button type="button" class="step-btn small" data-down aria-label="' + escapeHtml(t.lowerBet) + '">−</button><span class="value" data-bet aria-live="polite"></span><button type="button" class="step-btn small" data-up aria-label="' + escapeHtml(t.raiseBet) + '">+</button></span></div>') +
      '<div class="stat win"><span class="label">' + escapeHtml(t.win) + '</span><span class="value" data-win>' + amount(0) + '</span></div>' +
      '</div>');
    var balanceEl = container.querySelector('[data-balance]');
    var betEl = container.querySelector('[data-bet]');
    var winEl = container.querySelector('[data-win]');
    var down = container.querySelector('[data-down]');
    var up = container.querySelector('[data-up]');
    function render() {
      setText(balanceEl, amount(state.balance));
      if (betEl) setText(betEl, amount(cfg.bets[state.betIndex]));
      if (down) down.disabled = state.locked || state.betIndex === 0;
      if (up) up.disabled = state.locked || state.betIndex === cfg.bets.length - 1;
      if (options.onBet) options.onBet(cfg.bets[state.betIndex]);
    }
    if (down) down.addEventListener('click', function () { if (state.betIndex > 0) { state.betIndex--; render(); } });
    if (up) up.addEventListener('click', function () { if (state.betIndex < cfg.bets.length - 1) { state.betIndex++; render(); } });
    var refill = container.querySelector('[data-refill]');
    if (refill) refill.addEventListener('click', function () {
      api('/api/fun/refill').then(function (res) {
        if (res.ok) { state.balance = res.balance; render(); clearToast(); } else toast(errorText(res.error), 'error');
      });
    });
    render();
    return {
      bet: function () { return cfg.bets[state.betIndex]; },
      balance: function () { return state.balance; },
      setBalance: function (value) { if (typeof value === 'number') { state.balance = value; render(); } },
      setWin: function (value) { setText(winEl, amount(value)); },
      lock: function (locked) { state.locked = locked; render(); },
      /* A refused round: its message, and the balance the wallet reported. */
      failed: function (res) {
        if (typeof res.balance === 'number') { state.balance = res.balance; render(); }
        toast(errorText(res.error), 'error', res.error === 'INSUFFICIENT_FUNDS' || res.error === 'INVALID_SESSION' || res.error === 'SESSION_NOT_FOUND');
      },
      /* A played round: balances after the bet and after the result, the win. */
      settled: function (res) {
        state.balance = res.balance !== null && res.balance !== undefined ? res.balance : res.balanceAfterBet;
        render();
        setText(winEl, amount(res.win || 0));
        if (res.resultPending) toast(t.resultPending, 'warn');
        if (res.fair) fair.nonce = res.fair.nonce + 1;
      },
    };
  }

  /* The rules dialog behind the (i) button. */
  function rules(title, html) {
    var info = document.getElementById('info');
    if (!info) return;
    info.addEventListener('click', function () {
      var d = dialog(title, typeof html === 'function' ? html() : html);
      d.addEventListener('close', function () { d.remove(); });
      d.showModal();
    });
  }

  /* Provably fair: the active seed pair (the server seed's SHA-256 only), the client seed the player may set, the
     server seed rotation that reveals the old one, and the latest rounds with a link to the verify page. */
  var fair = cfg.fair || { serverSeedHash: '', clientSeed: '', nonce: 0 };
  function verifyLink(r) {
    var q = new URLSearchParams({ lang: cfg.lang, kind: r.kind, serverSeed: r.serverSeed || '', clientSeed: r.clientSeed, nonce: String(r.nonce), bet: String(r.bet), params: JSON.stringify(r.params), hash: r.serverSeedHash, win: String(r.win) });
    return cfg.base + '/fair/verify?' + q.toString();
  }
  function fairDialog() {
    api('/api/fair').then(function (res) {
      if (!res.ok) { toast(errorText(res.error), 'error'); return; }
      fair = res.active;
      var rows = res.rounds.map(function (r) {
        return '<li><span>#' + r.nonce + '</span><span>' + amount(r.bet) + ' → ' + amount(r.win) + '</span>' +
          (r.serverSeed ? '<a href="' + escapeHtml(verifyLink(r)) + '" target="_blank" rel="noopener">' + escapeHtml(t.verify) + '</a>' : '<span class="muted">' + escapeHtml(t.seedHidden) + '</span>') + '</li>';
      }).join('');
      var html = '<p>' + escapeHtml(t.fairIntro) + '</p>' +
        '<dl class="fair"><dt>' + escapeHtml(t.serverSeedHash) + '</dt><dd class="mono" data-hash>' + escapeHtml(fair.serverSeedHash) + '</dd>' +
        '<dt>' + escapeHtml(t.nonce) + '</dt><dd data-nonce>' + fair.nonce + '</dd></dl>' +
        '<form class="seed-form" data-seed-form><label for="client-seed">' + escapeHtml(t.clientSeed) + '</label>' +
        '<div class="seed-row"><input id="client-seed" maxlength="64" pattern="[A-Za-z0-9._:-]{1,64}" required value="' + escapeHtml(fair.clientSeed) + '">' +
        '<button type="submit" class="secondary">' + escapeHtml(t.setClientSeed) + '</button></div></form>' +
        '<button type="button" class="secondary wide" data-rotate>' + escapeHtml(t.rotateSeed) + '</button>' +
        '<div data-revealed></div>' +
        '<h3>' + escapeHtml(t.recentRounds) + '</h3><ul class="fair-rounds">' + (rows || '<li class="muted">—</li>') + '</ul>' +
        '<p><a href="' + escapeHtml(cfg.base + '/fair/verify?lang=' + cfg.lang) + '" target="_blank" rel="noopener">' + escapeHtml(t.verifyTitle) + '</a></p>';
      var d = dialog(t.fairness, html);
      d.addEventListener('close', function () { d.remove(); });
      var show = function (active) {
        fair = active;
        setText(d.querySelector('[data-hash]'), active.serverSeedHash);
        setText(d.querySelector('[data-nonce]'), String(active.nonce));
      };
      d.querySelector('[data-seed-form]').addEventListener('submit', function (event) {
        event.preventDefault();
        var value = d.querySelector('#client-seed').value.trim();
        if (!/^[A-Za-z0-9._:-]{1,64}$/.test(value)) { toast(t.invalidSeed, 'error'); return; }
        api('/api/fair/client-seed', { clientSeed: value }).then(function (r) {
          if (r.ok) { show(r.active); toast(t.seedChanged, 'info'); } else toast(r.error === 'INVALID_SEED' ? t.invalidSeed : errorText(r.error), 'error');
        });
      });
      d.querySelector('[data-rotate]').addEventListener('click', function () {
        api('/api/fair/rotate').then(function (r) {
          if (!r.ok) { toast(errorText(r.error), 'error'); return; }
          show(r.active);
          d.querySelector('[data-revealed]').innerHTML = '<dl class="fair"><dt>' + escapeHtml(t.revealedSeed) + '</dt><dd class="mono" data-revealed-seed>' + escapeHtml(r.revealed.serverSeed) + '</dd>' +
            '<dt>' + escapeHtml(t.serverSeedHash) + '</dt><dd class="mono">' + escapeHtml(r.revealed.serverSeedHash) + '</dd></dl>';
        });
      });
      d.showModal();
    });
  }
  var fairBtn = document.getElementById('fair');
  if (fairBtn) fairBtn.addEventListener('click', fairDialog);

  /* Cards 0–51: rank = card % 13 + 1, suit = floor(card / 13). null is a card face down. */
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = ['♠', '♥', '♦', '♣'];
  function cardHtml(card) {
    if (card === null || card === undefined) return '<span class="card back" role="img" aria-label="' + escapeHtml(t.hiddenCard) + '"></span>';
    var rank = RANKS[card % 13];
    var suit = SUITS[Math.floor(card / 13)];
    var red = suit === '♥' || suit === '♦';
    return '<span class="card' + (red ? ' red' : '') + '" role="img" aria-label="' + rank + suit + '"><b>' + rank + '</b><i>' + suit + '</i></span>';
  }

  /* The live tables' look: the dealer's card above the table. */
  function dealerBox(live) {
    if (!live) return '';
    return '<div class="dealer"><div class="dealer-face" aria-hidden="true"><svg viewBox="0 0 64 64"><circle cx="32" cy="24" r="12" fill="#f2c7a5"/><path d="M20 22c0-9 6-14 12-14s12 5 12 14c-3-5-8-7-12-7s-9 2-12 7z" fill="#2b1a12"/><path d="M10 62c2-14 11-20 22-20s20 6 22 20z" fill="#111"/><path d="M28 44h8l-4 8z" fill="#c1121f"/></svg></div>' +
      '<div><span class="live-badge">' + escapeHtml(t.live) + '</span><p class="dealer-name">' + escapeHtml(t.dealer.replace('{name}', live.dealer)) + '</p><p class="muted">' + escapeHtml(t.tableNo.replace('{n}', String(live.table))) + '</p></div></div>';
  }

  window.DemoGame = {
    cfg: cfg, t: t, money: money, amount: amount, balanceLabel: balanceLabel, multiplier: multiplier, errorText: errorText, api: api,
    toast: toast, clearToast: clearToast, play: play, dialog: dialog, escapeHtml: escapeHtml, setText: setText,
    isFun: cfg.mode === 'fun', controls: controls, rules: rules, cardHtml: cardHtml, dealerBox: dealerBox,
  };
})();
