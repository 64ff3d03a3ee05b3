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
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { cachedRead } from '../../lib/read-cache';
import { EnglishTextsSchema, getConfig, textsInLang, withDefaults } from '../settings';
import { listFooterItems, listFriendlyLinks } from './footer.repository';

export const COPYRIGHT_KEY = 'copyright';
export const FOOTER_EXTRAS_KEY = 'footer_extras';
/** `{ address }`: the mini-program address its QR code encodes. */
export const WEAPP_KEY = 'weapp';

// Both settings may hold `en`, the English of their texts (issue 14).
const StoredCopyrightSchema = withDefaults(CopyrightSchema.extend({ en: EnglishTextsSchema }), {
  copyright_desc: '',
  company_name: '',
  copyright_link: '',
  icp: '',
  gov_record: '',
  gov_url: '',
  market_supervision_url: '',
  en: undefined,
});

const StoredFooterExtrasSchema = withDefaults(
  FooterExtrasSchema.extend({ en: EnglishTextsSchema }),
  {
    qrcode_title: '',
    service_time: '',
    company_address: '',
    en: undefined,
  },
);

const StoredWeappSchema = z.object({ address: z.string().max(500).default('') });

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export async function getCopyright(db: DbExecutor, lang: Lang): Promise<Copyright> {
  const { en, ...copyright } = await getConfig(db, COPYRIGHT_KEY, StoredCopyrightSchema);
  return textsInLang(copyright, en, lang);
}

export async function getMoreConfig(db: DbExecutor, lang: Lang): Promise<MoreConfig> {
  const { en, ...extras } = await getConfig(db, FOOTER_EXTRAS_KEY, StoredFooterExtrasSchema);
  return { index: textsInLang(extras, en, lang) };
}

/** Visible friendly links, titled in the request's language (the cache holds both). */
export async function getFriendlyLinks(db: DbExecutor, lang: Lang): Promise<FriendlyLink[]> {
  const rows = await cachedRead(db, 'friendly-links', () => listFriendlyLinks(db));
  return rows.map(({ link_title_en, ...row }) => ({
    ...row,
    link_title: shopText(lang, row.link_title, link_title_en),
    is_blank: asFlag(row.is_blank),
  }));
}

/** Certificate and platform entries, each list in display order, named in the request's language. */
export async function getFooterList(db: DbExecutor, lang: Lang): Promise<FooterList> {
  const rows = await cachedRead(db, 'footer-items', () => listFooterItems(db));
  const pick = (kind: string): FooterItem[] =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ id, name, name_en, icon, link_url }) => ({
        id,
        name: shopText(lang, name, name_en),
        icon,
        link_url,
      }));
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
