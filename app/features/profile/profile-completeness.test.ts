import { describe, expect, it } from 'vitest';
import {
  isProfileComplete,
  missingProfileFields,
  NO_EXTRA_PROFILE_RULES,
  profileRulesOf,
  type ProfileFields,
} from './profile.schemas.ts';

const complete: ProfileFields = {
  bank_currency_information_id: 3,
  bank_no: '1234567890',
  wallet_address: null,
  first_name: 'Somchai',
  DOB: '1990-04-01',
  gender: 'male',
  register_channal_id: 2,
  email: 'somchai@example.com',
};
const bare: ProfileFields = { ...complete, DOB: null, gender: null, register_channal_id: null, email: null };
const all = { dob: true, gender: true, registerChannel: true, emailRequired: true };

describe('profile completeness', () => {
  it('needs bank currency information, the account number and the first name', () => {
    expect(missingProfileFields(bare, NO_EXTRA_PROFILE_RULES)).toEqual([]);
    expect(isProfileComplete(bare, NO_EXTRA_PROFILE_RULES)).toBe(true);
    expect(missingProfileFields({ ...bare, bank_currency_information_id: null }, NO_EXTRA_PROFILE_RULES)).toEqual([
      'bank_currency_information_id',
    ]);
    expect(missingProfileFields({ ...bare, bank_no: null }, NO_EXTRA_PROFILE_RULES)).toEqual(['bank_no']);
    expect(missingProfileFields({ ...bare, first_name: '  ' }, NO_EXTRA_PROFILE_RULES)).toEqual(['first_name']);
    expect(
      missingProfileFields(
        { ...bare, bank_currency_information_id: null, bank_no: '', first_name: null },
        NO_EXTRA_PROFILE_RULES,
      ),
    ).toEqual(['bank_currency_information_id', 'bank_no', 'first_name']);
  });

  it('takes a crypto wallet address in place of an account number', () => {
    const crypto = { ...bare, bank_no: null, wallet_address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' };
    expect(missingProfileFields(crypto, NO_EXTRA_PROFILE_RULES)).toEqual([]);
    expect(missingProfileFields({ ...crypto, wallet_address: ' ' }, NO_EXTRA_PROFILE_RULES)).toEqual(['bank_no']);
  });

  it('asks for the date of birth only when profile_dob is on', () => {
    expect(missingProfileFields(bare, { ...NO_EXTRA_PROFILE_RULES, dob: true })).toEqual(['DOB']);
    expect(missingProfileFields({ ...bare, DOB: '1990-04-01' }, { ...NO_EXTRA_PROFILE_RULES, dob: true })).toEqual([]);
  });

  it('asks for the gender only when profile_gender is on', () => {
    expect(missingProfileFields(bare, { ...NO_EXTRA_PROFILE_RULES, gender: true })).toEqual(['gender']);
    expect(missingProfileFields({ ...bare, gender: 'female' }, { ...NO_EXTRA_PROFILE_RULES, gender: true })).toEqual(
      [],
    );
  });

  it('asks for the register channel only when profile_register_channel is on', () => {
    expect(missingProfileFields(bare, { ...NO_EXTRA_PROFILE_RULES, registerChannel: true })).toEqual([
      'register_channal_id',
    ]);
    expect(
      missingProfileFields({ ...bare, register_channal_id: 1 }, { ...NO_EXTRA_PROFILE_RULES, registerChannel: true }),
    ).toEqual([]);
  });

  it('asks for the e-mail only when email_required is on', () => {
    expect(missingProfileFields(bare, { ...NO_EXTRA_PROFILE_RULES, emailRequired: true })).toEqual(['email']);
    expect(
      missingProfileFields({ ...bare, email: 'a@b.co' }, { ...NO_EXTRA_PROFILE_RULES, emailRequired: true }),
    ).toEqual([]);
  });

  it('lists every missing field in the order of the page when everything is required', () => {
    expect(missingProfileFields(complete, all)).toEqual([]);
    const empty: ProfileFields = {
      bank_currency_information_id: null,
      bank_no: null,
      first_name: null,
      DOB: null,
      gender: null,
      register_channal_id: null,
      email: null,
    };
    expect(missingProfileFields(empty, all)).toEqual([
      'bank_currency_information_id',
      'bank_no',
      'first_name',
      'DOB',
      'gender',
      'register_channal_id',
      'email',
    ]);
    expect(isProfileComplete(empty, all)).toBe(false);
  });

  it('reads the rules from the global config', () => {
    expect(profileRulesOf(null)).toEqual(NO_EXTRA_PROFILE_RULES);
    expect(
      profileRulesOf({
        profile_dob: true,
        profile_gender: false,
        profile_register_channel: true,
        email_required: false,
      }),
    ).toEqual({ dob: true, gender: false, registerChannel: true, emailRequired: false });
  });
});
