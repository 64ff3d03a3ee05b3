import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken, post, upload } from '../auth/testing';

describe('image uploads', () => {
  let t: TestApp;
  let token: string;
  let ipSeq = 0;
  const ip = () => `10.40.0.${++ipSeq}`;
  const onDisk = (publicPath: string) =>
    path.join(t.config.uploadDir, publicPath.replace(/^\/upload\//, ''));
  const qualification = (data: Buffer, filename: string, contentType: string) =>
    upload<{ pic_path: string }>(
      t,
      '/api/upload/qualification',
      { data, filename, contentType },
      { ip: ip() },
    );

  beforeAll(async () => {
    t = await createTestApp();
    await addMember(t, { username: 'uploader' });
    token = await loginToken(t, 'uploader');
  });
  afterAll(() => t.close());

  it('refuses a PHP script or an HTML page named .jpg', async () => {
    const php = await qualification(
      Buffer.from('<?php system($_GET["c"]); ?>'),
      'shell.jpg',
      'image/jpeg',
    );
    expect(php).toMatchObject({ code: -1, message: '仅支持 JPG、PNG、WEBP、GIF 格式的图片' });
    const html = await qualification(
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.jpg',
      'image/jpeg',
    );
    expect(html.code).toBe(-1);
    // Right magic bytes, but not an image.
    const fake = await qualification(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<?php ?>'),
      ]),
      'f.png',
      'image/png',
    );
    expect(fake.code).toBe(-1);
  });

  it('re-encodes a real PNG and stores it under a random name, never the client name', async () => {
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<?php echo "owned"; ?>')]);
    const res = await qualification(polyglot, '../../../evil.php', 'image/png');
    expect(res.code).toBe(0);
    expect(res.data.pic_path).toMatch(/^\/upload\/qualification\/\d{6}\/[0-9a-f]{32}\.jpg$/);
    const stored = await fs.readFile(onDisk(res.data.pic_path));
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(stored.includes('<?php')).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(120);
    const again = await qualification(png, 'a.png', 'image/png');
    expect(again.data.pic_path).not.toBe(res.data.pic_path);
  });

  it('keeps transparency as PNG and scales huge images down', async () => {
    const alpha = await sharp({
      create: {
        width: 3000,
        height: 1000,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const res = await qualification(alpha, 'big.png', 'image/png');
    expect(res.data.pic_path).toMatch(/\.png$/);
    const meta = await sharp(await fs.readFile(onDisk(res.data.pic_path))).metadata();
    expect(meta.width).toBe(2400);
    expect(meta.height).toBe(800);
  });

  it('refuses files over 5 MB and requests without a file', async () => {
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    expect(await qualification(big, 'big.jpg', 'image/jpeg')).toMatchObject({
      code: -1,
      message: '图片不能超过5MB',
    });
    expect((await post(t, '/api/upload/qualification', {}, { ip: ip() })).message).toBe(
      '请选择要上传的图片',
    );
    expect((await qualification(Buffer.alloc(0), 'empty.jpg', 'image/jpeg')).message).toBe(
      '请选择要上传的图片',
    );
  });

  it('serves stored images with nosniff', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await qualification(png, 'a.png', 'image/png');
    const served = await t.app.inject({ method: 'GET', url: res.data.pic_path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('uploads a head image only for a logged-in member', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const visitor = await upload(t, '/api/upload/headimg', {
      data: png,
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(visitor.code).toBe(-10009);
    const member = await upload<{ pic_path: string }>(
      t,
      '/api/upload/headimg',
      { data: png, filename: 'a.png', contentType: 'image/png' },
      { token },
    );
    expect(member.data.pic_path).toMatch(/^\/upload\/headimg\//);
  });

  it('limits visitor uploads per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push(
        (
          await upload(
            t,
            '/api/upload/qualification',
            { data: Buffer.from('x'), filename: 'a', contentType: 'x/y' },
            { ip: '10.41.0.1' },
          )
        ).code,
      );
    }
    expect((await post(t, '/api/upload/qualification', {}, { ip: '10.41.0.1' })).message).toBe(
      '操作过于频繁，请稍后再试',
    );
    expect(codes.filter((c) => c === -1)).toHaveLength(21);
  });
});
