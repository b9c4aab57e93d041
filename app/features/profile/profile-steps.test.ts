import { describe, expect, it } from 'vitest';
import {
  applyActiveSteps,
  canAdvance,
  canSelect,
  getStep,
  initialStepState,
  nextStep,
  selectStep,
  showPart,
  stepFromRequest,
  canReach,
  type StepState,
} from './profile-steps.ts';

const info = (s1: boolean, s2: boolean, s3 = false) => [
  { step_no: 1, status_active: s1 },
  { step_no: 2, status_active: s2 },
  { step_no: 3, status_active: s3 },
];

describe('profile steps', () => {
  it('start at step 1, bank part, nothing active, when no step is active', () => {
    expect(initialStepState()).toEqual({ active: [false, false, false], current: 1, part: 'bank' });
    expect(initialStepState(info(false, false))).toEqual({ active: [false, false, false], current: 1, part: 'bank' });
  });

  it('take steps 1 and 2 from the active-step information and never step 3', () => {
    expect(initialStepState(info(true, false)).active).toEqual([true, false, false]);
    expect(initialStepState(info(false, true)).active).toEqual([false, true, false]);
    expect(initialStepState(info(true, true, true)).active).toEqual([true, true, false]);
    expect(initialStepState([{ step_no: 3, status_active: true }]).active).toEqual([false, false, false]);
  });

  it('open at the first step that is not done', () => {
    expect(initialStepState(info(false, false)).current).toBe(1);
    expect(initialStepState(info(true, false))).toEqual({ active: [true, false, false], current: 2, part: 'bank' });
    expect(initialStepState(info(true, true)).current).toBe(3);
    expect(initialStepState(info(false, true)).current).toBe(1);
    expect(initialStepState(info(true, true, true)).current).toBe(3);
  });

  it('a member who comes back with the bank details saved continues at the personal part, not at step 1', () => {
    const back = initialStepState(info(true, false), { bankSaved: true });
    expect(back).toMatchObject({ current: 2, part: 'personal', active: [true, false, false] });
    // Step 2 is the current step, not a locked one; step 1 can be chosen, and step 2 again from there.
    expect(canSelect(back, 1)).toBe(true);
    const atOne = selectStep(back, 1);
    expect(atOne.current).toBe(1);
    // Chosen again, a step opens at its start.
    expect(selectStep(atOne, 2)).toMatchObject({ current: 2, part: 'bank' });
  });

  it('step 2 with saved bank details can be chosen while step 1 still waits for a code, but is not shown done', () => {
    const s = initialStepState(info(false, false), { bankSaved: true });
    expect(s).toMatchObject({ current: 1, active: [false, false, false] });
    expect(canSelect(s, 2)).toBe(true);
    expect(canAdvance(s)).toBe(false);
    expect(selectStep(s, 2)).toMatchObject({ current: 2, part: 'bank', active: [true, false, false] });
    // Without saved bank details it stays locked.
    expect(canSelect(initialStepState(info(false, false)), 2)).toBe(false);
  });

  it('ignore steps out of range in the information', () => {
    expect(
      initialStepState([
        { step_no: 0, status_active: true },
        { step_no: 4, status_active: true },
      ]),
    ).toEqual(initialStepState());
  });

  it('only mark steps when information arrives later: an inactive entry never unmarks', () => {
    const s = initialStepState(info(true, false));
    const same = applyActiveSteps(s, info(false, false));
    expect(same).toBe(s);
    const marked = applyActiveSteps(s, info(true, true, true));
    expect(marked.active).toEqual([true, true, false]);
    expect(marked.current).toBe(2);
  });

  it('getting step 2 marks step 1 active, getting step 3 marks step 2', () => {
    const s = initialStepState();
    expect(getStep(s, 2)).toMatchObject({ active: [true, false, false], current: 2 });
    expect(getStep(s, 3)).toMatchObject({ active: [false, true, false], current: 3 });
    expect(getStep(getStep(s, 2), 3)).toMatchObject({ active: [true, true, false], current: 3 });
    expect(getStep(s, 1)).toMatchObject({ active: [false, false, false], current: 1 });
  });

  it('select only an active step', () => {
    const none = initialStepState();
    expect(canSelect(none, 2)).toBe(false);
    expect(selectStep(none, 2)).toBe(none);
    expect(selectStep(none, 3)).toBe(none);
    const s = selectStep(initialStepState(info(true, true)), 2);
    expect(s).toMatchObject({ current: 2 });
    expect(selectStep(s, 1)).toMatchObject({ current: 1 });
    expect(selectStep(selectStep(s, 1), 2)).toMatchObject({ current: 2 });
    // Step 3 is never active from the information: it cannot be selected, only reached with next.
    expect(canSelect(s, 3)).toBe(false);
    expect(selectStep(s, 3)).toBe(s);
    expect(selectStep(s, 7)).toBe(s);
    expect(selectStep(s, 0)).toBe(s);
  });

  it('advance with next only when the current step is active', () => {
    const none = initialStepState();
    expect(canAdvance(none)).toBe(false);
    expect(nextStep(none)).toBe(none);

    const verified = selectStep(initialStepState(info(true, false)), 1);
    const atTwo = nextStep(verified);
    expect(atTwo).toMatchObject({ current: 2, active: [true, false, false], part: 'bank' });
    // Step 2 is not active yet: next stays.
    expect(nextStep(atTwo)).toBe(atTwo);

    const done = applyActiveSteps(atTwo, info(true, true));
    const atThree = nextStep(done);
    expect(atThree).toMatchObject({ current: 3, active: [true, true, false] });
    // There is no step after the third.
    expect(canAdvance(atThree)).toBe(false);
    expect(nextStep(atThree)).toBe(atThree);
  });

  it('go back from step 3 to step 2 and forward again with next', () => {
    const atThree: StepState = initialStepState(info(true, true));
    expect(atThree.current).toBe(3);
    const back = selectStep(atThree, 2);
    expect(back.current).toBe(2);
    expect(nextStep(back).current).toBe(3);
  });

  it('walk the parts of step 2, bank first', () => {
    const atTwo = initialStepState(info(true, false));
    expect(atTwo).toMatchObject({ current: 2, part: 'bank' });
    const personal = showPart(atTwo, 'personal');
    expect(personal.part).toBe('personal');
    expect(showPart(personal, 'personal')).toBe(personal);
    // Parts belong to step 2 only.
    const atOne = selectStep(personal, 1);
    expect(showPart(atOne, 'personal')).toBe(atOne);
    // Step 2 is not active yet, so it cannot be chosen from step 1; once it is, it opens at its bank part again.
    expect(selectStep(atOne, 2)).toBe(atOne);
    expect(selectStep(applyActiveSteps(atOne, info(true, true)), 2)).toMatchObject({ current: 2, part: 'bank' });
  });

  it('follow the step and part asked in the address only where the rules allow', () => {
    const fresh = initialStepState(info(true, false));
    expect(stepFromRequest(fresh, '1')).toMatchObject({ current: 1 });
    expect(stepFromRequest(stepFromRequest(fresh, '1'), '2')).toMatchObject({ current: 2, part: 'bank' });
    // Step 3 waits for step 2; the personal part for the bank part.
    expect(stepFromRequest(fresh, '3')).toBe(fresh);
    expect(stepFromRequest(fresh, '2', 'personal')).toMatchObject({ current: 2, part: 'bank' });
    for (const junk of [null, '', '0', '4', 'x', '2.5']) expect(stepFromRequest(fresh, junk)).toBe(fresh);

    const saved = initialStepState(info(true, false), { bankSaved: true });
    expect(stepFromRequest(saved, '2', 'bank')).toMatchObject({ current: 2, part: 'bank' });
    expect(stepFromRequest(saved, '2', 'personal')).toMatchObject({ current: 2, part: 'personal' });

    const waiting = initialStepState(info(false, false));
    expect(stepFromRequest(waiting, '2')).toBe(waiting);
    const done = initialStepState(info(true, true));
    expect(stepFromRequest(done, 1)).toMatchObject({ current: 1 });
    expect(stepFromRequest(done, 3)).toMatchObject({ current: 3 });
    // The step bar offers step 3 once step 2 is done, from step 2 or step 1.
    const atTwo = stepFromRequest(done, 2);
    expect(canReach(atTwo, 3)).toBe(true);
    expect(canReach(stepFromRequest(done, 1), 3)).toBe(true);
    expect(canReach(fresh, 3)).toBe(false);
    expect(canReach(fresh, 1)).toBe(true);
  });
});
