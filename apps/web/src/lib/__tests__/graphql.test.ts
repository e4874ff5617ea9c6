import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListInvitationsDocument } from '../../gql/staff/graphql';
import { ApiError } from '../errors';
import { execute, listAll } from '../graphql';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('execute', () => {
  it('posts the operation with credentials and returns data', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { listInvitations: { items: [], nextToken: null } } }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await execute(ListInvitationsDocument, { limit: 5 });
    expect(data.listInvitations.items).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toMatchObject({ variables: { limit: 5 } });
  });

  it('throws an ApiError with the code and message key of the first GraphQL error', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({
        data: null,
        errors: [{ message: 'nope', extensions: { code: 'FORBIDDEN', messageKey: 'adminOnly' } }],
      }),
    );
    const error = await execute(ListInvitationsDocument, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', messageKey: 'adminOnly', message: 'nope' });
  });

  it('ignores a message key that is not an identifier', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ errors: [{ message: 'x', extensions: { code: 'NOT_FOUND', messageKey: 'not a key' } }] }),
    );
    const error = await execute(ListInvitationsDocument, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NOT_FOUND', messageKey: undefined });
  });
});

describe('listAll', () => {
  it('pages with limit 1000 until nextToken is null', async () => {
    const calls: { limit: number; nextToken: string | null }[] = [];
    const pages: Record<string, { items: number[]; nextToken: string | null }> = {
      start: { items: [1, 2], nextToken: 'a' },
      a: { items: [3], nextToken: 'b' },
      b: { items: [4], nextToken: null },
    };
    const items = await listAll(async (args) => {
      calls.push(args);
      return pages[args.nextToken ?? 'start'] ?? { items: [], nextToken: null };
    });
    expect(items).toEqual([1, 2, 3, 4]);
    expect(calls.map((call) => call.limit)).toEqual([1000, 1000, 1000]);
    expect(calls.map((call) => call.nextToken)).toEqual([null, 'a', 'b']);
  });

  it('stops when the server repeats a token', async () => {
    const items = await listAll(async () => ({ items: [1], nextToken: 'same' }));
    expect(items).toEqual([1, 1]);
  });
});
