import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';
import { upload } from '../auth/testing';

/** Test support for evaluations (imported by tests only). */

/** A small real PNG: the evaluation upload takes images only. */
export const testPng = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();

/** Uploads one evaluation picture as the member of `token`; answers its path. */
export async function uploadEvaluateImage(t: TestApp, token: string): Promise<string> {
  const res = await upload<{ pic_path: string }>(
    t,
    '/api/upload/evaluateimg',
    { data: await testPng(), filename: 'photo.png', contentType: 'image/png' },
    { token },
  );
  if (res.code !== 0) throw new Error(res.message);
  return res.data.pic_path;
}
