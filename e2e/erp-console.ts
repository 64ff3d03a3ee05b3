import type { Page } from '@playwright/test';
import type { ErpCredentials } from './erp-signing';
import { expect } from './support';

/**
 * Creates an ERP key with the `scopes` (their console labels) at /admin/erp and reads its id and
 * secret from the dialog that shows them once (issue 26).
 */
export async function createErpKey(admin: Page, scopes: string[]): Promise<ErpCredentials> {
  await admin.goto('/admin/erp');
  await admin.getByRole('button', { name: '新建密钥' }).click();
  const form = admin.getByRole('dialog', { name: '新建 ERP 接口密钥' });
  await form.getByLabel('备注').fill('金蝶 K3 同步（E2E）');
  for (const scope of scopes)
    await form.getByRole('checkbox', { name: scope, exact: true }).check();
  await form.getByRole('button', { name: /^创\s?建$/ }).click();
  const shown = admin.getByRole('dialog', { name: '请立即保存密钥' });
  await expect(shown.getByText('密钥只显示这一次')).toBeVisible();
  const codes = shown.locator('.ant-descriptions-item-content code');
  const key = (await codes.nth(0).textContent()) ?? '';
  const secret = (await codes.nth(1).textContent()) ?? '';
  expect(key).toMatch(/^ak_/);
  expect(secret.length).toBeGreaterThan(20);
  await shown.getByRole('button', { name: '我已保存' }).click();
  await expect(shown).toBeHidden();
  return { key, secret };
}
