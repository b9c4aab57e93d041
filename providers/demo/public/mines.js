/* Mines: a 5 × 5 field; open safe cells, cash out before a mine. The field is fixed by the round's seed. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var M = cfg.mines;
  var app = document.getElementById('app');
  var cells = '';
  for (var i = 0; i < M.cells; i++) cells += '<button type="button" class="mine-cell" data-cell="' + i + '" aria-label="' + G.escapeHtml(t.cell.replace('{n}', String(i + 1))) + '" disabled></button>';
  app.innerHTML = '<div class="mines-head"><label for="mines-count">' + G.escapeHtml(t.minesCount) + '</label><select id="mines-count">' +
    M.choices.map(function (m) { return '<option value="' + m + '"' + (m === 3 ? ' selected' : '') + '>' + m + '</option>'; }).join('') + '</select>' +
    '<span class="next" id="next" aria-live="polite"></span></div>' +
    '<div class="mines-board" id="board">' + cells + '</div>' +
    '<p class="outcome" id="outcome" role="status" aria-live="polite"></p>' +
    '<div id="controls"></div>' +
    '<div class="action-row"><button type="button" class="primary action" id="start">' + G.escapeHtml(t.placeBet) + '</button>' +
    '<button type="button" class="primary action cash" id="cashout" hidden>' + G.escapeHtml(t.cashOut) + '</button></div>';
  var ui = G.controls(document.getElementById('controls'));
  var busy = false;
  var live = null;
  var GEM = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 9l3-4h8l3 4-7 10z" fill="#35c6ff" stroke="#e9fdff" stroke-width="1.2"/></svg>';
  var BOMB = '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="14" r="7" fill="#222" stroke="#ff4d4d" stroke-width="1.5"/><path d="M15 8l3-3" stroke="#ffb703" stroke-width="2"/></svg>';
  function show(view, bet) {
    live = view.finished ? null : view;
    var mines = view.minesAt || [];
    document.querySelectorAll('.mine-cell').forEach(function (c) {
      var n = Number(c.dataset.cell);
      var opened = view.opened.indexOf(n) >= 0;
      var mine = mines.indexOf(n) >= 0;
      c.className = 'mine-cell' + (opened ? ' open' : '') + (mine ? ' mine' : '') + (view.hit === n ? ' boom' : '') + (view.finished && !opened && !mine ? ' spare' : '');
      c.innerHTML = mine ? BOMB : opened || view.finished ? GEM : '';
      c.disabled = view.finished || opened || busy;
    });
    document.getElementById('start').hidden = !view.finished;
    document.getElementById('cashout').hidden = view.finished;
    document.getElementById('cashout').disabled = busy || view.safe === 0;
    document.getElementById('cashout').textContent = t.cashOut + (view.safe > 0 ? ' · ' + G.amount(Math.floor(bet * view.multiplier / 100)) : '');
    G.setText(document.getElementById('next'), view.nextMultiplier ? t.nextMultiplier.replace('{x}', G.multiplier(view.nextMultiplier)) : '');
    document.getElementById('mines-count').disabled = !view.finished;
    ui.lock(!view.finished);
  }
  var stake = 0;
  function after(res) {
    busy = false;
    if (!res.ok) { ui.failed(res); if (live) show(live, stake); return; }
    show(res.view, stake);
    if (res.view.finished) {
      G.setText(document.getElementById('outcome'), res.view.hit !== null ? t.boom : t.cashedOut + ' ' + G.multiplier(res.view.multiplier) + ' · ' + G.amount(res.view.win));
      ui.settled({ balance: res.balance, balanceAfterBet: ui.balance(), win: res.view.win, resultPending: res.resultPending, fair: res.fair });
      G.play(res.view.hit !== null ? 'crash' : 'cashout');
    } else {
      if (res.balance !== null) ui.setBalance(res.balance);
      G.setText(document.getElementById('outcome'), res.view.safe ? G.multiplier(res.view.multiplier) : '');
    }
  }
  document.getElementById('start').addEventListener('click', function () {
    if (busy) return;
    busy = true;
    stake = ui.bet();
    G.clearToast();
    G.setText(document.getElementById('outcome'), '');
    G.play('bet');
    G.api('/api/mines/start', { bet: stake, mines: Number(document.getElementById('mines-count').value) }).then(after);
  });
  document.getElementById('board').addEventListener('click', function (e) {
    var c = e.target.closest('.mine-cell');
    if (!c || busy || !live) return;
    busy = true;
    c.disabled = true;
    G.api('/api/mines/open', { cell: Number(c.dataset.cell) }).then(after);
  });
  document.getElementById('cashout').addEventListener('click', function () {
    if (busy || !live) return;
    busy = true;
    G.api('/api/mines/cashout').then(after);
  });
  G.rules(t.payTable, function () {
    var m = Number(document.getElementById('mines-count').value);
    var row = M.table[m].slice(1, 11).map(function (x, k) { return '<li>' + (k + 1) + ' → ' + G.multiplier(x) + '</li>'; }).join('');
    return '<div class="rules"><p>' + G.escapeHtml(t.minesRule) + '</p><p>' + G.escapeHtml(t.minesCount) + ': ' + m + '</p><ul class="plain cols">' + row + '</ul><p><strong>' + G.escapeHtml(t.rtp) + ': ' + M.rtp + '%</strong></p></div>';
  });
  G.api('/api/current').then(function (res) {
    if (res.ok && res.round && res.round.view) { stake = res.round.bet; show(res.round.view, stake); }
  });
})();
