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
    INVALID_SESSION: 'sessionExpired',
    SESSION_NOT_FOUND: 'sessionExpired',
    WALLET_UNAVAILABLE: 'walletUnavailable',
    RESULT_REFUSED: 'genericError',
    BUSY: 'busy',
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

  window.DemoGame = {
    cfg: cfg, t: t, money: money, amount: amount, balanceLabel: balanceLabel, multiplier: multiplier, errorText: errorText, api: api,
    toast: toast, clearToast: clearToast, play: play, dialog: dialog, escapeHtml: escapeHtml, setText: setText,
    isFun: cfg.mode === 'fun',
  };
})();
