import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FLOAT_LAYER_KEY } from './float-layer.service';
import { SERVICER_KEY } from './servicer-config.service';
import { setConfig } from '../settings';

type Layer = {
  is_show: number;
  type: number;
  startTime: number;
  endTime: number;
  img_url: string;
  link: { url: string };
  title: string;
};

describe('float layer and servicer config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the seeded float layer: daily, shown from yesterday for a year', async () => {
    const now = Date.now();
    const res = await t.call<Layer>('/api/pc/floatLayer');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      is_show: 1,
      type: 3,
      img_url: '/demo/footer/float-layer.svg',
      link: { url: '/register' },
    });
    expect(res.data.startTime).toBeLessThan(now - 23 * 3_600_000);
    expect(res.data.endTime).toBeGreaterThan(now + 364 * 86_400_000);
  });

  it('never shows a layer without an image', async () => {
    await setConfig(t.database.db, FLOAT_LAYER_KEY, {
      is_show: 1,
      type: 2,
      startTime: 1,
      endTime: 2,
      img_url: '',
    });
    const res = await t.call<Layer>('/api/pc/floatLayer');
    expect(res.data).toEqual({
      is_show: 0,
      type: 2,
      startTime: 1,
      endTime: 2,
      img_url: '',
      link: { url: '' },
      title: '',
    });
  });

  it('falls back to a hidden layer when the stored setting is malformed', async () => {
    await setConfig(t.database.db, FLOAT_LAYER_KEY, { type: 9, img_url: '/x.svg' });
    const res = await t.call<Layer>('/api/pc/floatLayer');
    expect(res.data).toMatchObject({ is_show: 0, type: 1, img_url: '' });
  });

  it('answers the seeded servicer config: on for the PC site, built-in chat', async () => {
    const res = await t.call('/api/config/servicer');
    expect(res).toMatchObject({ code: 0, data: { open: 1, system: 1, open_pc: 1, open_url: '' } });
  });

  it('keeps customer service off for a shop that has not switched it on', async () => {
    await setConfig(t.database.db, SERVICER_KEY, { open_url: 'https://kf.example.cn/' });
    const res = await t.call('/api/config/servicer');
    expect(res.data).toEqual({
      open: 0,
      system: 1,
      open_pc: 0,
      open_url: 'https://kf.example.cn/',
    });
  });
});
