import type { MessageInstance } from 'antd/es/message/interface';

let instance: MessageInstance | null = null;

/** Called once by the app shell with antd's context-aware message API (max one toast at a time). */
export function bindToast(message: MessageInstance): void {
  instance = message;
}

type Kind = 'success' | 'error' | 'warning' | 'info';
const show = (type: Kind) => (text: string, key?: string) =>
  void instance?.open({ type, content: text, key });

/**
 * Toasts for code outside React components (the API client's events, query errors). A `key`
 * makes repeats of one event (several calls failing together) update a single toast.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
