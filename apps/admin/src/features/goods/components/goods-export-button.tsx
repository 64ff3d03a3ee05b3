import { DownloadOutlined } from '@ant-design/icons';
import { consoleGoodsExportEndpoint, type ConsoleGoodsListBody } from '@shop/contracts/catalogue';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@shop/web-kit/api';
import { downloadUrl } from '@/components/export/download';

/**
 * Exports the list under its filter as XLSX (issue 25): the server prepares a one-time address
 * and streams the file to it, so the browser saves it to disk as it comes (50,000 goods never
 * sit in the page's memory).
 */
export function GoodsExportButton({ body }: { body: Partial<ConsoleGoodsListBody> }) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const { page: _page, page_size: _size, ...filter } = body;
      const { url } = await apiCall(consoleGoodsExportEndpoint, filter);
      downloadUrl(url);
      void message.success(t('export.started'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('export.button')}
    </Button>
  );
}
