/* The megaways slot: six reels of 2 to 7 symbols each, drawn every spin; wins count ways from the left. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var M = cfg.megaways;
  var svg = window.DemoSymbols.svg;
  var SYMS = ['CROWN', 'GEM', 'BELL', 'CLOVER', 'A', 'K', 'Q', 'J', 'TEN'];
  var app = document.getElementById('app');
  app.innerHTML = '<div class="ways" id="ways" role="status" aria-live="polite"></div>' +
    '<div class="mega" id="mega"></div>' +
    '<p class="outcome" id="outcome" aria-live="polite"></p>' +
    '<div id="controls"></div>' +
    '<div class="action-row"><button type="button" class="spin-btn" id="spin" aria-label="' + G.escapeHtml(t.spin) + '" title="' + G.escapeHtml(t.spin) + '">' +
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M20 12a8 8 0 1 1-2.34-5.66" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M20 4v5h-5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg></button></div>';
  var ui = G.controls(document.getElementById('controls'));
  var mega = document.getElementById('mega');
  var busy = false;
  function show(grid, winning) {
    mega.innerHTML = grid.map(function (reel) {
      return '<div class="mreel" style="--rows:' + reel.length + '">' + reel.map(function (s) {
        return '<div class="mcell' + (winning && (winning.indexOf(s) >= 0 || (s === 'WILD' && winning.length)) ? ' hit' : '') + '">' + svg(s) + '</div>';
      }).join('') + '</div>';
    }).join('');
    G.setText(document.getElementById('ways'), t.waysCount.replace('{n}', grid.reduce(function (n, r) { return n * r.length; }, 1).toLocaleString('en')));
  }
  function randomGrid() {
    var g = [];
    for (var r = 0; r < M.reels; r++) {
      var rows = M.minRows + Math.floor(Math.random() * (M.maxRows - M.minRows + 1));
      var reel = [];
      for (var i = 0; i < rows; i++) reel.push(SYMS[Math.floor(Math.random() * SYMS.length)]);
      g.push(reel);
    }
    return g;
  }
  document.getElementById('spin').addEventListener('click', function () {
    if (busy) return;
    busy = true;
    this.disabled = true;
    ui.lock(true);
    G.clearToast();
    G.play('bet');
    mega.classList.add('spinning');
    var shuffle = setInterval(function () { show(randomGrid()); }, 90);
    G.api('/api/round', { bet: ui.bet() }).then(function (res) {
      setTimeout(function () {
        clearInterval(shuffle);
        mega.classList.remove('spinning');
        busy = false;
        document.getElementById('spin').disabled = false;
        ui.lock(false);
        if (!res.ok) { ui.failed(res); return; }
        show(res.result.grid, null);
        ui.settled(res);
        G.setText(document.getElementById('outcome'), res.win > 0 ? t.win + ' ' + G.amount(res.win) : '');
        if (res.win > 0) G.play('win');
      }, 700);
    });
  });
  G.rules(t.payTable, function () {
    var rows = SYMS.map(function (s) {
      return '<li>' + svg(s) + '<dl>' + [6, 5, 4, 3].map(function (n) { return '<dt>' + n + '</dt><dd>' + (M.pays[s][n - 3] / 1000).toFixed(3) + '×</dd>'; }).join('') + '</dl></li>';
    }).join('');
    return '<ul class="pays">' + rows + '</ul><div class="rules"><p>' + G.escapeHtml(t.megawaysRule) + '</p><p><strong>' + G.escapeHtml(t.rtp) + ': ' + M.rtp.toFixed(2) + '%</strong></p></div>';
  });
  show(randomGrid());
})();
