import { DownloadOutlined } from '@ant-design/icons';
import type { Page } from '@shop/contracts/common';
import { App, Button, Dropdown, Modal, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCsv } from './build-csv';
import { buildXlsx } from './build-xlsx';
import { downloadBlob, exportFileName } from './download';
import type { ExportColumn } from './export-columns';
import { EXPORT_MAX_ROWS, fetchAllPages } from './fetch-all-pages';

type Format = 'csv' | 'xlsx';

export type ExportButtonProps<Row> = {
  /** The file's name before the time stamp, e.g. `orders`; also the XLSX sheet's name. */
  name: string;
  columns: readonly ExportColumn<Row>[];
  /** Any page of the list under its current filter (`pageFetcher(endpoint, list.body)`). */
  fetchPage: (page: number, pageSize: number) => Promise<Page<Row>>;
};

/**
 * Exports the list under its current filter as CSV or XLSX (issue 15): gathers every page up to
 * EXPORT_MAX_ROWS with a progress dialog that can be cancelled, builds the file in the browser
 * and saves it. A list longer than the cap is cut short with a warning saying so.
 */
export function ExportButton<Row>({ name, columns, fetchPage }: ExportButtonProps<Row>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run(format: Format) {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: 0 });
    try {
      const { rows, count, truncated } = await fetchAllPages(fetchPage, {
        signal: abort.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      abort.signal.throwIfAborted();
      const blob =
        format === 'csv'
          ? new Blob([buildCsv(columns, rows)], { type: 'text/csv;charset=utf-8' })
          : await buildXlsx(columns, rows, name);
      abort.signal.throwIfAborted();
      downloadBlob(blob, exportFileName(name, format));
      if (truncated) void message.warning(t('export.truncated', { max: EXPORT_MAX_ROWS, count }));
      else void message.success(t('export.done', { count: rows.length }));
    } catch (error) {
      if (!abort.signal.aborted)
        void message.error(error instanceof Error ? error.message : t('export.failed'));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <>
      <Dropdown
        menu={{
          items: [
            { key: 'csv', label: t('export.csv') },
            { key: 'xlsx', label: t('export.xlsx') },
          ],
          onClick: ({ key }) => void run(key as Format),
        }}
        disabled={progress !== null}
      >
        <Button icon={<DownloadOutlined />}>{t('export.button')}</Button>
      </Dropdown>
      <Modal
        open={progress !== null}
        title={t('export.title')}
        closable={false}
        maskClosable={false}
        okButtonProps={{ hidden: true }}
        cancelText={t('actions.cancel')}
        onCancel={() => controller.current?.abort()}
      >
        <Progress percent={percent} status="active" />
        <div>
          {t('export.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
        </div>
      </Modal>
    </>
  );
}
