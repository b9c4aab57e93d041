/* A virtual race of six runners: back one at its odds; the server draws the finishing order. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var R = cfg.race;
  var COLORS = ['#e63946', '#3a86ff', '#ffbe0b', '#06d6a0', '#9d4edd', '#f77f00'];
  var app = document.getElementById('app');
  var lanes = '';
  var picks = '';
  for (var i = 0; i < R.runners; i++) {
    lanes += '<div class="lane"><span class="lane-no">' + (i + 1) + '</span><span class="runner" data-runner="' + i + '" style="--c:' + COLORS[i] + '">' + runnerSvg(COLORS[i]) + '</span></div>';
    picks += '<button type="button" class="runner-pick" data-pick="' + i + '" aria-pressed="' + (i === 0) + '" style="--c:' + COLORS[i] + '"><b>' + (i + 1) + '</b><span>' + (R.odds[i] / 100).toFixed(2) + '</span></button>';
  }
  function runnerSvg(c) {
    return R.sport === 'dog'
      ? '<svg viewBox="0 0 40 24" aria-hidden="true"><path d="M4 14c4-5 12-6 20-5l6-5 3 2-2 4 5 2-2 3-6-1-3 6h-3l1-5c-5 1-9 1-12 0l-3 5H5l2-6z" fill="' + c + '"/></svg>'
      : '<svg viewBox="0 0 40 24" aria-hidden="true"><path d="M3 13c3-4 10-6 18-5l7-6 4 2-2 5 6 3-2 3-7-1-2 8h-3l0-6c-5 1-10 1-13-1l-2 7H3l1-7z" fill="' + c + '"/><circle cx="20" cy="6" r="3" fill="#fff"/></svg>';
  }
  app.innerHTML = '<div class="track" id="track" aria-hidden="true"><div class="finish"></div>' + lanes + '</div>' +
    '<p class="outcome" id="outcome" role="status" aria-live="polite"></p>' +
    '<div class="runner-picks" role="radiogroup" aria-label="' + G.escapeHtml(t.pickRunner) + '" id="picks">' + picks + '</div>' +
    '<div id="controls"></div>' +
    '<div class="action-row"><button type="button" class="primary action" id="go">' + G.escapeHtml(t.startRace) + '</button></div>';
  var ui = G.controls(document.getElementById('controls'));
  var runner = 0;
  var busy = false;
  document.getElementById('picks').addEventListener('click', function (e) {
    var b = e.target.closest('[data-pick]');
    if (!b || busy) return;
    runner = Number(b.dataset.pick);
    document.querySelectorAll('[data-pick]').forEach(function (x) { x.setAttribute('aria-pressed', String(x === b)); });
  });
  function place(positions) {
    document.querySelectorAll('.runner').forEach(function (el) {
      el.style.left = 'calc(' + positions[Number(el.dataset.runner)] + '% - ' + (positions[Number(el.dataset.runner)] / 100 * 40) + 'px)';
    });
  }
  document.getElementById('go').addEventListener('click', function () {
    if (busy) return;
    busy = true;
    this.disabled = true;
    ui.lock(true);
    G.clearToast();
    G.setText(document.getElementById('outcome'), '');
    place([0, 0, 0, 0, 0, 0]);
    G.api('/api/round', { bet: ui.bet(), runner: runner }).then(function (res) {
      var go = document.getElementById('go');
      if (!res.ok) { busy = false; go.disabled = false; ui.lock(false); ui.failed(res); return; }
      ui.setBalance(res.balanceAfterBet);
      var order = res.result.order;
      // Each runner's pace follows its finishing place; the page only animates what the server decided.
      var finish = [];
      order.forEach(function (r, place) { finish[r] = 100 - place * 6; });
      var steps = 24;
      var k = 0;
      var timer = setInterval(function () {
        k++;
        var wobble = function (r) { return Math.sin((k + r * 3) / 2) * 2; };
        place(finish.map(function (f, r) { return Math.min(100, (f * k) / steps + (k < steps ? wobble(r) : 0)); }));
        if (k >= steps) {
          clearInterval(timer);
          G.setText(document.getElementById('outcome'), t.runnerWins.replace('{n}', String(order[0] + 1)) + (res.win > 0 ? ' · ' + t.win + ' ' + G.amount(res.win) : ''));
          ui.settled(res);
          if (res.win > 0) G.play('win');
          busy = false;
          go.disabled = false;
          ui.lock(false);
        }
      }, 110);
    });
  });
  G.rules(t.payTable, '<div class="rules"><p>' + G.escapeHtml(t.raceRule) + '</p><ul class="plain">' + R.odds.map(function (o, i) { return '<li>' + (i + 1) + ' — ' + (o / 100).toFixed(2) + '</li>'; }).join('') + '</ul><p><strong>' + G.escapeHtml(t.rtp) + ': ' + R.rtp + '%</strong></p></div>');
  place([0, 0, 0, 0, 0, 0]);
})();
