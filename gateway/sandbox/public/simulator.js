// The countdown of the simulator page: the server renders the time left; this keeps it running and reloads the
// page when the time is up (the gateway then shows the payment as expired).
(() => {
  const el = document.getElementById('countdown');
  if (!el) return;
  const expires = Date.parse(el.getAttribute('data-expires') || '');
  if (Number.isNaN(expires)) return;
  const pad = (n) => String(n).padStart(2, '0');
  const tick = () => {
    const left = Math.max(0, Math.floor((expires - Date.now()) / 1000));
    const h = Math.floor(left / 3600);
    const text = `${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
    el.textContent = h ? `${h}:${text}` : text;
    if (el.parentElement) el.parentElement.classList.toggle('low', left < 60);
    if (left === 0) {
      clearInterval(timer);
      setTimeout(() => window.location.reload(), 1000);
    }
  };
  const timer = setInterval(tick, 1000);
  tick();
})();
