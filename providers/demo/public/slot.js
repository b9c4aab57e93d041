/* The slot's page: reels that spin while the game server plays the round and stop on the server's result. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var S = cfg.slot;
  var REELS = S.reels.length;
  var ROWS = S.rows;

  var svg = window.DemoSymbols.svg;
  function cellHtml(symbol) {
    return '<div class="cell" data-symbol="' + symbol + '">' + svg(symbol) + '</div>';
  }

  var LINE_COLORS = ['#ffd166', '#06d6a0', '#ef476f', '#4cc9f0', '#f72585', '#b5e48c', '#ff9f1c', '#9b5de5', '#00f5d4', '#fee440',
    '#f15bb5', '#8ac926', '#ff595e', '#1982c4', '#ffca3a', '#6a4c93', '#c0fdff', '#ff7b00', '#80ffdb', '#e0aaff'];

  /* ---- Layout ---- */
  var app = document.getElementById('app');
  app.innerHTML =
    (G.isFun ? '<div class="fun-row"><span class="pill">' + G.escapeHtml(t.funMode) + '</span><button type="button" class="link-btn" id="refill">' + G.escapeHtml(t.topUp) + '</button></div>' : '') +
    '<div class="machine"><div class="reels" id="reels"></div><div class="win-banner" id="banner" aria-hidden="true"><span class="label">' + G.escapeHtml(t.win) + '</span><span class="value"></span></div></div>' +
    '<p class="message" id="message" aria-live="polite"></p>' +
    '<div class="hud">' +
    '  <div class="stat"><span class="label">' + G.escapeHtml(G.balanceLabel()) + '</span><span class="value" id="balance"></span></div>' +
    '  <div class="stat"><span class="label" id="bet-label">' + G.escapeHtml(t.bet) + '</span><span class="value" id="bet" aria-live="polite"></span></div>' +
    '  <div class="stat win"><span class="label">' + G.escapeHtml(t.win) + '</span><span class="value" id="win">' + G.amount(0) + '</span></div>' +
    '</div>' +
    '<div class="spin-row"><button type="button" class="step-btn" id="bet-down" aria-label="' + G.escapeHtml(t.lowerBet) + '">−</button>' +
    '<button type="button" class="spin-btn" id="spin" aria-label="' + G.escapeHtml(t.spin) + '" title="' + G.escapeHtml(t.spin) + '">' +
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M20 12a8 8 0 1 1-2.34-5.66" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M20 4v5h-5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg></button>' +
    '<button type="button" class="step-btn" id="bet-up" aria-label="' + G.escapeHtml(t.raiseBet) + '">+</button></div>';

  /* Free spins the casino granted: the bar above the reels; the spin button plays them at the granted bet. */
  app.insertAdjacentHTML('afterbegin', '<div class="free-bar" id="free-bar" role="status" aria-live="polite" hidden><span class="free-icon" aria-hidden="true">★</span><strong id="free-count"></strong><span id="free-bet"></span></div>');
  if (cfg.jackpot) {
    app.insertAdjacentHTML('afterbegin', '<div class="jackpot-bar" role="status"><span class="label">' + G.escapeHtml(t.jackpot) + '</span><strong id="pool">' + G.money(cfg.jackpot.pool) + '</strong></div>');
  }
  var poolEl = document.getElementById('pool');
  var reelsEl = document.getElementById('reels');
  var reels = [];
  for (var r = 0; r < REELS; r++) {
    var el = document.createElement('div');
    el.className = 'reel';
    var strip = document.createElement('div');
    strip.className = 'strip';
    el.appendChild(strip);
    reelsEl.appendChild(el);
    reels.push({ el: el, strip: strip, anim: null });
  }
  var overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  overlay.setAttribute('class', 'lines-overlay');
  overlay.setAttribute('aria-hidden', 'true');
  reelsEl.appendChild(overlay);

  var balanceEl = document.getElementById('balance');
  var betEl = document.getElementById('bet');
  var winEl = document.getElementById('win');
  var messageEl = document.getElementById('message');
  var spinBtn = document.getElementById('spin');
  var downBtn = document.getElementById('bet-down');
  var upBtn = document.getElementById('bet-up');
  var banner = document.getElementById('banner');

  var freeBar = document.getElementById('free-bar');
  var freeCount = document.getElementById('free-count');
  var freeBet = document.getElementById('free-bet');

  var state = { balance: cfg.balance, betIndex: cfg.betIndex, spinning: false, grid: S.grid, highlightTimer: null, free: cfg.freeRounds || null, freeWin: 0 };

  function renderFree() {
    freeBar.hidden = !state.free;
    document.body.classList.toggle('free-spins', !!state.free);
    if (!state.free) return;
    G.setText(freeCount, t.freeSpins.replace('{count}', String(state.free.left)));
    G.setText(freeBet, t.bet + ' ' + G.amount(state.free.bet));
  }

  function cellHeight() {
    return reels[0].el.clientHeight / ROWS;
  }
  function applyCellHeight() {
    document.documentElement.style.setProperty('--cell-h', cellHeight() + 'px');
  }

  /* The strip shows one spare symbol above the window so a bouncing stop never reveals an empty gap. */
  function showGrid(grid) {
    reels.forEach(function (reel, i) {
      reel.strip.innerHTML = cellHtml(randomSymbol(i)) + grid[i].map(cellHtml).join('');
      reel.strip.style.transform = 'translateY(' + -cellHeight() + 'px)';
    });
  }
  function randomSymbol(reel) {
    var strip = S.reels[reel];
    return strip[Math.floor(Math.random() * strip.length)];
  }
  function fillers(reel, n) {
    var out = [];
    for (var i = 0; i < n; i++) out.push(randomSymbol(reel));
    return out;
  }

  function renderBalance() {
    G.setText(balanceEl, G.amount(state.balance));
  }
  function bet() {
    return state.free ? state.free.bet : cfg.bets[state.betIndex];
  }
  function renderBet() {
    G.setText(betEl, G.amount(bet()));
    downBtn.disabled = state.spinning || !!state.free || state.betIndex <= 0;
    upBtn.disabled = state.spinning || !!state.free || state.betIndex >= cfg.bets.length - 1;
    spinBtn.disabled = state.spinning;
    var label = state.free ? t.freeSpin + ' (' + state.free.left + ')' : t.spin;
    spinBtn.setAttribute('aria-label', label);
    spinBtn.setAttribute('title', label);
    renderFree();
  }

  /* ---- Highlighting wins ---- */
  function clearHighlight() {
    clearTimeout(state.highlightTimer);
    overlay.innerHTML = '';
    reelsEl.classList.remove('dim');
    reelsEl.querySelectorAll('.cell.hit').forEach(function (c) { c.classList.remove('hit'); });
    banner.classList.remove('show');
    G.setText(messageEl, '');
  }
  function cellAt(reel, row) {
    return reels[reel].strip.children[row + 1];
  }
  function centre(reel, row) {
    var box = reelsEl.getBoundingClientRect();
    var rect = reels[reel].el.getBoundingClientRect();
    var h = rect.height / ROWS;
    return [rect.left - box.left + rect.width / 2, rect.top - box.top + h * row + h / 2];
  }
  function drawLines(lineWins) {
    var box = reelsEl.getBoundingClientRect();
    overlay.setAttribute('viewBox', '0 0 ' + box.width + ' ' + box.height);
    overlay.innerHTML = lineWins.map(function (w) {
      var rows = S.lines[w.line - 1];
      var points = rows.map(function (row, reel) { return centre(reel, row).join(','); }).join(' ');
      return '<polyline points="' + points + '" stroke="' + LINE_COLORS[(w.line - 1) % LINE_COLORS.length] + '"/>';
    }).join('');
  }
  function mark(cells) {
    reelsEl.querySelectorAll('.cell.hit').forEach(function (c) { c.classList.remove('hit'); });
    cells.forEach(function (c) { var cell = cellAt(c[0], c[1]); if (cell) cell.classList.add('hit'); });
  }
  function describe(win) {
    var icon = svg(win.symbol);
    var where = win.line ? t.lines + ' ' + win.line + ' · ' : '';
    return { icon: icon, text: where + win.count + '× → ' + G.amount(win.amount) };
  }
  function showMessage(win) {
    var d = describe(win);
    messageEl.innerHTML = d.icon + '<span>' + G.escapeHtml(d.text) + '</span>';
  }
  function highlight(result) {
    var wins = result.lineWins.slice();
    if (result.scatter) wins.push({ symbol: 'SCATTER', count: result.scatter.count, amount: result.scatter.amount, cells: result.scatter.cells });
    if (!wins.length) return;
    reelsEl.classList.add('dim');
    // Everything at once, then one win after another.
    drawLines(result.lineWins);
    mark(wins.reduce(function (all, w) { return all.concat(w.cells); }, []));
    var i = -1;
    function next() {
      i = (i + 1) % wins.length;
      var w = wins[i];
      drawLines(w.line ? [w] : []);
      mark(w.cells);
      showMessage(w);
      state.highlightTimer = setTimeout(next, 1600);
    }
    state.highlightTimer = setTimeout(next, 1800);
    G.setText(messageEl, t.win + ' ' + G.money(result.win));
  }

  function countUp(el, to, ms) {
    var start = performance.now();
    function frame(now) {
      var p = Math.min(1, (now - start) / ms);
      G.setText(el, G.amount(Math.floor(to * p)));
      if (p < 1) requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  }

  /* ---- Spinning ---- */
  function startSpinning() {
    var h = cellHeight();
    reels.forEach(function (reel, i) {
      var loop = fillers(i, 10);
      reel.strip.innerHTML = loop.concat(loop).map(cellHtml).join('');
      reel.el.classList.add('blur');
      reel.anim = reel.strip.animate(
        [{ transform: 'translateY(' + -10 * h + 'px)' }, { transform: 'translateY(0px)' }],
        { duration: 420, iterations: Infinity, easing: 'linear' },
      );
    });
  }
  function stopReel(i, column) {
    return new Promise(function (resolve) {
      var reel = reels[i];
      var h = cellHeight();
      var tail = fillers(i, 8);
      if (reel.anim) reel.anim.cancel();
      reel.strip.innerHTML = [randomSymbol(i)].concat(column, tail).map(cellHtml).join('');
      reel.el.classList.remove('blur');
      // Decelerate past the stop by a fraction of a symbol, then settle back on it.
      var anim = reel.strip.animate(
        [
          { transform: 'translateY(' + -(1 + tail.length) * h + 'px)', easing: 'cubic-bezier(.2,.6,.35,1)' },
          { transform: 'translateY(' + -0.78 * h + 'px)', offset: 0.8, easing: 'ease-in-out' },
          { transform: 'translateY(' + -h + 'px)' },
        ],
        { duration: 560, fill: 'forwards' },
      );
      anim.onfinish = function () {
        reel.strip.style.transform = 'translateY(' + -h + 'px)';
        anim.cancel();
        // Drop the tail so that the strip is back to spare + window.
        while (reel.strip.children.length > ROWS + 1) reel.strip.removeChild(reel.strip.lastChild);
        G.play('stop');
        resolve();
      };
    });
  }
  function stopAll(grid) {
    var started = performance.now();
    return Promise.all(grid.map(function (column, i) {
      return new Promise(function (resolve) {
        var due = 350 + i * 190;
        setTimeout(function () { stopReel(i, column).then(resolve); }, Math.max(0, due - (performance.now() - started)));
      });
    }));
  }

  function spin() {
    if (state.spinning) return;
    var amount = bet();
    var free = !!state.free;
    if (!free && state.balance < amount && !G.isFun) {
      G.toast(t.insufficientFunds, 'error');
      return;
    }
    G.clearToast();
    clearHighlight();
    state.spinning = true;
    renderBet();
    G.setText(winEl, G.amount(0));
    G.play('bet');
    startSpinning();
    var began = performance.now();
    G.api(free ? '/api/slot/spin' : S.spinPath || '/api/slot/spin', free ? { free: true } : { bet: amount }).then(function (res) {
      var wait = Math.max(0, 450 - (performance.now() - began));
      setTimeout(function () {
        if (!res.ok) {
          // Nothing was played: put the previous symbols back.
          reels.forEach(function (reel) { if (reel.anim) reel.anim.cancel(); reel.el.classList.remove('blur'); });
          showGrid(state.grid);
          if (typeof res.balance === 'number') state.balance = res.balance;
          if (free && res.error === 'NO_FREE_ROUNDS') state.free = res.freeRounds || null;
          renderBalance();
          G.toast(G.errorText(res.error), 'error', res.error === 'INSUFFICIENT_FUNDS' || res.error === 'INVALID_SESSION' || res.error === 'SESSION_NOT_FOUND');
          state.spinning = false;
          renderBet();
          return;
        }
        state.balance = res.balanceAfterBet;
        renderBalance();
        state.grid = res.grid;
        if (free) {
          state.freeWin = res.free.winTotal;
          state.free = res.freeRounds || null;
          renderBet();
        }
        if (poolEl && res.jackpot) G.setText(poolEl, G.money(res.jackpot.pool));
        stopAll(res.grid).then(function () {
          state.balance = res.balance !== null ? res.balance : res.balanceAfterBet;
          renderBalance();
          if (res.resultPending) G.toast(t.resultPending, 'warn');
          if (res.win > 0) {
            countUp(winEl, res.win, 600);
            G.play('win');
            if (res.jackpot && res.jackpot.hit) {
              banner.querySelector('.label').textContent = t.jackpotWon;
              banner.querySelector('.value').textContent = G.money(res.jackpot.paid);
              banner.classList.add('show');
              setTimeout(function () { banner.classList.remove('show'); banner.querySelector('.label').textContent = t.win; }, 4000);
            } else if (res.win >= amount * 10) {
              banner.querySelector('.value').textContent = G.money(res.win);
              banner.classList.add('show');
              setTimeout(function () { banner.classList.remove('show'); }, 2600);
            }
            highlight(res);
          }
          state.spinning = false;
          renderBet();
          if (free && !state.free) G.toast(t.freeSpinsOver.replace('{win}', G.money(state.freeWin)), 'info');
          spinBtn.focus({ preventScroll: true });
        });
      }, wait);
    });
  }

  /* ---- Pay table ---- */
  function payTable() {
    var lineBet = bet() / S.lines.length;
    var order = ['WILD', 'SCATTER', 'CROWN', 'GEM', 'BELL', 'CLOVER', 'A', 'K', 'Q', 'J', 'TEN'];
    var pays = '<ul class="pays">' + order.map(function (symbol) {
      var unit = symbol === 'SCATTER' ? bet() : lineBet;
      var rows = [5, 4, 3].map(function (n) { return '<dt>' + n + '×</dt><dd>' + G.amount(S.pays[symbol][n - 3] * unit) + '</dd>'; }).join('');
      return '<li>' + svg(symbol) + '<dl>' + rows + '</dl></li>';
    }).join('') + '</ul>';
    var maps = '<div class="line-maps">' + S.lines.map(function (rows, i) {
      var cells = '';
      for (var reel = 0; reel < REELS; reel++) {
        for (var row = 0; row < ROWS; row++) {
          cells += '<rect x="' + (reel * 10 + 1) + '" y="' + (row * 10 + 1) + '" width="8" height="8" rx="1.5" fill="' + (rows[reel] === row ? LINE_COLORS[i % LINE_COLORS.length] : 'rgba(255,255,255,.15)') + '"/>';
        }
      }
      return '<div class="line-map"><svg viewBox="0 0 50 30" aria-hidden="true">' + cells + '</svg>' + (i + 1) + '</div>';
    }).join('') + '</div>';
    var rules = '<div class="rules"><p>' + G.escapeHtml(t.lineRule) + '</p><p>' + G.escapeHtml(t.wildRule) + '</p><p>' + G.escapeHtml(t.scatterRule) + '</p>' +
      (cfg.jackpot ? '<p>' + G.escapeHtml(t.jackpotRule.replace('{share}', String(cfg.jackpot.share))) + '</p>' : '') +
      '<p><strong>' + G.escapeHtml(t.rtp) + ': ' + (cfg.jackpot ? cfg.jackpot.rtp : S.rtp).toFixed(2) + '%</strong></p></div>';
    var d = G.dialog(t.payTable, pays + rules + '<h3>' + G.escapeHtml(t.lines) + ' (' + S.lines.length + ')</h3>' + maps);
    d.addEventListener('close', function () { d.remove(); });
    d.showModal();
  }

  /* ---- Wiring ---- */
  spinBtn.addEventListener('click', spin);
  downBtn.addEventListener('click', function () { if (state.betIndex > 0) { state.betIndex--; renderBet(); } });
  upBtn.addEventListener('click', function () { if (state.betIndex < cfg.bets.length - 1) { state.betIndex++; renderBet(); } });
  document.getElementById('info').addEventListener('click', payTable);
  document.addEventListener('keydown', function (event) {
    if (event.code === 'Space' && !event.repeat && !document.querySelector('dialog[open]') && !(event.target instanceof HTMLButtonElement) && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      spin();
    }
  });
  var refill = document.getElementById('refill');
  if (refill) {
    refill.addEventListener('click', function () {
      G.api('/api/fun/refill').then(function (res) {
        if (res.ok) {
          state.balance = res.balance;
          renderBalance();
          G.clearToast();
        } else {
          G.toast(G.errorText(res.error), 'error');
        }
      });
    });
  }
  window.addEventListener('resize', function () {
    applyCellHeight();
    if (!state.spinning) {
      var h = cellHeight();
      reels.forEach(function (reel) { reel.strip.style.transform = 'translateY(' + -h + 'px)'; });
      overlay.innerHTML = '';
    }
  });

  applyCellHeight();
  showGrid(state.grid);
  renderBalance();
  renderBet();
})();
