import { http as msw } from 'msw';
import { db } from '../../db';

/*
 * The handlers' `http`: msw's, except that a call that may write answers only once its
 * writes are stored (db.persisted(): IndexedDB in the browser, a no-op in Node). An answer
 * that arrived before the write let the app reload at once (a new session after sign-in,
 * the logout after "Delete my account") and the navigation abort the write: after the
 * reload the token was unknown, or the deleted account was back. A real server answers
 * after its commit; so does the mock.
 */

type Resolver = (info: never) => unknown;

function storedFirst<R extends Resolver>(resolver: R): R {
  return (async (info: never) => {
    const response = await resolver(info);
    await db.persisted();
    return response;
  }) as unknown as R;
}

function writing<M extends typeof msw.post>(method: M): M {
  return ((path: Parameters<M>[0], resolver: Parameters<M>[1], options?: Parameters<M>[2]) =>
    method(path, storedFirst(resolver as Resolver) as Parameters<M>[1], options)) as M;
}

export const http = {
  ...msw,
  post: writing(msw.post),
  put: writing(msw.put),
  patch: writing(msw.patch),
  delete: writing(msw.delete),
};
