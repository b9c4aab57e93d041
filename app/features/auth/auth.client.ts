import { api, type ApiClient } from '../../shared/api-client.ts';

/**
 * The browser side of authentication. The forms (login, register, forgot password, change password) post to route
 * actions and log out posts the `logout` intent to `/:lang/auth`; what is left here is for code that runs outside a
 * form: ending the session on the server, which clears the HttpOnly cookie.
 */
export function logout(client: ApiClient = api): Promise<unknown> {
  return client.service('pb/authentication').remove(null);
}
