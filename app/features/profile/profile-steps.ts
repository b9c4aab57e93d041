/**
 * The profile page's three steps (player-features § 4): 1 basic account (e-mail and phone verification), 2 personal
 * and bank details, 3 free-credit rules.
 *
 * - Steps 1 and 2 are marked active by the active-step information; step 3 is never set active from it.
 * - Getting step 2 marks the first step active; getting step 3 marks the second.
 * - The page opens at the first step that is not done (1 or 2 not active in the information, else 3), so a member
 *   who comes back continues where they left off; step 2 opens at its personal part once the bank details are
 *   saved, and a step 2 whose bank details are saved can be chosen even while step 1 waits for a code.
 * - A step can be selected only if it is active; next advances only if the current step is active.
 *
 * Step 2 has two parts, bank first (account holder's name and the bank or crypto wallet), then personal details.
 * Pure functions: every transition returns a new state, or the same state when the rules refuse it.
 */

export const STEP_NUMBERS = [1, 2, 3] as const;
export type StepNo = (typeof STEP_NUMBERS)[number];
export type StepPart = 'bank' | 'personal';

export interface StepState {
  /** active[0] is step 1. */
  active: readonly [boolean, boolean, boolean];
  current: StepNo;
  /** Which part of step 2 shows (starts at bank). */
  part: StepPart;
  /** The bank part is saved: step 2 can be chosen even before step 1 is done. */
  bankSaved?: boolean;
}

/** One entry of GET /mb/active-step-information. */
export interface ActiveStepInfo {
  step_no: number;
  status_active: boolean;
}

const isStep = (n: number): n is StepNo => n === 1 || n === 2 || n === 3;

/** Marks steps 1 and 2 from the active-step information (only ever marks; step 3 is left alone). */
export function applyActiveSteps(state: StepState, info: readonly ActiveStepInfo[]): StepState {
  const active = [...state.active] as [boolean, boolean, boolean];
  let changed = false;
  for (const step of info) {
    if ((step.step_no === 1 || step.step_no === 2) && step.status_active && !active[step.step_no - 1]) {
      active[step.step_no - 1] = true;
      changed = true;
    }
  }
  return changed ? { ...state, active } : state;
}

/** What the member has already saved of step 2. */
export interface StepProgress {
  /** The bank account or crypto wallet is registered (the bank part is done). */
  bankSaved?: boolean;
}

/**
 * The state when the page opens: active steps from the information, the current step the first one not done, and
 * step 2 at the part that is not done.
 */
export function initialStepState(info: readonly ActiveStepInfo[] = [], progress: StepProgress = {}): StepState {
  let state = applyActiveSteps({ active: [false, false, false], current: 1, part: 'bank' }, info);
  const first: StepNo = !state.active[0] ? 1 : !state.active[1] ? 2 : 3;
  state = getStep(state, first);
  if (!progress.bankSaved) return state;
  // Saved bank details make step 2 one to go back to; opened at step 2, the personal part is what is left.
  return { ...state, bankSaved: true, part: state.current === 2 ? 'personal' : state.part };
}

/** Arrives at a step: getting step 2 marks step 1 active, getting step 3 marks step 2. Step 2 opens at its bank part. */
export function getStep(state: StepState, step: StepNo): StepState {
  const active = [...state.active] as [boolean, boolean, boolean];
  if (step === 2) active[0] = true;
  if (step === 3) active[1] = true;
  return { ...state, active, current: step, part: step === 2 && state.current !== 2 ? 'bank' : state.part };
}

export function canSelect(state: StepState, step: number): boolean {
  return isStep(step) && (state.active[step - 1] || (step === 2 && !!state.bankSaved));
}

/** A step chosen in the step bar: only an active one (or step 2 with its bank details saved). */
export function selectStep(state: StepState, step: number): StepState {
  if (!isStep(step) || !canSelect(state, step) || step === state.current) return state;
  return getStep(state, step);
}

/** A step the step bar offers: a selectable one, or the one after a done step (what next would reach). */
export function canReach(state: StepState, step: number): boolean {
  return isStep(step) && (canSelect(state, step) || (step > 1 && state.active[step - 2]));
}

export function canAdvance(state: StepState): boolean {
  return state.current < 3 && state.active[state.current - 1];
}

/** Next: only when the current step is active. */
export function nextStep(state: StepState): StepState {
  if (!canAdvance(state)) return state;
  return getStep(state, (state.current + 1) as StepNo);
}

/** Shows a part of step 2 (the personal part follows the bank part). */
export function showPart(state: StepState, part: StepPart): StepState {
  if (state.current !== 2 || state.part === part) return state;
  return { ...state, part };
}

/**
 * The step the page shows for a request (`?step=&part=` of the URL, or where a save goes next): any step up to the
 * first one not done, a chosen active one, or the one after a done step; otherwise the opening state. A step opens
 * at its start (step 2 at the bank part) unless the part is asked for; the personal part follows a saved bank part.
 */
export function stepFromRequest(state: StepState, step: unknown, part?: unknown): StepState {
  const n = Number(step);
  if (!isStep(n)) return state;
  const reachable = n <= state.current || canReach(state, n);
  if (!reachable) return state;
  const at = n === state.current ? state : getStep(state, n);
  if (n !== 2) return at;
  if (part === 'bank') return { ...at, part: 'bank' };
  if (part === 'personal' && at.bankSaved) return { ...at, part: 'personal' };
  return at;
}
