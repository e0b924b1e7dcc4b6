import { logger } from '@shop/ui/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../lib/http';
import { createFakeFetch, jsonResponse } from '../../../test-support/browser-doubles';
import { login } from './api';

const credentials = { username: 'roni_cost@example.com', password: 'Password123!', context: 'checkout' };
const clientAnswering = (answer: () => Response | Promise<Response>) => createHttpClient({ baseUrl: 'http://shop.test/', fetch: createFakeFetch(answer).fetch });

afterEach(() => vi.restoreAllMocks());

describe('login (call 9)', () => {
  it("turns no answer and a server failure into 'Could not authenticate. Please try again later', logged (SPEC.md §8)", async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const offline = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(login(offline, credentials)).resolves.toEqual({ errors: true, message: 'Could not authenticate. Please try again later' });
    const failing = clientAnswering(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(login(failing, credentials)).resolves.toEqual({ errors: true, message: 'Could not authenticate. Please try again later' });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("keeps a refusal's own message (SPEC.md §8: the response message is shown)", async () => {
    const refusing = clientAnswering(() => jsonResponse({ errors: true, message: 'The account sign-in was incorrect or your account is disabled temporarily.' }, 401));
    await expect(login(refusing, credentials)).resolves.toMatchObject({
      errors: true,
      message: 'The account sign-in was incorrect or your account is disabled temporarily.',
    });
  });
});
