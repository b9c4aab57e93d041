/* The fishing shooter: creatures swim by; each shot costs the bet and is aimed at one of them. */
(function () {
  'use strict';
  var G = window.DemoGame;
  var cfg = G.cfg;
  var t = G.t;
  var S = cfg.shooter;
  var COLORS = { minnow: '#9ef01a', clownfish: '#ff9f1c', puffer: '#ffd166', turtle: '#2a9d8f', octopus: '#f72585', shark: '#8d99ae', dragon: '#e63946' };
  var SIZES = { minnow: 34, clownfish: 40, puffer: 46, turtle: 54, octopus: 58, shark: 76, dragon: 88 };
  function fishSvg(id) {
    var c = COLORS[id];
    return '<svg viewBox="0 0 60 36" aria-hidden="true"><path d="M6 18c8-12 26-14 38-6l10-8v28l-10-8C32 32 14 30 6 18z" fill="' + c + '" stroke="#fff" stroke-width="1.5"/><circle cx="16" cy="15" r="3" fill="#fff"/><circle cx="16" cy="15" r="1.5" fill="#111"/></svg>';
  }
  var app = document.getElementById('app');
  app.innerHTML = '<div class="sea" id="sea"><div class="cannon" id="cannon" aria-hidden="true"></div></div>' +
    '<p class="outcome" id="outcome" role="status" aria-live="polite">' + G.escapeHtml(t.shooterHint) + '</p>' +
    '<div id="controls"></div>';
  var ui = G.controls(document.getElementById('controls'));
  var sea = document.getElementById('sea');
  var busy = false;
  var fish = [];
  function spawn(target, i) {
    var el = document.createElement('button');
    el.type = 'button';
    el.className = 'fish';
    el.dataset.target = target.id;
    el.setAttribute('aria-label', t['fish_' + target.id] + ' ×' + target.multiplier);
    el.style.width = SIZES[target.id] + 'px';
    el.innerHTML = fishSvg(target.id) + '<span class="mult">×' + target.multiplier + '</span>';
    sea.appendChild(el);
    var f = { el: el, x: Math.random() * 90, y: 8 + ((i * 13) % 72), v: 0.08 + Math.random() * 0.12, dir: i % 2 ? -1 : 1 };
    fish.push(f);
    return f;
  }
  S.targets.forEach(spawn);
  S.targets.slice(0, 3).forEach(function (target, i) { spawn(target, i + 7); });
  var last = performance.now();
  function swim(now) {
    var dt = Math.min(64, now - last);
    last = now;
    fish.forEach(function (f) {
      if (f.caught) return;
      f.x += f.v * f.dir * dt / 16;
      if (f.x > 92) f.dir = -1;
      if (f.x < 0) f.dir = 1;
      f.el.style.left = f.x + '%';
      f.el.style.top = f.y + '%';
      f.el.classList.toggle('flip', f.dir < 0);
    });
    requestAnimationFrame(swim);
  }
  requestAnimationFrame(swim);
  sea.addEventListener('click', function (e) {
    var el = e.target.closest('.fish');
    if (!el || busy) return;
    busy = true;
    G.clearToast();
    G.play('bet');
    var f = fish.filter(function (x) { return x.el === el; })[0];
    el.classList.add('aimed');
    G.api('/api/round', { bet: ui.bet(), target: el.dataset.target }).then(function (res) {
      busy = false;
      el.classList.remove('aimed');
      if (!res.ok) { ui.failed(res); return; }
      var name = t['fish_' + el.dataset.target];
      if (res.result.caught) {
        f.caught = true;
        el.classList.add('caught');
        G.play('win');
        setTimeout(function () { el.classList.remove('caught'); f.caught = false; f.x = f.dir > 0 ? 0 : 90; }, 900);
        G.setText(document.getElementById('outcome'), t.caught.replace('{name}', name) + ' · ' + G.amount(res.win));
      } else {
        G.setText(document.getElementById('outcome'), t.missed.replace('{name}', name));
      }
      ui.settled(res);
    });
  });
  G.rules(t.payTable, '<div class="rules"><p>' + G.escapeHtml(t.shooterRule) + '</p><ul class="plain">' + S.targets.map(function (x) {
    return '<li>' + G.escapeHtml(t['fish_' + x.id]) + ' ×' + x.multiplier + ' — ' + (96 / x.multiplier).toFixed(2) + '%</li>';
  }).join('') + '</ul><p><strong>' + G.escapeHtml(t.rtp) + ': ' + S.rtp + '%</strong></p></div>');
})();
