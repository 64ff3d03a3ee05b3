import type { ConsoleStaff } from '@shop/contracts/staff';
import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfToken, setCsrfToken } from '@/lib/csrf';
import { LoginForm } from './login-form';

const STAFF: ConsoleStaff = {
  staff_id: 3,
  username: 'finance',
  nickname: '财务小王',
  role: 'finance',
  is_platform: 0,
  site_id: 1,
  shop_name: '康源医药',
  permissions: ['dashboard.read', 'payment.review'],
  csrf_token: 'csrf-from-login',
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfToken('');
  });

  it('signs in without a code when the captcha is off, and keeps the CSRF token', async () => {
    const server = fakeServer({
      '/api/captcha/captcha': () => ({ code: 0, data: { id: '', img: '' } }),
      '/staff/api/login/login': () => ({ code: 0, data: STAFF }),
    });
    const onSignedIn = vi.fn();
    renderPage(<LoginForm onSignedIn={onSignedIn} />);
    // The code box shows while the captcha is asked for, and goes when it is off.
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    expect(server).toHaveBeenCalledWith('/api/captcha/captcha', expect.anything());
    fill('用户名', ' finance ');
    fill('密码', 'demo123456');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(STAFF));
    const login = server.mock.calls.find(([url]) => url === '/staff/api/login/login');
    expect(JSON.parse(login?.[1].body as string)).toMatchObject({
      username: ' finance ',
      password: 'demo123456',
    });
    expect(JSON.parse(login?.[1].body as string)).not.toHaveProperty('captcha_id');
    expect(csrfToken()).toBe('csrf-from-login');
  });

  it('sends the captcha, shows the server refusal and brings a new captcha', async () => {
    let captchas = 0;
    const server = fakeServer({
      '/api/captcha/captcha': () => {
        captchas += 1;
        return { code: 0, data: { id: `c${captchas}`, img: 'data:image/svg+xml;base64,PHN2Zy8+' } };
      },
      '/staff/api/login/login': () => ({
        code: -1,
        message: '账号或密码错误，还可尝试 4 次',
        data: null,
      }),
    });
    const onSignedIn = vi.fn();
    renderPage(<LoginForm onSignedIn={onSignedIn} />);
    expect(await screen.findByRole('img', { name: '验证码图片' })).toBeTruthy();

    submit();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    fill('用户名', 'admin');
    fill('密码', 'wrong');
    fill('验证码', 'ab3x');
    submit();
    expect(await screen.findByText('账号或密码错误，还可尝试 4 次')).toBeTruthy();
    const login = server.mock.calls.find(([url]) => url === '/staff/api/login/login');
    expect(JSON.parse(login?.[1].body as string)).toMatchObject({
      captcha_id: 'c1',
      captcha_code: 'ab3x',
    });
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByLabelText<HTMLInputElement>('验证码').value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
