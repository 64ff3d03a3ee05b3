import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, readableLogStream } from './log-stream';

/** What the readable stream prints for pino's JSON lines. */
async function print(...lines: object[]): Promise<string> {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const stream = readableLogStream({ destination: out, colorize: false });
  for (const line of lines) stream.write(`${JSON.stringify(line)}\n`);
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join('');
}

const time = new Date(2025, 0, 2, 9, 5, 7, 42).getTime();
const base = { time, pid: 123, hostname: 'shop-host' };

describe('readableLogStream', () => {
  it('prints one readable line per request log, not a JSON object', async () => {
    const text = await print(
      {
        ...base,
        level: 30,
        reqId: 'req-3',
        req: { method: 'POST', url: '/api/cart/add', host: 'localhost', remotePort: 5 },
        msg: 'incoming request',
      },
      {
        ...base,
        level: 30,
        reqId: 'req-3',
        res: { statusCode: 200 },
        responseTime: 4.06,
        msg: 'request completed',
      },
    );
    expect(text.split('\n')).toEqual([
      '[09:05:07.042] INFO: req-3 POST /api/cart/add incoming request',
      '[09:05:07.042] INFO: req-3 200 4.1 ms request completed',
      '',
    ]);
  });

  it('keeps an error with its stack', async () => {
    const text = await print({
      ...base,
      level: 50,
      reqId: 'req-9',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (cart.ts:1:1)' },
      msg: 'request failed',
    });
    expect(text).toContain('ERROR: req-9 request failed');
    expect(text).toContain('at handler (cart.ts:1:1)');
  });
});

describe('loggerOptions', () => {
  it('is off when silent, JSON by default, the readable stream on a terminal', () => {
    expect(loggerOptions('silent', true)).toBe(false);
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
    expect(loggerOptions('debug', true)).toMatchObject({
      level: 'debug',
      stream: expect.anything(),
    });
  });
});
