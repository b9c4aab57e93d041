import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../shared/api-client';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import type { SessionState } from '../protection.schemas';

const GAME_PAGE = /^\/[a-z]{2}\/games\/[^/]+\/?$/;

/** 65 minutes → "1:05". */
function hoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The reality check of a signed-in member (mounted on every page by app/member-listeners.later.tsx): at the interval
 * the member chose on setting/limits it shows the time played since the log-in and the session's net result, with
 * Continue and Log out; at the session time limit it asks the member to log out (play is refused by then). On the
 * game page the time played shows in a corner.
 */
export function RealityCheck() {
  const { t } = useTranslation('protection');
  const page = usePageData();
  const location = useLocation();
  const logout = useFetcher();
  const [state, setState] = useState<SessionState | null>(null);
  const [open, setOpen] = useState<'check' | 'limit' | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const shown = useRef<number | null>(null);

  const load = useCallback(async () => {
    try {
      const page = await api.service<SessionState>('mb/protection-session').find({}, { handleErrors: false });
      const next = page.data[0] ?? null;
      setState(next);
      return next;
    } catch {
      return null;
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => setNow(Date.now()), 20_000);
    return () => clearInterval(timer);
  }, [load]);

  const started = state?.started_at ? Date.parse(state.started_at) : null;
  const elapsed = started === null ? 0 : Math.max(0, Math.floor((now - started) / 60_000));

  useEffect(() => {
    if (!state || started === null || open) return;
    if (state.session_minutes !== null && elapsed >= state.session_minutes) {
      void load().then(() => setOpen('limit'));
      return;
    }
    const every = state.reality_check_minutes;
    if (!every) return;
    // The checks already due when the page opened (the member saw them on an earlier page) are not shown again.
    const due = Math.floor(elapsed / every);
    const key = `reality-check:${state.started_at}`;
    if (shown.current === null) shown.current = Number(sessionStorage.getItem(key) ?? due);
    if (due > shown.current) {
      shown.current = due;
      sessionStorage.setItem(key, String(due));
      void load().then(() => setOpen('check'));
    }
  }, [state, started, elapsed, open, load]);

  if (!state || started === null) return null;
  const currency = page.wallet?.currency;
  const net = currency ? formatMoney(state.net, moneyCurrency(currency)) : String(state.net);
  const leave = () =>
    logout.submit(
      { intent: 'logout', _js: '1', redirectTo: `/${page.locale}/responsible-gambling` },
      { method: 'post', action: `/${page.locale}/auth` },
    );
  const limit = open === 'limit';
  return (
    <>
      {GAME_PAGE.test(location.pathname) ? (
        <p
          className="fixed bottom-20 left-3 z-40 rounded-full border border-border bg-surface/90 px-3 py-1 text-xs font-semibold tabular-nums shadow md:bottom-3"
          aria-live="off"
        >
          {t('reality.elapsed', { time: hoursMinutes(elapsed) })}
        </p>
      ) : null}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next && !limit) setOpen(null);
        }}
        dismissible={!limit}
        title={t(limit ? 'reality.limitTitle' : 'reality.title')}
        description={t(limit ? 'reality.limitText' : 'reality.text', { time: hoursMinutes(elapsed), net })}
        footer={
          <div className="flex flex-wrap justify-end gap-3">
            {limit ? null : (
              <Button variant="secondary" onClick={() => setOpen(null)}>
                {t('reality.continue')}
              </Button>
            )}
            <Button onClick={leave} loading={logout.state !== 'idle'}>
              {t('reality.logout')}
            </Button>
          </div>
        }
      />
    </>
  );
}
