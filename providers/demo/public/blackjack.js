/* Blackjack: deal, then hit, stand or double; the server deals every card and keeps the hole card until the end. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var B = cfg.blackjack;
  var app = document.getElementById('app');
  app.innerHTML = G.dealerBox(B.live) +
    '<div class="felt">' +
    '<div class="hand"><span class="label">' + G.escapeHtml(t.dealerHand) + ' <b id="dealer-total"></b></span><div class="cards" id="dealer"></div></div>' +
    '<p class="outcome" id="outcome" role="status" aria-live="polite"></p>' +
    '<div class="hand"><span class="label">' + G.escapeHtml(t.yourHand) + ' <b id="player-total"></b></span><div class="cards" id="player"></div></div>' +
    '</div>' +
    '<div id="controls"></div>' +
    '<div class="action-row" id="actions">' +
    '<button type="button" class="primary action" id="deal">' + G.escapeHtml(t.deal) + '</button>' +
    '<button type="button" class="secondary" data-act="hit" hidden>' + G.escapeHtml(t.hit) + '</button>' +
    '<button type="button" class="secondary" data-act="stand" hidden>' + G.escapeHtml(t.stand) + '</button>' +
    '<button type="button" class="secondary" data-act="double" hidden>' + G.escapeHtml(t.double) + '</button></div>';
  var ui = G.controls(document.getElementById('controls'));
  var busy = false;
  var RESULT = { blackjack: t.bjBlackjack, win: t.bjWin, push: t.bjPush, lose: t.bjLose, bust: t.bjBust };

  function show(view) {
    document.getElementById('dealer').innerHTML = view.dealer.map(G.cardHtml).join('');
    document.getElementById('player').innerHTML = view.player.map(G.cardHtml).join('');
    G.setText(document.getElementById('player-total'), String(view.playerTotal));
    G.setText(document.getElementById('dealer-total'), view.dealerTotal === null ? '' : String(view.dealerTotal));
    G.setText(document.getElementById('outcome'), view.result ? RESULT[view.result] + (view.win > 0 ? ' · ' + G.amount(view.win) : '') : '');
    document.getElementById('deal').hidden = !view.finished;
    document.querySelectorAll('[data-act]').forEach(function (b) {
      b.hidden = view.finished || view.allowed.indexOf(b.dataset.act) < 0;
      b.disabled = busy;
    });
    ui.lock(!view.finished);
  }
  function after(res) {
    busy = false;
    if (!res.ok) { ui.failed(res); document.getElementById('deal').disabled = false; return; }
    show(res.view);
    if (res.view.finished) {
      ui.settled({ balance: res.balance, balanceAfterBet: ui.balance(), win: res.view.win, resultPending: res.resultPending, fair: res.fair });
      if (res.view.win > 0) G.play('win');
      document.getElementById('deal').focus({ preventScroll: true });
    } else if (res.balance !== null) ui.setBalance(res.balance);
  }
  document.getElementById('deal').addEventListener('click', function () {
    if (busy) return;
    busy = true;
    G.clearToast();
    this.disabled = true;
    G.play('bet');
    G.api('/api/blackjack/deal', { bet: ui.bet() }).then(function (res) { document.getElementById('deal').disabled = false; after(res); });
  });
  document.getElementById('actions').addEventListener('click', function (e) {
    var b = e.target.closest('[data-act]');
    if (!b || busy) return;
    busy = true;
    G.api('/api/blackjack/act', { action: b.dataset.act }).then(function (res) {
      if (!res.ok && b.dataset.act === 'double') { busy = false; ui.failed(res); return; }
      after(res);
    });
  });
  G.rules(t.payTable, '<div class="rules"><p>' + G.escapeHtml(t.blackjackRule) + '</p><p><strong>' + G.escapeHtml(t.rtp) + ': ' + B.rtp.toFixed(2) + '%</strong> (' + G.escapeHtml(t.basicStrategy) + ')</p></div>');
  // A round left open (a reload, another instance) carries on.
  G.api('/api/current').then(function (res) {
    if (res.ok && res.round && res.round.view) show(res.round.view);
  });
})();
