import { useCallback } from 'react';
import { useNavigate, useParams, useRevalidator } from 'react-router';
import { api, type ApiClient } from '../../shared/api-client.ts';
import type { AuthResult, AuthUser, RegisterInput } from './auth.schemas.ts';

/**
 * The browser side of authentication. Login and registration leave their failures to the caller (field errors,
 * the login alert); the server sets the HttpOnly session cookie, so nothing is stored here.
 */
export function login(body: { username: string; password: string; device_token?: string }, client: ApiClient = api): Promise<AuthResult> {
  return client.service('pb/authentication').create<AuthResult>({ strategy: 'local', ...body }, undefined, { handleErrors: false });
}

export function register(body: RegisterInput, client: ApiClient = api): Promise<AuthResult> {
  return client.service('mb/users-register').create<AuthResult>(body, undefined, { handleErrors: false });
}

/** Ends the session on the server, which clears the cookie. */
export function logout(client: ApiClient = api): Promise<unknown> {
  return client.service('pb/authentication').remove(null);
}

/** The member's own profile (first item of the users page). */
export async function fetchProfile(client: ApiClient = api): Promise<AuthUser | null> {
  const page = await client.service<AuthUser>('mb/users').find();
  return page.data[0] ?? null;
}

/** Logs out and reloads the page's data as a visitor, staying on the page (home when it is members only). */
export function useLogout(): () => Promise<void> {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { lang } = useParams();
  return useCallback(async () => {
    await logout();
    if (window.location.pathname.split('/')[2] === 'setting') await navigate(`/${lang ?? ''}`);
    else await revalidator.revalidate();
  }, [lang, navigate, revalidator]);
}
