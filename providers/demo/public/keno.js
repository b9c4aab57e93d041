/* Keno: mark 1 to 10 numbers, the server draws ten of forty. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var K = cfg.keno;
  var app = document.getElementById('app');
  var buttons = '';
  for (var n = 1; n <= K.numbers; n++) buttons += '<button type="button" class="ball-btn" data-n="' + n + '" aria-pressed="false">' + n + '</button>';
  app.innerHTML = '<p class="message" id="hint">' + G.escapeHtml(t.kenoPick.replace('{max}', String(K.maxPicks))) + '</p>' +
    '<div class="keno-board" id="board" role="group" aria-label="' + G.escapeHtml(t.kenoPick.replace('{max}', String(K.maxPicks))) + '">' + buttons + '</div>' +
    '<p class="outcome" id="outcome" role="status" aria-live="polite"></p>' +
    '<div class="pay-strip" id="pays" aria-live="polite"></div>' +
    '<div id="controls"></div>' +
    '<div class="action-row"><button type="button" class="secondary" id="quick">' + G.escapeHtml(t.quickPick) + '</button><button type="button" class="secondary" id="clear">' + G.escapeHtml(t.clearBets) + '</button>' +
    '<button type="button" class="primary action" id="draw">' + G.escapeHtml(t.draw) + '</button></div>';
  var picks = [];
  var busy = false;
  var ui = G.controls(document.getElementById('controls'), { onBet: function () { renderPays(); } });
  function renderPays() {
    var el = document.getElementById('pays');
    if (!el) return;
    if (!picks.length) { el.innerHTML = ''; return; }
    var table = K.pays[picks.length];
    var bet = ui ? ui.bet() : cfg.bets[cfg.betIndex];
    el.innerHTML = table.map(function (p, hits) {
      return p ? '<span><b>' + hits + '</b> → ' + G.amount(Math.floor(bet * p / 100)) + '</span>' : '';
    }).join('');
  }
  function render() {
    document.querySelectorAll('.ball-btn').forEach(function (b) {
      b.setAttribute('aria-pressed', String(picks.indexOf(Number(b.dataset.n)) >= 0));
      b.disabled = busy;
    });
    document.getElementById('draw').disabled = busy || picks.length === 0;
    document.getElementById('clear').disabled = busy || picks.length === 0;
    document.getElementById('quick').disabled = busy;
    renderPays();
  }
  function reset() { document.querySelectorAll('.ball-btn').forEach(function (b) { b.classList.remove('drawn', 'hit'); }); }
  document.getElementById('board').addEventListener('click', function (e) {
    var b = e.target.closest('.ball-btn');
    if (!b || busy) return;
    reset();
    var n = Number(b.dataset.n);
    var i = picks.indexOf(n);
    if (i >= 0) picks.splice(i, 1);
    else if (picks.length < K.maxPicks) picks.push(n);
    else G.toast(t.kenoPick.replace('{max}', String(K.maxPicks)), 'warn');
    render();
  });
  document.getElementById('clear').addEventListener('click', function () { picks = []; reset(); render(); });
  document.getElementById('quick').addEventListener('click', function () {
    reset();
    var pool = [];
    for (var n = 1; n <= K.numbers; n++) pool.push(n);
    picks = [];
    var count = Math.max(picks.length, 5);
    while (picks.length < count) picks.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]);
    render();
  });
  document.getElementById('draw').addEventListener('click', function () {
    if (busy || !picks.length) return;
    busy = true;
    G.clearToast();
    reset();
    render();
    G.api('/api/round', { bet: ui.bet(), picks: picks }).then(function (res) {
      if (!res.ok) { busy = false; ui.failed(res); render(); return; }
      ui.setBalance(res.balanceAfterBet);
      res.result.drawn.forEach(function (n, i) {
        setTimeout(function () {
          var b = document.querySelector('.ball-btn[data-n="' + n + '"]');
          b.classList.add(picks.indexOf(n) >= 0 ? 'hit' : 'drawn');
          G.play('stop');
        }, i * 180);
      });
      setTimeout(function () {
        G.setText(document.getElementById('outcome'), t.hits.replace('{n}', String(res.result.hits.length)).replace('{of}', String(picks.length)) + (res.win > 0 ? ' · ' + t.win + ' ' + G.amount(res.win) : ''));
        ui.settled(res);
        if (res.win > 0) G.play('win');
        busy = false;
        render();
      }, res.result.drawn.length * 180 + 150);
    });
  });
  G.rules(t.payTable, function () {
    var rows = Object.keys(K.pays).map(function (k) {
      return '<tr><th scope="row">' + k + '</th><td>' + K.pays[k].map(function (p, h) { return p ? h + '→' + (p / 100) + '×' : ''; }).filter(Boolean).join(', ') + '</td><td>' + K.rtp[k].toFixed(2) + '%</td></tr>';
    }).join('');
    return '<div class="rules"><p>' + G.escapeHtml(t.kenoRule) + '</p><table class="pay-table"><thead><tr><th>' + G.escapeHtml(t.picks) + '</th><th>' + G.escapeHtml(t.payTable) + '</th><th>' + G.escapeHtml(t.rtp) + '</th></tr></thead><tbody>' + rows + '</tbody></table></div>';
  });
  render();
})();
