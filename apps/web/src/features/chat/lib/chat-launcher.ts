import { useSyncExternalStore } from 'react';

/** What the buyer is asking about when opening the chat from a goods or order page. */
export interface ChatGoodsPreview {
  sku_id: number;
  sku_name: string;
  sku_image: string;
  /** Yuan as shown on the page; empty when the buyer may not see prices. */
  price: string;
}
export interface ChatOrderPreview {
  order_id: number;
  order_no: string;
  order_money: string;
  sku_image: string;
}

/** One request to open the chat: a shop (else the most recent one), maybe goods or an order. */
export interface ChatOpenRequest {
  siteId?: number;
  goods?: ChatGoodsPreview;
  order?: ChatOrderPreview;
}

interface ChatLauncherState {
  /** The dialog is shown. */
  open: boolean;
  /** The latest request; `seq` grows with each, so opening the same shop twice still counts. */
  request: (ChatOpenRequest & { seq: number }) | null;
  /** The shop offers chat on the PC site (set by the layout from the service config). */
  available: boolean;
}

let state: ChatLauncherState = { open: false, request: null, available: false };
const listeners = new Set<() => void>();

function update(next: Partial<ChatLauncherState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the chat dialog (any page may call it; the dialog host in the layout shows it). */
export function openChat(request: ChatOpenRequest = {}): void {
  update({ open: true, request: { ...request, seq: (state.request?.seq ?? 0) + 1 } });
}

/** Hides the dialog (it ends the sessions and closes the socket as it unmounts its content). */
export function closeChat(): void {
  update({ open: false });
}

/** Whether chat entries are shown: the layout sets it from the service config and addon flag. */
export function setChatAvailable(available: boolean): void {
  if (state.available !== available) update({ available });
}

/** The launcher's state for React (dialog host and entry buttons). */
export const useChatLauncher = (): ChatLauncherState =>
  useSyncExternalStore(subscribe, () => state);
