/* The slot symbols, drawn in SVG, shared by the slot, the jackpot slot and the megaways slot. */
(function () {
  'use strict';
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
  if (!document.getElementById('symbol-defs')) document.body.insertAdjacentHTML('afterbegin', DEFS.replace('<svg ', '<svg id="symbol-defs" '));
  window.DemoSymbols = { svg: svg, ART: ART };
})();
