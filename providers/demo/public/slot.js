/* The slot's page: reels that spin while the game server plays the round and stop on the server's result. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var S = cfg.slot;
  var REELS = S.reels.length;
  var ROWS = S.rows;

  /* Symbols, drawn in SVG (100 × 100). Gradients live once in a hidden <svg>. */
  var DEFS = '<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>' +
    '<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7c2"/><stop offset=".45" stop-color="#ffcf3f"/><stop offset="1" stop-color="#b86b00"/></linearGradient>' +
    '<linearGradient id="g-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d8fbff"/><stop offset=".5" stop-color="#35c6ff"/><stop offset="1" stop-color="#1046b8"/></linearGradient>' +
    '<linearGradient id="g-bell" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff0a8"/><stop offset=".6" stop-color="#ffb020"/><stop offset="1" stop-color="#c0570a"/></linearGradient>' +
    '<linearGradient id="g-clover" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7ff8a"/><stop offset="1" stop-color="#1f9d3a"/></linearGradient>' +
    '<radialGradient id="g-scatter" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff"/><stop offset=".35" stop-color="#ff7ae0"/><stop offset="1" stop-color="#8a0bd1"/></radialGradient>' +
    '<linearGradient id="g-wild" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a9a"/><stop offset=".5" stop-color="#e0182d"/><stop offset="1" stop-color="#7a0010"/></linearGradient>' +
    '</defs></svg>';

  function letter(text, fill, size) {
    return '<text x="50" y="' + (size > 50 ? 71 : 68) + '" text-anchor="middle" font-family="Georgia, \'Times New Roman\', serif" font-size="' + size + '" font-weight="900" fill="' + fill + '" stroke="#fff" stroke-width="3" paint-order="stroke">' + text + '</text>';
  }
  var ART = {
    WILD: '<rect x="5" y="20" width="90" height="60" rx="14" fill="url(#g-wild)" stroke="url(#g-gold)" stroke-width="5"/>' +
      '<text x="50" y="61" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="27" font-weight="900" fill="url(#g-gold)" stroke="#5a0008" stroke-width="1.5" paint-order="stroke">WILD</text>',
    SCATTER: '<circle cx="50" cy="50" r="44" fill="#2b0540" stroke="#ff7ae0" stroke-width="3"/>' +
      '<path d="M50 10l10.6 25.4 27.4 2.2-20.9 17.9 6.4 26.8L50 68 26.5 82.3l6.4-26.8L12 37.6l27.4-2.2z" fill="url(#g-scatter)" stroke="#fff" stroke-width="2"/>' +
      '<text x="50" y="97" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="900" fill="#fff" letter-spacing="1">SCATTER</text>',
    CROWN: '<path d="M14 72 20 30l17 19 13-28 13 28 17-19 6 42z" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="3" stroke-linejoin="round"/>' +
      '<rect x="14" y="72" width="72" height="12" rx="3" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="3"/>' +
      '<circle cx="50" cy="60" r="6" fill="#e0182d" stroke="#fff" stroke-width="1.5"/><circle cx="31" cy="64" r="4" fill="#35c6ff"/><circle cx="69" cy="64" r="4" fill="#35c6ff"/>',
    GEM: '<path d="M22 36 36 18h28l14 18-28 48z" fill="url(#g-gem)" stroke="#0a2f7a" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M22 36h56M36 18l6 18 8-18 8 18 6-18M42 36l8 48 8-48" fill="none" stroke="#e9fdff" stroke-width="2" stroke-linejoin="round" opacity=".8"/>',
    BELL: '<path d="M50 14c-16 0-24 12-24 30v14l-8 12h64l-8-12V44c0-18-8-30-24-30z" fill="url(#g-bell)" stroke="#7a3500" stroke-width="3" stroke-linejoin="round"/>' +
      '<circle cx="50" cy="78" r="8" fill="url(#g-gold)" stroke="#7a3500" stroke-width="3"/><path d="M36 30c3-6 8-8 12-8" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none" opacity=".8"/>',
    CLOVER: '<g fill="url(#g-clover)" stroke="#0b5a1f" stroke-width="3"><circle cx="50" cy="30" r="15"/><circle cx="30" cy="50" r="15"/><circle cx="70" cy="50" r="15"/><circle cx="50" cy="66" r="15"/></g>' +
      '<path d="M52 70c2 10 8 16 14 20" stroke="#0b5a1f" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="50" cy="50" r="6" fill="#eaffd6"/>',
    A: letter('A', '#e63946', 64),
    K: letter('K', '#3a86ff', 64),
    Q: letter('Q', '#9d4edd', 64),
    J: letter('J', '#2a9d8f', 64),
    TEN: letter('10', '#f77f00', 54),
  };
  function svg(symbol, label) {
    return '<svg viewBox="0 0 100 100" role="img" aria-label="' + (label || symbol) + '">' + ART[symbol] + '</svg>';
  }
  function cellHtml(symbol) {
    return '<div class="cell" data-symbol="' + symbol + '">' + svg(symbol) + '</div>';
  }

  var LINE_COLORS = ['#ffd166', '#06d6a0', '#ef476f', '#4cc9f0', '#f72585', '#b5e48c', '#ff9f1c', '#9b5de5', '#00f5d4', '#fee440',
    '#f15bb5', '#8ac926', '#ff595e', '#1982c4', '#ffca3a', '#6a4c93', '#c0fdff', '#ff7b00', '#80ffdb', '#e0aaff'];

  /* ---- Layout ---- */
  var app = document.getElementById('app');
  document.body.insertAdjacentHTML('afterbegin', DEFS);
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

  var state = { balance: cfg.balance, betIndex: cfg.betIndex, spinning: false, grid: S.grid, highlightTimer: null };

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
    return cfg.bets[state.betIndex];
  }
  function renderBet() {
    G.setText(betEl, G.amount(bet()));
    downBtn.disabled = state.spinning || state.betIndex <= 0;
    upBtn.disabled = state.spinning || state.betIndex >= cfg.bets.length - 1;
    spinBtn.disabled = state.spinning;
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
    if (state.balance < amount && !G.isFun) {
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
    G.api('/api/slot/spin', { bet: amount }).then(function (res) {
      var wait = Math.max(0, 450 - (performance.now() - began));
      setTimeout(function () {
        if (!res.ok) {
          // Nothing was played: put the previous symbols back.
          reels.forEach(function (reel) { if (reel.anim) reel.anim.cancel(); reel.el.classList.remove('blur'); });
          showGrid(state.grid);
          if (typeof res.balance === 'number') state.balance = res.balance;
          renderBalance();
          G.toast(G.errorText(res.error), 'error', res.error === 'INSUFFICIENT_FUNDS' || res.error === 'INVALID_SESSION' || res.error === 'SESSION_NOT_FOUND');
          state.spinning = false;
          renderBet();
          return;
        }
        state.balance = res.balanceAfterBet;
        renderBalance();
        state.grid = res.grid;
        stopAll(res.grid).then(function () {
          state.balance = res.balance !== null ? res.balance : res.balanceAfterBet;
          renderBalance();
          if (res.resultPending) G.toast(t.resultPending, 'warn');
          if (res.win > 0) {
            countUp(winEl, res.win, 600);
            G.play('win');
            if (res.win >= amount * 10) {
              banner.querySelector('.value').textContent = G.money(res.win);
              banner.classList.add('show');
              setTimeout(function () { banner.classList.remove('show'); }, 2600);
            }
            highlight(res);
          }
          state.spinning = false;
          renderBet();
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
      '<p><strong>' + G.escapeHtml(t.rtp) + ': ' + S.rtp.toFixed(2) + '%</strong></p></div>';
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
