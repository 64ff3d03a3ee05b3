import { readFileSync } from 'node:fs';
import type { Endpoint } from '@shop/contracts/common';
import type * as fastifyModule from 'fastify';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isApiPath } from './lib/api-path';
import { createTestApp, type TestApp } from './test/test-app';

/** Every route the app registers, seen by an onRoute hook on the instance buildApp creates. */
const routes = vi.hoisted((): RouteOptions[] => []);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof fastifyModule>();
  const create = (options?: FastifyServerOptions) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => void routes.push(route));
    return app;
  };
  return { ...fastify, default: create };
});

/**
 * Multipart uploads: no JSON body to declare, so they are not endpoints; their paths are still
 * written in their routes and in the web's upload calls.
 */
const UPLOADS = [
  '/api/upload/qualification',
  '/api/upload/headimg',
  '/api/upload/chatimg',
  '/api/upload/payvoucher',
  '/api/upload/refundimg',
  '/api/upload/evaluateimg',
  '/staff/api/order/annexupload',
  '/staff/api/goods/uploadimage',
  '/staff/api/goods/uploadinsert',
  '/staff/api/catalogue/image',
  '/staff/api/erpimport/upload',
  '/servicer/api/workbench/chatimg',
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  Object.isFrozen(value) &&
  typeof (value as Endpoint).path === 'string' &&
  (value as Endpoint).body instanceof z.ZodType &&
  (value as Endpoint).data instanceof z.ZodType;

/** Every endpoint declared in contracts, found through every subpath export of the package. */
async function declaredEndpoints(): Promise<Endpoint[]> {
  const manifest = JSON.parse(
    readFileSync(new URL('../../../packages/contracts/package.json', import.meta.url), 'utf8'),
  ) as { exports: Record<string, string> };
  const modules = await Promise.all(
    Object.keys(manifest.exports).map((subpath) => {
      const specifier = `@shop/contracts/${subpath.slice(2)}`;
      return import(/* @vite-ignore */ specifier) as Promise<object>;
    }),
  );
  return modules.flatMap((module) => Object.values(module).filter(isEndpoint));
}

const key = (path: string) => path.toLowerCase();
const isPost = (route: RouteOptions) => [route.method].flat().includes('POST');

describe('every call is declared once (issue #13)', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  let calls: RouteOptions[];
  beforeAll(async () => {
    t = await createTestApp();
    endpoints = await declaredEndpoints();
    calls = routes.filter((route) => isPost(route) && isApiPath(route.url));
  });
  afterAll(() => t.close());

  it('routes every POST call from exactly one declared endpoint, with its schemas', () => {
    const wrong = calls
      .filter((route) => !UPLOADS.some((upload) => key(upload) === key(route.url)))
      .flatMap((route) => {
        const declared = endpoints.filter((endpoint) => key(endpoint.path) === key(route.url));
        if (declared.length !== 1) return [`${route.url}: declared ${declared.length} times`];
        const [endpoint] = declared as [Endpoint];
        const schema = route.schema as {
          body?: unknown;
          response?: { 200?: { shape?: { data?: unknown } } };
        };
        if (schema.body !== endpoint.body) return [`${route.url}: not the declared body`];
        if (schema.response?.[200]?.shape?.data !== endpoint.data)
          return [`${route.url}: not the declared data`];
        return [];
      });
    expect(wrong).toEqual([]);
    expect(calls.length).toBeGreaterThan(100);
  });

  it('declares no path twice, even in another case', () => {
    const paths = endpoints.map((endpoint) => key(endpoint.path));
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
    expect(paths.filter((path) => !isApiPath(path))).toEqual([]);
  });

  it('declares no call the server does not route, and lists only real uploads', () => {
    const routed = new Set(calls.map((route) => key(route.url)));
    const paths = endpoints.map((endpoint) => endpoint.path);
    expect(paths.filter((path) => !routed.has(key(path)))).toEqual([]);
    expect(UPLOADS.filter((upload) => !routed.has(key(upload)))).toEqual([]);
  });
});
