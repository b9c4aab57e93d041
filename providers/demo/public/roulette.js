/* European roulette: a table of chips, one spin per round decided by the server; the live table adds a dealer. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var R = cfg.roulette;
  var RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  var WHEEL = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
  var colour = function (n) { return n === 0 ? 'green' : RED.indexOf(n) >= 0 ? 'red' : 'black'; };

  /* Where a spot sits: on the wide table (three rows of numbers, 0 on the left) and on the upright one of a phone
     (1 2 3 across, 0 on top, the outside bets down the left). */
  function place(row, col, uprightRow, uprightCol) {
    return '--r:' + row + ';--c:' + col + ';--ur:' + uprightRow + ';--uc:' + uprightCol;
  }
  var app = document.getElementById('app');
  var cells = '';
  for (var row = 0; row < 3; row++) {
    for (var col = 0; col < 12; col++) {
      var n = col * 3 + (3 - row);
      cells += '<button type="button" class="spot num ' + colour(n) + '" data-type="straight" data-n="' + n + '" style="' + place(row + 1, col + 2, col + 2, 5 - row) + '">' + n + '</button>';
    }
    cells += '<button type="button" class="spot col" data-type="column" data-n="' + (3 - row) + '" style="' + place(row + 1, 14, 14, 5 - row) + '" aria-label="2:1 · ' + G.escapeHtml(t.column + ' ' + (3 - row)) + '">2:1</button>';
  }
  var outside = [
    ['dozen', 1, '1–12', 2, 4], ['dozen', 2, '13–24', 6, 4], ['dozen', 3, '25–36', 10, 4],
    ['low', null, '1–18', 2, 2], ['even', null, t.even, 4, 2], ['red', null, t.red, 6, 2], ['black', null, t.black, 8, 2], ['odd', null, t.odd, 10, 2], ['high', null, '19–36', 12, 2],
  ].map(function (o, i) {
    return '<button type="button" class="spot out' + (o[0] === 'red' ? ' red' : o[0] === 'black' ? ' black' : '') + '" data-type="' + o[0] + '"' + (o[1] ? ' data-n="' + o[1] + '"' : '') +
      ' style="' + place(i < 3 ? 4 : 5, o[3] + ' / span ' + o[4], o[3] + ' / span ' + o[4], i < 3 ? 2 : 1) + '">' + G.escapeHtml(o[2]) + '</button>';
  }).join('');
  app.innerHTML = G.dealerBox(R.live) +
    '<div class="wheel-row"><div class="wheel" id="wheel" aria-hidden="true"><div class="ball" id="ball"></div></div>' +
    '<div class="last"><span class="label">' + G.escapeHtml(t.lastNumbers) + '</span><ol id="last" class="last-numbers"></ol><p class="pocket" id="pocket" role="status" aria-live="polite"></p></div></div>' +
    '<div class="table-scroll"><div class="roulette-table" id="table" role="group" aria-label="' + G.escapeHtml(t.placeChips) + '">' +
    '<button type="button" class="spot num green zero" data-type="straight" data-n="0" style="' + place('1 / span 3', 1, 1, '3 / span 3') + '">0</button>' + cells + outside + '</div></div>' +
    '<div class="chip-row" role="radiogroup" aria-label="' + G.escapeHtml(t.chip) + '" id="chips"></div>' +
    '<div id="controls"></div>' +
    '<div class="action-row"><button type="button" class="secondary" id="undo">' + G.escapeHtml(t.undo) + '</button><button type="button" class="secondary" id="clear">' + G.escapeHtml(t.clearBets) + '</button>' +
    '<button type="button" class="primary action" id="spin">' + G.escapeHtml(t.spin) + '</button></div>';

  var ui = G.controls(document.getElementById('controls'), { noBet: true });
  var chipValue = cfg.bets[cfg.betIndex];
  var chipsEl = document.getElementById('chips');
  chipsEl.innerHTML = cfg.bets.slice(0, 6).map(function (v) {
    return '<button type="button" class="chip" role="radio" aria-checked="' + (v === chipValue) + '" data-v="' + v + '">' + G.amount(v) + '</button>';
  }).join('');
  chipsEl.addEventListener('click', function (e) {
    var b = e.target.closest('.chip');
    if (!b) return;
    chipValue = Number(b.dataset.v);
    chipsEl.querySelectorAll('.chip').forEach(function (c) { c.setAttribute('aria-checked', String(c === b)); });
  });

  var bets = [];
  var history = [];
  var spinning = false;
  var keyOf = function (type, n) { return type + (n === undefined || n === null ? '' : ':' + n); };
  function total() { return bets.reduce(function (s, b) { return s + b.amount; }, 0); }
  function render() {
    var sums = {};
    bets.forEach(function (b) { var k = keyOf(b.type, b.n); sums[k] = (sums[k] || 0) + b.amount; });
    document.querySelectorAll('#table .spot').forEach(function (spot) {
      var k = keyOf(spot.dataset.type, spot.dataset.n ? Number(spot.dataset.n) : null);
      var old = spot.querySelector('.stake');
      if (old) old.remove();
      if (sums[k]) spot.insertAdjacentHTML('beforeend', '<span class="stake">' + G.amount(sums[k]) + '</span>');
      spot.setAttribute('aria-pressed', String(!!sums[k]));
    });
    var spin = document.getElementById('spin');
    spin.textContent = t.spin + (bets.length ? ' · ' + G.amount(total()) : '');
    spin.disabled = spinning || bets.length === 0;
    document.getElementById('undo').disabled = spinning || bets.length === 0;
    document.getElementById('clear').disabled = spinning || bets.length === 0;
  }
  document.getElementById('table').addEventListener('click', function (e) {
    var spot = e.target.closest('.spot');
    if (!spot || spinning) return;
    if (total() + chipValue > cfg.tableLimit) { G.toast(t.tableLimit, 'warn'); return; }
    var bet = { type: spot.dataset.type, amount: chipValue };
    if (spot.dataset.n) bet.n = Number(spot.dataset.n);
    bets.push(bet);
    G.play('bet');
    render();
  });
  document.getElementById('undo').addEventListener('click', function () { bets.pop(); render(); });
  document.getElementById('clear').addEventListener('click', function () { bets = []; render(); });

  var wheel = document.getElementById('wheel');
  var turn = 0;
  function spinWheel(pocket) {
    var index = WHEEL.indexOf(pocket);
    turn += 1440 + (360 - (turn % 360)) - index * (360 / 37);
    wheel.style.transform = 'rotate(' + turn + 'deg)';
  }
  document.getElementById('spin').addEventListener('click', function () {
    if (spinning || !bets.length) return;
    spinning = true;
    G.clearToast();
    render();
    G.setText(document.getElementById('pocket'), t.noMoreBets);
    wheel.classList.add('spinning');
    var placed = bets.map(function (b) { return Object.assign({}, b); });
    G.api('/api/round', { bets: placed }).then(function (res) {
      wheel.classList.remove('spinning');
      if (!res.ok) {
        ui.failed(res);
        G.setText(document.getElementById('pocket'), '');
        spinning = false;
        render();
        return;
      }
      ui.setBalance(res.balanceAfterBet);
      var pocket = res.result.pocket;
      spinWheel(pocket);
      setTimeout(function () {
        history.unshift(pocket);
        history = history.slice(0, 12);
        document.getElementById('last').innerHTML = history.map(function (n) { return '<li class="' + colour(n) + '">' + n + '</li>'; }).join('');
        G.setText(document.getElementById('pocket'), t.ballLanded.replace('{n}', String(pocket)) + (res.win > 0 ? ' · ' + t.win + ' ' + G.amount(res.win) : ''));
        document.querySelectorAll('#table .spot.num').forEach(function (s) { s.classList.toggle('hit', Number(s.dataset.n) === pocket); });
        ui.settled(res);
        if (res.win > 0) G.play('win');
        spinning = false;
        render();
      }, 1600);
    });
  });

  G.rules(t.payTable, function () {
    return '<div class="rules"><p>' + G.escapeHtml(t.rouletteRule) + '</p><ul class="plain">' +
      '<li>' + G.escapeHtml(t.straightUp) + ' — 35:1</li><li>' + G.escapeHtml(t.dozen) + ' / ' + G.escapeHtml(t.column) + ' — 2:1</li>' +
      '<li>' + G.escapeHtml(t.red) + ' / ' + G.escapeHtml(t.black) + ', ' + G.escapeHtml(t.odd) + ' / ' + G.escapeHtml(t.even) + ', 1–18 / 19–36 — 1:1</li></ul>' +
      '<p><strong>' + G.escapeHtml(t.rtp) + ': ' + R.rtp.toFixed(2) + '%</strong></p></div>';
  });
  render();
})();
