import { ApiError, configureApi } from '@shop/web-kit/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStaffInfo } from './get-staff-info';

const info = {
  staff_id: 1,
  site_id: 1,
  shop_name: '康源医药自营',
  logo: '',
  username: 'service',
  nickname: '客服小美',
  headimg: '',
  online: 0,
};

const answer = (envelope: object) =>
  vi.fn(async () => new Response(JSON.stringify(envelope), { status: 200 }));

afterEach(() => vi.unstubAllGlobals());

describe('getStaffInfo', () => {
  it('answers the servicer of the staff session', async () => {
    const fetch = answer({ code: 0, message: '', data: info });
    vi.stubGlobal('fetch', fetch);
    await expect(getStaffInfo()).resolves.toEqual(info);
    expect(fetch).toHaveBeenCalledWith('/servicer/api/workbench/info', expect.anything());
  });

  it('answers null without a staff session, firing none of the buyer session events', async () => {
    const onSessionLost = vi.fn();
    configureApi({ hasSession: () => true, onSessionLost });
    vi.stubGlobal('fetch', answer({ code: -10009, message: '请先登录', data: null }));
    await expect(getStaffInfo()).resolves.toBeNull();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('answers why when the console ended the session', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ code: -10009, message: '该客服账号已被停用', data: { ended: 'disabled' } }),
    );
    await expect(getStaffInfo()).resolves.toEqual({ ended: '该客服账号已被停用' });
  });

  it('throws other failures with the server message', async () => {
    vi.stubGlobal('fetch', answer({ code: -1, message: '服务繁忙', data: null }));
    const failure = getStaffInfo();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('服务繁忙');
  });

  it('treats an answer of the wrong shape as a network failure', async () => {
    vi.stubGlobal('fetch', answer({ code: 0, message: '', data: { staff_id: 'x' } }));
    await expect(getStaffInfo()).rejects.toMatchObject({ network: true });
  });
});
