import { ApiCode } from '@shop/contracts/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi } from '../api';
import { uploadImage } from '.';

/** A browser XMLHttpRequest that records what is sent and answers `answer` after two progress steps. */
function fakeXhr(answer: string) {
  const sent: { path?: string; headers: Record<string, string>; form?: FormData } = { headers: {} };
  class FakeXhr {
    withCredentials = false;
    responseText = '';
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open(_method: string, path: string) {
      sent.path = path;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(form: FormData) {
      sent.form = form;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      this.responseText = answer;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const image = new File(['GIF89a'], 'licence.gif', { type: 'image/gif' });

describe('uploadImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ headers: () => ({}) });
  });

  it('sends the file with the app headers, reports progress and answers the stored path', async () => {
    configureApi({ headers: () => ({ 'x-csrf-token': 'csrf-1' }) });
    const sent = fakeXhr(JSON.stringify({ code: 0, message: '', data: { pic_path: 'u/a.webp' } }));
    const progress: number[] = [];
    await expect(
      uploadImage('/api/upload/qualification', image, (p) => progress.push(p)),
    ).resolves.toEqual({ pic_path: 'u/a.webp' });
    expect(sent.path).toBe('/api/upload/qualification');
    expect(sent.headers).toEqual({ 'accept-language': 'zh-CN', 'x-csrf-token': 'csrf-1' });
    expect((sent.form?.get('file') as File).name).toBe('licence.gif');
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the server refusal, and ends a lost session like any call', async () => {
    const lost = vi.fn();
    configureApi({ hasSession: () => true, onSessionLost: lost });
    fakeXhr(JSON.stringify({ code: -1, message: '图片不能超过5MB', data: null }));
    const refusal = await uploadImage('/api/upload/headimg', image, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: -1, message: '图片不能超过5MB' });
    fakeXhr(JSON.stringify({ code: ApiCode.TOKEN_ERROR, message: '登录错误', data: null }));
    await expect(uploadImage('/api/upload/headimg', image, () => undefined)).rejects.toMatchObject({
      code: ApiCode.TOKEN_ERROR,
    });
    expect(lost).toHaveBeenCalledWith('登录错误');
  });

  it('names a broken answer an upload failure', async () => {
    fakeXhr('<html>502</html>');
    await expect(uploadImage('/api/upload/headimg', image, () => undefined)).rejects.toMatchObject({
      network: true,
      message: '上传失败',
    });
  });
});
