/* Baccarat: chips on Player, Banker or Tie; the server deals the coup by the third-card rules. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var B = cfg.baccarat;
  var SIDES = [['player', t.player, '1:1'], ['tie', t.tie, '8:1'], ['banker', t.banker, '0.95:1']];
  var app = document.getElementById('app');
  app.innerHTML = G.dealerBox(B.live) +
    '<div class="felt baccarat">' +
    '<div class="hand"><span class="label">' + G.escapeHtml(t.player) + ' <b id="p-total"></b></span><div class="cards" id="p-cards"></div></div>' +
    '<div class="hand"><span class="label">' + G.escapeHtml(t.banker) + ' <b id="b-total"></b></span><div class="cards" id="b-cards"></div></div>' +
    '</div><p class="outcome" id="outcome" role="status" aria-live="polite"></p>' +
    '<div class="bet-spots" role="group" aria-label="' + G.escapeHtml(t.placeChips) + '">' + SIDES.map(function (s) {
      return '<button type="button" class="bet-spot ' + s[0] + '" data-side="' + s[0] + '"><span>' + G.escapeHtml(s[1]) + '</span><small>' + s[2] + '</small><b class="stake" data-stake="' + s[0] + '"></b></button>';
    }).join('') + '</div>' +
    '<div id="controls"></div>' +
    '<div class="action-row"><button type="button" class="secondary" id="clear">' + G.escapeHtml(t.clearBets) + '</button><button type="button" class="primary action" id="deal">' + G.escapeHtml(t.deal) + '</button></div>';
  var ui = G.controls(document.getElementById('controls'), { betLabel: t.chip });
  var bets = {};
  var busy = false;
  function total() { return Object.keys(bets).reduce(function (s, k) { return s + bets[k]; }, 0); }
  function render() {
    SIDES.forEach(function (s) {
      G.setText(document.querySelector('[data-stake="' + s[0] + '"]'), bets[s[0]] ? G.amount(bets[s[0]]) : '');
      document.querySelector('[data-side="' + s[0] + '"]').setAttribute('aria-pressed', String(!!bets[s[0]]));
    });
    var deal = document.getElementById('deal');
    deal.disabled = busy || total() === 0;
    deal.textContent = t.deal + (total() ? ' · ' + G.amount(total()) : '');
    document.getElementById('clear').disabled = busy || total() === 0;
  }
  document.querySelector('.bet-spots').addEventListener('click', function (e) {
    var b = e.target.closest('[data-side]');
    if (!b || busy) return;
    if (total() + ui.bet() > cfg.tableLimit) { G.toast(t.tableLimit, 'warn'); return; }
    bets[b.dataset.side] = (bets[b.dataset.side] || 0) + ui.bet();
    G.play('bet');
    render();
  });
  document.getElementById('clear').addEventListener('click', function () { bets = {}; render(); });
  var NAMES = { player: t.player, banker: t.banker, tie: t.tie };
  document.getElementById('deal').addEventListener('click', function () {
    if (busy || total() === 0) return;
    busy = true;
    G.clearToast();
    render();
    G.api('/api/round', { bets: bets }).then(function (res) {
      if (!res.ok) { busy = false; ui.failed(res); render(); return; }
      ui.setBalance(res.balanceAfterBet);
      var r = res.result;
      var p = document.getElementById('p-cards');
      var b = document.getElementById('b-cards');
      p.innerHTML = '';
      b.innerHTML = '';
      var order = [[p, r.player[0]], [b, r.banker[0]], [p, r.player[1]], [b, r.banker[1]]];
      if (r.player[2] !== undefined) order.push([p, r.player[2]]);
      if (r.banker[2] !== undefined) order.push([b, r.banker[2]]);
      order.forEach(function (step, i) {
        setTimeout(function () { step[0].insertAdjacentHTML('beforeend', G.cardHtml(step[1])); G.play('stop'); }, i * 350);
      });
      setTimeout(function () {
        G.setText(document.getElementById('p-total'), String(r.playerTotal));
        G.setText(document.getElementById('b-total'), String(r.bankerTotal));
        G.setText(document.getElementById('outcome'), (r.winner === 'tie' ? t.tie : t.sideWins.replace('{side}', NAMES[r.winner])) + (res.win > 0 ? ' · ' + t.win + ' ' + G.amount(res.win) : ''));
        ui.settled(res);
        if (res.win > 0) G.play('win');
        busy = false;
        render();
      }, order.length * 350 + 200);
    });
  });
  G.rules(t.payTable, '<div class="rules"><p>' + G.escapeHtml(t.baccaratRule) + '</p><ul class="plain">' +
    '<li>' + G.escapeHtml(t.player) + ' 1:1 — ' + G.escapeHtml(t.rtp) + ' ' + B.rtp.player.toFixed(2) + '%</li>' +
    '<li>' + G.escapeHtml(t.banker) + ' 0.95:1 — ' + G.escapeHtml(t.rtp) + ' ' + B.rtp.banker.toFixed(2) + '%</li>' +
    '<li>' + G.escapeHtml(t.tie) + ' 8:1 — ' + G.escapeHtml(t.rtp) + ' ' + B.rtp.tie.toFixed(2) + '%</li></ul></div>');
  render();
})();
