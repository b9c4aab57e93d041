/* The crash game's page. The server runs the round and streams it over Server-Sent Events; this page draws the
   curve, sends the bet and the cash-out, and never decides an outcome. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var C = cfg.crash;

  var app = document.getElementById('app');
  app.innerHTML =
    (G.isFun ? '<div class="fun-row"><span class="pill">' + G.escapeHtml(t.funMode) + '</span><button type="button" class="link-btn" id="refill">' + G.escapeHtml(t.topUp) + '</button></div>' : '') +
    '<div class="stage" id="stage"><canvas id="chart" aria-hidden="true"></canvas>' +
    '  <div class="readout"><div class="big" id="big" role="status" aria-live="off">1.00×</div><div class="sub" id="sub" aria-live="polite"></div></div></div>' +
    '<ul class="history" id="history" aria-label="' + G.escapeHtml(t.history) + '"></ul>' +
    '<div class="crash-controls">' +
    '  <div class="stat balance"><span class="label">' + G.escapeHtml(G.balanceLabel()) + '</span><span class="value" id="balance"></span></div>' +
    '  <div class="bet-picker"><button type="button" class="step-btn" id="bet-down" aria-label="' + G.escapeHtml(t.lowerBet) + '">−</button>' +
    '    <div class="stat"><span class="label">' + G.escapeHtml(t.bet) + '</span><span class="value" id="bet" aria-live="polite"></span></div>' +
    '    <button type="button" class="step-btn" id="bet-up" aria-label="' + G.escapeHtml(t.raiseBet) + '">+</button></div>' +
    '  <div class="auto"><label><input type="checkbox" id="auto-on"> ' + G.escapeHtml(t.autoCashOut) + '</label>' +
    '    <input type="number" id="auto-value" inputmode="decimal" min="' + (C.minTarget / 100).toFixed(2) + '" max="' + (C.maxMultiplier / 100).toFixed(2) + '" step="0.01" value="2.00" aria-label="' + G.escapeHtml(t.autoCashOut) + '" disabled></div>' +
    '  <button type="button" class="primary action" id="action"></button>' +
    '</div>' +
    '<p class="message">' + G.escapeHtml(t.crashRule) + ' ' + G.escapeHtml(t.rtp) + ': ' + C.rtp + '%</p>';

  var stage = document.getElementById('stage');
  var canvas = document.getElementById('chart');
  var ctx = canvas.getContext('2d');
  var bigEl = document.getElementById('big');
  var subEl = document.getElementById('sub');
  var historyEl = document.getElementById('history');
  var balanceEl = document.getElementById('balance');
  var betEl = document.getElementById('bet');
  var downBtn = document.getElementById('bet-down');
  var upBtn = document.getElementById('bet-up');
  var autoOn = document.getElementById('auto-on');
  var autoValue = document.getElementById('auto-value');
  var action = document.getElementById('action');

  /* phase: idle | betting | starting | running | ended */
  var state = {
    phase: 'idle', balance: cfg.balance, betIndex: cfg.betIndex, roundBet: 0, auto: null,
    startsAt: 0, tick: null, multiplier: 100, end: null, requesting: false, history: [], points: [],
  };

  function curve(elapsedMs) {
    return Math.min(Math.floor(100 * Math.exp(C.growth * elapsedMs / 1000) + 1e-9), C.maxMultiplier);
  }
  /** The curve itself, unrounded, for drawing. */
  function smooth(elapsedMs) {
    return Math.exp(C.growth * elapsedMs / 1000);
  }
  function currentBet() {
    return cfg.bets[state.betIndex];
  }

  function renderBalance() { G.setText(balanceEl, G.amount(state.balance)); }
  function renderControls() {
    var locked = state.phase !== 'idle' || state.requesting;
    G.setText(betEl, G.amount(currentBet()));
    downBtn.disabled = locked || state.betIndex <= 0;
    upBtn.disabled = locked || state.betIndex >= cfg.bets.length - 1;
    autoOn.disabled = locked;
    autoValue.disabled = locked || !autoOn.checked;
    action.classList.toggle('cashout', state.phase === 'running');
    if (state.phase === 'running') {
      G.setText(action, t.cashOut + ' · ' + G.amount(Math.floor(state.roundBet * state.multiplier / 100)));
      action.disabled = state.requesting;
    } else if (state.phase === 'starting' || state.phase === 'betting') {
      G.setText(action, t.starting);
      action.disabled = true;
    } else {
      G.setText(action, t.placeBet);
      action.disabled = state.requesting;
    }
  }
  function renderHistory() {
    historyEl.innerHTML = state.history.map(function (h) {
      return '<li class="' + (h < 200 ? 'low' : h < 1000 ? 'mid' : 'high') + '">' + G.multiplier(h) + '</li>';
    }).join('');
  }

  /* ---- Drawing ---- */
  function resize() {
    var ratio = window.devicePixelRatio || 1;
    var rect = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(rect.width * ratio));
    canvas.height = Math.max(1, Math.round(rect.height * ratio));
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  }
  function draw(elapsedMs, m) {
    var w = canvas.clientWidth;
    var h = canvas.clientHeight;
    ctx.clearRect(0, 0, w, h);
    var pad = { l: 34, r: 18, t: 18, b: 26 };
    var maxT = Math.max(8000, elapsedMs * 1.15);
    var maxM = Math.max(2, (m / 100) * 1.2);
    var x = function (ms) { return pad.l + (w - pad.l - pad.r) * (ms / maxT); };
    var y = function (mult) { return h - pad.b - (h - pad.t - pad.b) * ((mult - 1) / (maxM - 1)); };

    // Grid
    ctx.strokeStyle = 'rgba(255,255,255,.08)';
    ctx.fillStyle = 'rgba(255,255,255,.45)';
    ctx.font = '11px system-ui, sans-serif';
    ctx.lineWidth = 1;
    var step = maxM <= 3 ? 0.5 : maxM <= 6 ? 1 : maxM <= 15 ? 2 : maxM <= 40 ? 5 : maxM <= 120 ? 20 : 100;
    for (var v = 1; v <= maxM; v += step) {
      ctx.beginPath(); ctx.moveTo(pad.l, y(v)); ctx.lineTo(w - pad.r, y(v)); ctx.stroke();
      ctx.fillText(v.toFixed(v < 10 && step < 1 ? 1 : 0) + '×', 4, y(v) + 4);
    }
    for (var s = 0; s <= maxT / 1000; s += maxT > 30000 ? 10 : 2) {
      ctx.fillText(s + 's', x(s * 1000) - 6, h - 8);
    }
    if (elapsedMs <= 0) return;

    // Curve, area under it, and the tip
    var colour = stage.classList.contains('crashed') ? '#ff4d6d' : stage.classList.contains('cashed') ? '#3ddc84' : getComputedStyle(document.body).getPropertyValue('--accent') || '#ffd166';
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    var n = 60;
    for (var i = 1; i <= n; i++) {
      var ms = elapsedMs * i / n;
      ctx.lineTo(x(ms), y(Math.min(smooth(ms), m / 100)));
    }
    var tipX = x(elapsedMs);
    var tipY = y(m / 100);
    ctx.lineTo(tipX, y(1));
    ctx.closePath();
    var fill = ctx.createLinearGradient(0, tipY, 0, h);
    fill.addColorStop(0, colour.trim() + '66');
    fill.addColorStop(1, colour.trim() + '00');
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (var j = 1; j <= n; j++) {
      var t2 = elapsedMs * j / n;
      ctx.lineTo(x(t2), y(Math.min(smooth(t2), m / 100)));
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(tipX, tipY, 7, 0, Math.PI * 2);
    ctx.fillStyle = '#fff';
    ctx.fill();
  }

  var lastDrawn = { e: 0, m: 100 };
  function frame() {
    var now = performance.now();
    if (state.phase === 'running' && state.tick) {
      // Between two server ticks, follow the curve, never more than a quarter second ahead of the server.
      var e = state.tick.elapsedMs + (now - state.tick.at);
      var ahead = Math.floor(state.tick.multiplier * Math.exp(C.growth * 0.25));
      state.multiplier = Math.max(state.tick.multiplier, Math.min(curve(e), ahead));
      lastDrawn = { e: e, m: state.multiplier };
      G.setText(bigEl, G.multiplier(state.multiplier));
      if (state.auto) G.setText(subEl, t.autoCashOut + ' ' + G.multiplier(state.auto));
      renderControls();
      draw(e, state.multiplier);
    } else if (state.phase === 'starting') {
      var left = Math.max(0, state.startsAt - now);
      G.setText(bigEl, '1.00×');
      G.setText(subEl, t.starting + ' ' + (left / 1000).toFixed(1) + 's');
      draw(0, 100);
    } else if (state.phase === 'ended' || state.phase === 'idle') {
      draw(lastDrawn.e, lastDrawn.m);
    }
    requestAnimationFrame(frame);
  }

  /* ---- Server events ---- */
  function onEvent(type, data) {
    if (type === 'snapshot') {
      state.history = data.history;
      renderHistory();
      if (data.round) {
        state.roundBet = data.round.bet;
        state.auto = data.round.autoCashOut;
        if (data.phase === 'running') {
          state.phase = 'running';
          state.tick = { multiplier: data.round.multiplier, elapsedMs: 0, at: performance.now() };
        } else {
          state.phase = 'starting';
          state.startsAt = performance.now() + data.round.startsInMs;
        }
      } else if (state.phase === 'starting' || state.phase === 'running') {
        // Reconnected after the round ended: its outcome is in the balance and the history.
        state.phase = 'idle';
        G.api('/api/balance').then(function (res) {
          if (res.ok) { state.balance = res.balance; renderBalance(); }
        });
      }
    } else if (type === 'bet') {
      stage.classList.remove('crashed', 'cashed');
      state.phase = 'starting';
      state.roundBet = data.bet;
      state.auto = data.autoCashOut;
      state.startsAt = performance.now() + data.startsInMs;
      state.balance = data.balance;
      lastDrawn = { e: 0, m: 100 };
      renderBalance();
    } else if (type === 'start') {
      state.phase = 'running';
      state.tick = { multiplier: 100, elapsedMs: 0, at: performance.now() };
      G.setText(subEl, '');
    } else if (type === 'tick') {
      if (state.phase === 'running') state.tick = { multiplier: data.multiplier, elapsedMs: data.elapsedMs, at: performance.now() };
    } else if (type === 'end') {
      state.phase = 'ended';
      var won = data.cashedOutAt !== null;
      stage.classList.toggle('cashed', won);
      stage.classList.toggle('crashed', !won);
      var shown = won ? data.cashedOutAt : data.crashPoint;
      lastDrawn = { e: Math.log(Math.max(shown, 100) / 100) / C.growth * 1000, m: shown };
      G.setText(bigEl, G.multiplier(shown));
      G.setText(subEl, won
        ? t.cashedOut + ' ' + G.multiplier(data.cashedOutAt) + ' · +' + G.money(data.win) + ' · ' + t.crashed + ' ' + G.multiplier(data.crashPoint)
        : t.crashed + ' ' + G.multiplier(data.crashPoint));
      G.play(won ? 'cashout' : 'crash');
      state.history.unshift(data.crashPoint);
      state.history = state.history.slice(0, 12);
      renderHistory();
    } else if (type === 'cancelled') {
      // The round could not be flown to its end: the stake went back.
      stage.classList.remove('crashed', 'cashed');
      state.phase = 'idle';
      state.balance = data.balance;
      lastDrawn = { e: 0, m: 100 };
      G.setText(bigEl, '1.00×');
      G.setText(subEl, '');
      renderBalance();
      G.toast(t.roundCancelled, 'warn');
    } else if (type === 'settled') {
      if (data.balance !== null) state.balance = data.balance;
      if (data.pending) G.toast(t.resultPending, 'warn');
      renderBalance();
      state.phase = 'idle';
    }
    renderControls();
  }

  var source = null;
  function connect() {
    source = new EventSource(cfg.base + '/api/crash/events?s=' + encodeURIComponent(cfg.session));
    ['snapshot', 'bet', 'start', 'tick', 'end', 'cancelled', 'settled'].forEach(function (type) {
      source.addEventListener(type, function (event) { onEvent(type, JSON.parse(event.data)); });
    });
    source.onerror = function () {
      // The browser reconnects by itself; a session the server no longer knows cannot come back.
      if (source.readyState === EventSource.CLOSED) G.toast(t.sessionExpired, 'error', true);
    };
  }

  /* ---- Actions ---- */
  function placeBet() {
    var amount = currentBet();
    if (state.balance < amount && !G.isFun) {
      G.toast(t.insufficientFunds, 'error');
      return;
    }
    var auto = null;
    if (autoOn.checked) {
      var value = Math.round(parseFloat(String(autoValue.value).replace(',', '.')) * 100);
      if (!(value >= C.minTarget && value <= C.maxMultiplier)) {
        autoValue.focus();
        G.toast(t.autoCashOut + ': ' + (C.minTarget / 100).toFixed(2) + '× – ' + (C.maxMultiplier / 100).toFixed(2) + '×', 'error');
        return;
      }
      auto = value;
    }
    G.clearToast();
    state.requesting = true;
    state.phase = 'betting';
    renderControls();
    G.play('bet');
    G.api('/api/crash/bet', { bet: amount, auto: auto }).then(function (res) {
      state.requesting = false;
      if (!res.ok) {
        if (state.phase === 'betting') state.phase = 'idle';
        if (typeof res.balance === 'number') state.balance = res.balance;
        renderBalance();
        G.toast(G.errorText(res.error), 'error', res.error === 'INSUFFICIENT_FUNDS' || res.error === 'INVALID_SESSION' || res.error === 'SESSION_NOT_FOUND');
      }
      renderControls();
    });
  }
  function cashOut() {
    state.requesting = true;
    renderControls();
    G.api('/api/crash/cashout').then(function () {
      // The outcome arrives as the round's end event.
      state.requesting = false;
      renderControls();
    });
  }

  action.addEventListener('click', function () {
    if (state.phase === 'running') cashOut();
    else if (state.phase === 'idle' || state.phase === 'ended') placeBet();
  });
  downBtn.addEventListener('click', function () { if (state.betIndex > 0) { state.betIndex--; renderControls(); } });
  upBtn.addEventListener('click', function () { if (state.betIndex < cfg.bets.length - 1) { state.betIndex++; renderControls(); } });
  autoOn.addEventListener('change', renderControls);
  document.getElementById('info').addEventListener('click', function () {
    var d = G.dialog(t.payTable, '<div class="rules"><p>' + G.escapeHtml(t.crashRule) + '</p><p>' + G.escapeHtml(t.autoCashOut) + ': ' +
      (C.minTarget / 100).toFixed(2) + '× – ' + (C.maxMultiplier / 100).toFixed(2) + '×</p><p><strong>' + G.escapeHtml(t.rtp) + ': ' + C.rtp + '%</strong></p></div>');
    d.addEventListener('close', function () { d.remove(); });
    d.showModal();
  });
  var refill = document.getElementById('refill');
  if (refill) {
    refill.addEventListener('click', function () {
      G.api('/api/fun/refill').then(function (res) {
        if (res.ok) { state.balance = res.balance; renderBalance(); G.clearToast(); } else G.toast(G.errorText(res.error), 'error');
      });
    });
  }
  window.addEventListener('resize', resize);

  resize();
  renderBalance();
  renderControls();
  connect();
  requestAnimationFrame(frame);
})();
