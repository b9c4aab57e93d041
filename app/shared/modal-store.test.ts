import { describe, expect, it } from 'vitest';
import { createModalStore } from './modal-store.ts';

describe('modal store', () => {
  it('opens with props, reopens with new props, closes', () => {
    const m = createModalStore();
    let changes = 0;
    m.subscribe(() => changes++);
    m.open('register', { refCode: 'ABC' });
    expect(m.getState().register).toEqual({ refCode: 'ABC' });
    m.open('register', { refCode: 'XYZ' });
    expect(m.getState().register).toEqual({ refCode: 'XYZ' });
    m.close('register');
    expect(m.isOpen('register')).toBe(false);
    m.close('register'); // closing a closed modal changes nothing
    expect(changes).toBe(3);
  });

  it('closes when passed false, flips with toggle', () => {
    const m = createModalStore();
    m.open('deposit');
    m.open('deposit', false);
    expect(m.isOpen('deposit')).toBe(false);
    m.toggle('please-contact');
    expect(m.isOpen('please-contact')).toBe(true);
    m.toggle('please-contact');
    expect(m.isOpen('please-contact')).toBe(false);
    m.toggle('address', true);
    m.toggle('address', true);
    expect(m.isOpen('address')).toBe(true);
    m.toggle('address', false);
    expect(m.isOpen('address')).toBe(false);
    m.toggle('promotion-detail', { promotionId: 5 });
    expect(m.getState()['promotion-detail']).toEqual({ promotionId: 5 });
  });

  it('opens the cashbox on its main view unless another is chosen', () => {
    const m = createModalStore();
    m.open('cashbox');
    expect(m.getState().cashbox).toEqual({ view: 'main' });
    m.open('cashbox', { view: 'withdraw' });
    expect(m.getState().cashbox).toEqual({ view: 'withdraw' });
  });

  it('lets login and register replace each other, and keeps others open', () => {
    const m = createModalStore();
    m.open('update-profile');
    m.open('login');
    m.open('register');
    expect(Object.keys(m.getState()).sort()).toEqual(['register', 'update-profile']);
    m.open('login');
    expect(Object.keys(m.getState()).sort()).toEqual(['login', 'update-profile']);
    m.open('error', { error: { message: 'x' } });
    m.closeAll();
    expect(m.getState()).toEqual({});
  });

  it('hands out a new state object on every change (for useSyncExternalStore)', () => {
    const m = createModalStore();
    const before = m.getState();
    m.open('login');
    expect(m.getState()).not.toBe(before);
    const open = m.getState();
    expect(m.getState()).toBe(open);
  });
});
