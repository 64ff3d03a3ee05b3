import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkbenchLogin } from './workbench-login';

afterEach(cleanup);

const renderLogin = (ended?: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkbenchLogin ended={ended} />
    </QueryClientProvider>,
  );

describe('WorkbenchLogin', () => {
  it('says why the console ended the last session', () => {
    renderLogin('该客服账号已被停用');
    expect(screen.getByRole('alert').textContent).toContain('该客服账号已被停用');
    // The first render of the antd form is slow on a loaded machine.
  }, 20_000);

  it('shows no notice on a plain visit', () => {
    renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
