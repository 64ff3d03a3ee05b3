import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderPage } from '../testing';
import { AreaCascader } from '.';

const zhejiang = { id: 330000, pid: 0, name: '浙江省', shortname: '浙江', level: 1 };
const hangzhou = { id: 330100, pid: 330000, name: '杭州市', shortname: '杭州', level: 2 };
const xihu = { id: 330106, pid: 330100, name: '西湖区', shortname: '', level: 3 };
const CHILDREN: Record<number, unknown[]> = { 0: [zhejiang], 330000: [hangzhou], 330100: [xihu] };

describe('AreaCascader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a chosen region by its names, loading each level above it', async () => {
    const server = fakeServer({
      '/api/address/lists': (body) => ({ code: 0, data: CHILDREN[Number(body.pid)] ?? [] }),
    });
    renderPage(<AreaCascader value={[330000, 330100, 330106]} />);
    expect(await screen.findByTitle('浙江省 / 杭州市 / 西湖区')).toBeTruthy();
    const asked = server.mock.calls.map(
      ([, init]) => (JSON.parse(init.body as string) as { pid: number }).pid,
    );
    expect(asked.sort()).toEqual([0, 330000, 330100]);
  });

  it('asks for a region when none is chosen', async () => {
    fakeServer({ '/api/address/lists': () => ({ code: 0, data: [zhejiang] }) });
    renderPage(<AreaCascader />);
    expect(await screen.findByText('请选择省 / 市 / 区')).toBeTruthy();
  });
});
