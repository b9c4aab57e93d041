/* The verify page: recomputes a round in this browser from its seeds, nonce and choices, with Web Crypto and the
   engines' own code (the modules the game server runs, types stripped). Nothing is asked of the server. */
import { ENGINES, recompute } from './m.engines.outcomes.js';
import { fairMessage, streamRandom, StreamExhausted, toHex } from './m.fair.random.js';

const cfg = JSON.parse(document.getElementById('config').textContent);
const t = cfg.strings;
const form = document.getElementById('verify-form');
const out = document.getElementById('verify-result');
const kindSelect = document.getElementById('kind');
kindSelect.innerHTML = ENGINES.map((k) => `<option value="${k}">${t['engine_' + k.replace('live-', '')] || k}${k.startsWith('live-') ? ' (' + t.live + ')' : ''}</option>`).join('');

const query = new URLSearchParams(location.search);
for (const name of ['kind', 'serverSeed', 'clientSeed', 'nonce', 'bet', 'params']) {
  if (query.has(name)) form.elements[name].value = query.get(name);
}
const expectedHash = query.get('hash');
const expectedWin = query.has('win') ? Number(query.get('win')) : null;

const encoder = new TextEncoder();
const escape = (v) => String(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

async function sha256(text) {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** Blocks 0 … count−1 of the round, computed ahead (Web Crypto is asynchronous); the engines read them in order. */
async function blocks(serverSeed, clientSeed, nonce, count) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const list = [];
  for (let i = 0; i < count; i++) list.push(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(fairMessage(clientSeed, nonce, i)))));
  return list;
}

async function run(input) {
  let count = 4;
  for (;;) {
    const list = await blocks(input.serverSeed, input.clientSeed, input.nonce, count);
    try {
      const random = streamRandom((i) => {
        if (i >= list.length) throw new StreamExhausted();
        return list[i];
      });
      return { first: toHex(list[0]), ...recompute(input.kind, random, input.params, input.bet) };
    } catch (err) {
      if (!(err instanceof StreamExhausted) || count >= 256) throw err;
      count *= 4;
    }
  }
}

function describe(kind, result) {
  const r = result.result;
  const rules = kind.replace('live-', '');
  if (rules === 'slot' || rules === 'jackpot') return `${t.stops}: ${r.stops.join(', ')}` + (r.jackpot ? ` · ${t.jackpot}` : '');
  if (rules === 'crash') return `${t.crashed} ${(r.crashPoint / 100).toFixed(2)}×`;
  if (rules === 'roulette') return t.ballLanded.replace('{n}', String(r.pocket));
  if (rules === 'baccarat') return `${t.player} ${r.playerTotal} · ${t.banker} ${r.bankerTotal}`;
  if (rules === 'blackjack') return `${t.yourHand}: ${r.player.length} · ${t.dealerHand}: ${r.dealer.length} · ${r.result ?? ''}`;
  if (rules === 'keno') return `${t.draw}: ${r.drawn.join(', ')}`;
  if (rules === 'mines') return `${t.minesCount}: ${(r.minesAt || []).map((c) => c + 1).join(', ')}`;
  if (rules === 'race') return t.runnerWins.replace('{n}', String(r.order[0] + 1));
  if (rules === 'shooter') return r.caught ? t.caught.replace('{name}', '') : t.missed.replace('{name}', '');
  if (rules === 'megaways') return t.waysCount.replace('{n}', String(r.ways));
  return JSON.stringify(r);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  let params = {};
  try {
    params = data.get('params') ? JSON.parse(String(data.get('params'))) : {};
  } catch {
    out.innerHTML = `<p class="bad">${escape(t.invalidChoices)}</p>`;
    return;
  }
  const input = {
    kind: String(data.get('kind')),
    serverSeed: String(data.get('serverSeed')).trim(),
    clientSeed: String(data.get('clientSeed')).trim(),
    nonce: Number(data.get('nonce')),
    bet: Number(data.get('bet') || 0),
    params,
  };
  if (!input.serverSeed || !input.clientSeed || !Number.isInteger(input.nonce) || input.nonce < 0) {
    out.innerHTML = `<p class="bad">${escape(t.fillAll)}</p>`;
    return;
  }
  try {
    const hash = await sha256(input.serverSeed);
    const result = await run(input);
    const hashOk = expectedHash ? hash === expectedHash : null;
    const winOk = expectedWin !== null ? result.win === expectedWin : null;
    out.innerHTML =
      `<dl class="fair"><dt>${escape(t.serverSeedHash)}</dt><dd class="mono" data-testid="hash">${hash}</dd>` +
      `<dt>HMAC-SHA256</dt><dd class="mono">${result.first}</dd>` +
      `<dt>${escape(t.outcome)}</dt><dd data-testid="outcome">${escape(describe(input.kind, result))}</dd>` +
      `<dt>${escape(t.win)}</dt><dd data-testid="win">${result.win}</dd></dl>` +
      (hashOk === null ? '' : `<p class="${hashOk ? 'good' : 'bad'}">${escape(hashOk ? t.hashMatches : t.hashMismatch)}</p>`) +
      (winOk === null ? '' : `<p class="${winOk ? 'good' : 'bad'}" data-testid="verdict">${escape(winOk ? t.verified : t.mismatch)}</p>`);
  } catch {
    out.innerHTML = `<p class="bad">${escape(t.invalidChoices)}</p>`;
  }
});

if (query.has('serverSeed') && query.get('serverSeed')) form.requestSubmit();
