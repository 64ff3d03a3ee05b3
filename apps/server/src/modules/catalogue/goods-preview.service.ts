import {
  GOODS_PREVIEW_TTL_S,
  type GoodsPreview,
  type GoodsPreviewLink,
} from '@shop/contracts/catalogue';
import { staffMay } from '@shop/contracts/staff';
import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import type { KeyValueStore } from '../../lib/kv/kv';
import { staffShop, viewerOf, type StaffActor, type StaffIdentity } from '../auth';
import { findLoginMember } from '../member';
import { getSkuDetail } from './goods-detail.service';
import { findEditorGoods, findEditorSkus } from './goods-editor.repository';

/*
 * The editor's preview (issue 25): the storefront's goods page as a chosen member sees it. The
 * console asks for a ticket (random, 128 bits, kept 10 minutes) naming the staff account, the SKU
 * and the member; the storefront's preview page answers the goods only to a browser holding that
 * staff account's session. Nothing signs anyone in as the member and nothing is written: no
 * click, no footprint, no cart.
 */

type Ticket = {
  staffId: number;
  memberId: number;
  memberName: string;
  skuId: number;
  until: number;
};

const key = (ticket: string) => `goods-preview:${ticket}`;

/** `/staff/api/goods/preview`: a link to the goods page as member `username` sees it. */
export async function createPreviewLink(
  deps: { db: DbExecutor; kv: KeyValueStore },
  actor: StaffActor,
  body: { goods_id: number; username: string },
): Promise<GoodsPreviewLink> {
  const goods = await findEditorGoods(deps.db, staffShop(actor), body.goods_id);
  if (!goods) throw new AppError('goods_editor.goods_not_found');
  const [sku] = await findEditorSkus(deps.db, goods.goodsId);
  const member = await findLoginMember(deps.db, body.username);
  if (!member || !sku)
    throw new AppError('goods_editor.preview_member_not_found', { username: body.username });
  const ticket = randomBytes(16).toString('hex');
  const value: Ticket = {
    staffId: actor.staffId,
    memberId: member.memberId,
    memberName: member.nickname || member.username,
    skuId: sku.skuId,
    until: Date.now() + GOODS_PREVIEW_TTL_S * 1000,
  };
  await deps.kv.set(key(ticket), JSON.stringify(value), GOODS_PREVIEW_TTL_S * 1000);
  return { url: `/goods-preview?ticket=${ticket}`, expires_in: GOODS_PREVIEW_TTL_S };
}

/**
 * `/api/goodssku/preview`: the goods page of a ticket, for the staff account that asked for it
 * while its session lasts and it may still edit goods; anything else reads as expired.
 */
export async function openPreview(
  deps: { db: DbExecutor; kv: KeyValueStore },
  staff: StaffIdentity | null,
  ticket: string,
  lang: Lang,
): Promise<GoodsPreview> {
  const raw = await deps.kv.get(key(ticket));
  const value = raw ? (JSON.parse(raw) as Ticket) : null;
  if (!value || !staff || staff.staffId !== value.staffId || !staffMay(staff.role, 'goods.edit'))
    throw new AppError('goods_editor.preview_expired');
  const viewer = await viewerOf(deps.db, { memberId: value.memberId });
  return {
    member_name: value.memberName,
    expires_at: value.until,
    goods_sku_detail: await getSkuDetail(deps.db, viewer, value.skuId, lang, { anyState: true }),
  };
}
