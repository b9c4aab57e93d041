import { describe, expect, it } from 'vitest';
import type { NotificationModal } from '../site/site.schemas.ts';
import { choosePopup, eligiblePopups, POPUP_ORDER, starterConcerns, type PopupFacts } from './shell.popups.ts';

const notification = (id: number, extra: Partial<NotificationModal> = {}): NotificationModal => ({
  id,
  language_id: 1,
  is_active: true,
  page_show_list: ['login'],
  title: `n${id}`,
  body: '',
  image_url: null,
  link_url: null,
  order_no: id,
  start_at: null,
  end_at: null,
  ...extra,
});

const fresh = { starterSeen: false, welcomeSeen: false, welcomeHidden: false, notificationsSeen: new Set<string>() };

/** A first visit of a visitor to the home page with one home notification. */
const facts = (over: Partial<PopupFacts> = {}): PopupFacts => ({
  pageName: 'index',
  member: null,
  steps: null,
  notifications: [notification(1)],
  memory: fresh,
  modalRequested: false,
  ...over,
});

const complete = { missingProfile: [] as string[] };
const noBank = { missingProfile: ['bank_no', 'bank_currency_information_id'] };

describe('the pop-up of a page view', () => {
  it('the order is starter, welcome, notifications', () => {
    expect(POPUP_ORDER).toEqual(['starter', 'welcome', 'notifications']);
  });

  it("a visitor's first visit to home gets the welcome only, although a notification is waiting too", () => {
    expect(choosePopup(facts())).toEqual({ kind: 'welcome' });
    expect(eligiblePopups(facts()).map((p) => p.kind)).toEqual(['welcome', 'notifications']);
  });

  it('the next home visit of the session gets the notification, then nothing', () => {
    const afterWelcome = facts({ memory: { ...fresh, welcomeSeen: true } });
    expect(choosePopup(afterWelcome)).toEqual({ kind: 'notifications', items: [notification(1)] });
    expect(
      choosePopup(facts({ memory: { ...fresh, welcomeSeen: true, notificationsSeen: new Set(['1']) } })),
    ).toBeNull();
  });

  it('a newly registered member (no bank account) gets the starter only', () => {
    const f = facts({ member: noBank });
    expect(choosePopup(f)).toEqual({ kind: 'starter' });
    expect(eligiblePopups(f).map((p) => p.kind)).toEqual(['starter', 'welcome', 'notifications']);
  });

  it('a member with a complete profile and no steps left never gets the starter', () => {
    expect(choosePopup(facts({ member: complete }))).toEqual({ kind: 'welcome' });
    expect(choosePopup(facts({ member: complete, steps: [{ is_done: true }] }))).toEqual({ kind: 'welcome' });
    expect(choosePopup(facts({ pageName: 'games', member: complete, notifications: [] }))).toBeNull();
  });

  it('an unfinished step brings the starter to a member with a complete profile, on any page', () => {
    expect(
      choosePopup(facts({ pageName: 'games', member: complete, steps: [{ is_done: true }, { is_done: false }] })),
    ).toEqual({ kind: 'starter' });
  });

  it('visitors never get the starter', () => {
    expect(starterConcerns(null, [{ is_done: false }])).toBe(false);
    expect(starterConcerns(noBank, null)).toBe(true);
    expect(starterConcerns(complete, null)).toBe(false);
  });

  it('the starter shows once per session', () => {
    expect(choosePopup(facts({ member: noBank, memory: { ...fresh, starterSeen: true } }))).toEqual({
      kind: 'welcome',
    });
  });

  it('a modal asked for by the URL or the player wins over every automatic pop-up', () => {
    expect(choosePopup(facts({ modalRequested: true }))).toBeNull();
    expect(choosePopup(facts({ member: noBank, modalRequested: true }))).toBeNull();
  });

  it('the welcome belongs to the home page and its variants, and stays away for good once hidden', () => {
    expect(choosePopup(facts({ pageName: 'index1', notifications: [] }))).toEqual({ kind: 'welcome' });
    expect(choosePopup(facts({ pageName: 'index2', notifications: [] }))).toEqual({ kind: 'welcome' });
    expect(choosePopup(facts({ pageName: 'games', notifications: [] }))).toBeNull();
    expect(choosePopup(facts({ pageName: null, notifications: [] }))).toBeNull();
    expect(choosePopup(facts({ memory: { ...fresh, welcomeHidden: true } }))?.kind).toBe('notifications');
  });

  it('notifications: the unseen active ones in their order, together in one pop-up', () => {
    const items = [
      notification(3, { order_no: 1 }),
      notification(2, { order_no: 2 }),
      notification(4, { is_active: false }),
      notification(5, { order_no: 0 }),
    ];
    const f = facts({
      pageName: 'games',
      notifications: items,
      memory: { ...fresh, notificationsSeen: new Set(['5']) },
    });
    const chosen = choosePopup(f);
    expect(chosen?.kind).toBe('notifications');
    expect(chosen?.kind === 'notifications' && chosen.items.map((n) => n.id)).toEqual([3, 2]);
  });
});
