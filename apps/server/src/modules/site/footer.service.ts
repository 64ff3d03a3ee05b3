import {
  CopyrightSchema,
  FooterExtrasSchema,
  type Copyright,
  type FooterItem,
  type FooterList,
  type FriendlyLink,
  type MoreConfig,
} from '@shop/contracts/site';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cachedRead } from '../../lib/read-cache';
import { withDefaults, getConfig } from '../settings';
import { listFooterItems, listFriendlyLinks } from './footer.repository';

export const COPYRIGHT_KEY = 'copyright';
export const FOOTER_EXTRAS_KEY = 'footer_extras';
/** `{ address }`: the mini-program address its QR code encodes. */
export const WEAPP_KEY = 'weapp';

const StoredCopyrightSchema = withDefaults(CopyrightSchema, {
  copyright_desc: '',
  company_name: '',
  copyright_link: '',
  icp: '',
  gov_record: '',
  gov_url: '',
  market_supervision_url: '',
});

const StoredFooterExtrasSchema = withDefaults(FooterExtrasSchema, {
  qrcode_title: '',
  service_time: '',
  company_address: '',
});

const StoredWeappSchema = z.object({ address: z.string().max(500).default('') });

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export function getCopyright(db: DbExecutor): Promise<Copyright> {
  return getConfig(db, COPYRIGHT_KEY, StoredCopyrightSchema);
}

export async function getMoreConfig(db: DbExecutor): Promise<MoreConfig> {
  return { index: await getConfig(db, FOOTER_EXTRAS_KEY, StoredFooterExtrasSchema) };
}

export async function getFriendlyLinks(db: DbExecutor): Promise<FriendlyLink[]> {
  const rows = await cachedRead(db, 'friendly-links', () => listFriendlyLinks(db));
  return rows.map((row) => ({ ...row, is_blank: asFlag(row.is_blank) }));
}

/** Certificate and platform entries, each list in display order. */
export async function getFooterList(db: DbExecutor): Promise<FooterList> {
  const rows = await cachedRead(db, 'footer-items', () => listFooterItems(db));
  const pick = (kind: string): FooterItem[] =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ id, name, icon, link_url }) => ({ id, name, icon, link_url }));
  return { cert: pick('cert'), platform: pick('platform') };
}

// The address rarely changes: keep the last rendered code instead of redrawing it per request.
let cachedQrcode: { address: string; path: string } | undefined;

/** The mini-program QR code (PNG data URL); fails when the shop has not set the address. */
export async function getWeappQrcode(db: DbExecutor): Promise<{ path: string }> {
  const { address } = await getConfig(db, WEAPP_KEY, StoredWeappSchema);
  if (!address) throw new AppError('site.weapp_qrcode_unset');
  if (cachedQrcode?.address !== address) {
    const path = await QRCode.toDataURL(address, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 200,
    });
    cachedQrcode = { address, path };
  }
  return { path: cachedQrcode.path };
}
