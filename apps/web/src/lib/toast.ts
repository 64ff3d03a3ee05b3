import type { MessageInstance } from 'antd/es/message/interface';

let instance: MessageInstance | null = null;

/** Called once by the app shell with antd's context-aware message API (max one toast at a time). */
export function bindToast(message: MessageInstance): void {
  instance = message;
}

/** Toasts for code outside React components (the API client's events, query errors). */
export const toast = {
  success: (text: string) => void instance?.success(text),
  error: (text: string) => void instance?.error(text),
  warning: (text: string) => void instance?.warning(text),
  info: (text: string) => void instance?.info(text),
};
