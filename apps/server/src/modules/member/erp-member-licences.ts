import type { ErpMemberRow } from '@shop/contracts/erp';
import type { DbExecutor } from '../../db/client';
import type { ApprovedDocument } from './erp-member.repository';
import { ErpRowRefusal } from '../../lib/erp-rows';
import { getQualificationConfig } from './qualification.service';

/*
 * The licences of an ERP member row (issue 26): each names its qualification type and business
 * scopes by key or by the shop's name for them, and is stored as approved when it differs from
 * the member's approved licence of that type; the same licence again writes nothing.
 */

export type LicenceMatcher = {
  typeKey: (typeOrName: string) => string | undefined;
  scopeKey: (scopeOrName: string) => string | undefined;
  approved: (memberId: number, typeKey: string) => ApprovedDocument | undefined;
};

export type LicenceWrite = {
  typeKey: string;
  docNo: string;
  validFrom: string | null;
  validTo: string | null;
  scopes: string[];
};

const keyOrName = (entries: { key: string; name: string }[]) => {
  const map = new Map<string, string>();
  for (const e of entries) map.set(e.name, e.key);
  for (const e of entries) map.set(e.key, e.key);
  return (text: string) => map.get(text);
};

/** The shop's types and scopes (names in Chinese, as an ERP holds them) and the approved licences. */
export async function licenceMatcher(
  db: DbExecutor,
  docs: readonly ApprovedDocument[],
): Promise<LicenceMatcher> {
  const config = await getQualificationConfig(db, 'zh-CN');
  const approved = new Map(docs.map((d) => [`${d.memberId}:${d.typeKey}`, d]));
  return {
    typeKey: keyOrName(config.types.map((t) => ({ key: t.type_key, name: t.type_name }))),
    scopeKey: keyOrName(config.scopes),
    approved: (memberId, typeKey) => approved.get(`${memberId}:${typeKey}`),
  };
}

const sameScopes = (stored: unknown, scopes: string[]) =>
  Array.isArray(stored) && [...(stored as string[])].sort().join() === [...scopes].sort().join();

/** The licences of `row` to store for member `memberId` (undefined: a member not made yet). */
export function licencesOf(
  row: ErpMemberRow,
  memberId: number | undefined,
  matcher: LicenceMatcher,
): LicenceWrite[] {
  const writes: LicenceWrite[] = [];
  (row.licences ?? []).forEach((licence, i) => {
    const typeKey = matcher.typeKey(licence.type);
    if (!typeKey)
      throw new ErpRowRefusal(`licences.${i}.type`, 'member.erp_licence_type_unknown', {
        name: licence.type,
      });
    const scopes = licence.scope.map((scope) => {
      const key = matcher.scopeKey(scope);
      if (!key)
        throw new ErpRowRefusal(`licences.${i}.scope`, 'member.erp_scope_unknown', {
          name: scope,
        });
      return key;
    });
    const write: LicenceWrite = {
      typeKey,
      docNo: licence.number,
      validFrom: licence.valid_from || null,
      validTo: licence.valid_to || null,
      scopes: [...new Set(scopes)],
    };
    const stored = memberId === undefined ? undefined : matcher.approved(memberId, typeKey);
    const same =
      stored !== undefined &&
      stored.docNo === write.docNo &&
      stored.validFrom === write.validFrom &&
      stored.validTo === write.validTo &&
      sameScopes(stored.scopes, write.scopes);
    if (!same) writes.push(write);
  });
  return writes;
}
