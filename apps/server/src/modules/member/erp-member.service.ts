import type { ErpAcceptedRow, ErpMemberRow, ErpRowResult } from '@shop/contracts/erp';
import type { DbExecutor } from '../../db/client';
import { invalidateReads } from '../../lib/read-cache';
import { ErpRowRefusal, onePerCode, refusedRow } from '../../lib/erp-rows';
import type { Lang } from '../../lib/i18n/translate';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  findApprovedDocuments,
  findErpMemberTargets,
  findLabelAndLevelNames,
  storeApprovedDocument,
  type ErpMemberTarget,
} from './erp-member.repository';
import { licencesOf, licenceMatcher, type LicenceMatcher } from './erp-member-licences';
import { forgetLicenceState } from './licence-state';
import { updateMember } from './member.repository';
import { createMember } from './member.service';

/*
 * Members from the ERP (issue 26), keyed by the customer code. One read of the batch's members
 * (by code, and by mobile for customers the shop already had), its approved licences, buyer
 * types and levels; then each changed row in its own transaction, so a refused row never stops
 * the others. A member made here has no password (''), so password login refuses it until it
 * sets one by SMS (find password).
 */

export type ErpMemberOptions = {
  lang: Lang;
  /** Salesman keys (staff ERP code or mobile) to staff ids, resolved by the caller in auth. */
  salesmanIds: ReadonlyMap<string, number>;
  /** Answer each row's result and write nothing (the console's import preview). */
  dryRun?: boolean;
};

type Judged = ErpAcceptedRow<ErpMemberRow>;

const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));

/** The member's fields the row sets (left-out optional fields keep the stored value). */
function fieldsOf(
  row: ErpMemberRow,
  target: ErpMemberTarget | undefined,
  names: { labels: Map<string, number>; levels: Map<string, number> },
  salesmanIds: ReadonlyMap<string, number>,
) {
  const labelId = row.buyer_type === undefined ? target?.labelId : names.labels.get(row.buyer_type);
  if (labelId === undefined && row.buyer_type !== undefined)
    throw new ErpRowRefusal('buyer_type', 'member.erp_buyer_type_unknown', {
      name: row.buyer_type,
    });
  const levelId = row.level === undefined ? target?.levelId : names.levels.get(row.level);
  if (levelId === undefined && row.level !== undefined)
    throw new ErpRowRefusal('level', 'member.erp_level_unknown', { name: row.level });
  const salesmanId =
    row.salesman === undefined
      ? (target?.salesmanId ?? 0)
      : row.salesman === ''
        ? 0
        : salesmanIds.get(row.salesman);
  if (salesmanId === undefined)
    throw new ErpRowRefusal('salesman', 'member.erp_salesman_unknown', {
      name: row.salesman ?? '',
    });
  return {
    erpCode: row.erp_code,
    companyName: row.company,
    realname: row.contact,
    mobile: row.mobile,
    labelId: labelId ?? null,
    levelId: levelId ?? null,
    salesmanId,
  };
}

const sameFields = (target: ErpMemberTarget, fields: ReturnType<typeof fieldsOf>) =>
  (Object.keys(fields) as (keyof typeof fields)[]).every((k) => target[k] === fields[k]);

/** The member a row names: by its code, else a member with its mobile and no code yet. */
function targetOf(row: ErpMemberRow, targets: ErpMemberTarget[]): ErpMemberTarget | undefined {
  const byCode = targets.find((t) => t.erpCode === row.erp_code);
  const byMobile = targets.find((t) => t.mobile === row.mobile);
  if (byMobile && byMobile !== byCode && byMobile.erpCode !== '')
    throw new ErpRowRefusal('mobile', 'member.erp_mobile_taken');
  if (byCode) {
    if (byMobile && byMobile !== byCode)
      throw new ErpRowRefusal('mobile', 'member.erp_mobile_taken');
    return byCode;
  }
  return byMobile;
}

async function applyRow(
  db: DbExecutor,
  judged: Judged,
  targets: ErpMemberTarget[],
  context: {
    names: { labels: Map<string, number>; levels: Map<string, number> };
    licences: LicenceMatcher;
    options: ErpMemberOptions;
  },
): Promise<ErpRowResult['status']> {
  const { row } = judged;
  const target = targetOf(row, targets);
  const fields = fieldsOf(row, target, context.names, context.options.salesmanIds);
  const docs = licencesOf(row, target?.memberId, context.licences);
  const changed = !target || !sameFields(target, fields);
  if (!changed && docs.length === 0) return 'unchanged';
  if (context.options.dryRun) return target ? 'updated' : 'created';
  const memberId = await db.transaction(async (tx) => {
    const id = target
      ? target.memberId
      : await createMember(tx, {
          ...fields,
          username: row.mobile,
          passwordHash: '',
          nickname: (row.contact || row.company).slice(0, 30),
          provinceId: 0,
          cityId: 0,
          districtId: 0,
          address: '',
          fullAddress: '',
          parentId: 0,
        });
    if (target && changed) await updateMember(tx, id, fields);
    for (const doc of docs) await storeApprovedDocument(tx, id, doc);
    return id;
  });
  if (docs.length > 0) forgetLicenceState(db, memberId);
  if (target && changed) invalidateReads(db, `member-label:${memberId}`);
  return target ? 'updated' : 'created';
}

/**
 * Creates or updates members from the rows of an ERP batch that passed `ErpMemberRowSchema`
 * (the caller judged them with `judgeErpRows`). Members are the whole mall's, so no shop is
 * passed: the sending shop counts only through the salesmen the caller resolved among its staff.
 * Each row answers created, updated, unchanged (the same row again writes nothing) or refused
 * with its field.
 */
export async function upsertErpMembers(
  db: DbExecutor,
  accepted: readonly Judged[],
  options: ErpMemberOptions,
): Promise<ErpRowResult[]> {
  const { lang } = options;
  // One row per customer code, then one per mobile: the first row stands (issue 26).
  const byCode = onePerCode(
    accepted,
    lang,
    { field: 'erp_code', key: 'member.erp_code_twice' },
    (r) => r.row.erp_code,
  );
  const rows = onePerCode(
    byCode.rows,
    lang,
    { field: 'mobile', key: 'member.erp_mobile_twice' },
    (r) => r.row.mobile,
  );
  const results: ErpRowResult[] = [...byCode.refused, ...rows.refused];
  const refuse = (row: Judged, error: ErpRowRefusal) =>
    results.push(refusedRow(row, error.field, lang, error.messageKey, error.params));
  const [targets, names] = await Promise.all([
    findErpMemberTargets(
      db,
      rows.rows.map((r) => r.row.erp_code),
      rows.rows.map((r) => r.row.mobile),
    ),
    findLabelAndLevelNames(db),
  ]);
  const context = {
    names: { labels: byName(names.labels), levels: byName(names.levels) },
    licences: await licenceMatcher(
      db,
      await findApprovedDocuments(
        db,
        targets.map((t) => t.memberId),
      ),
    ),
    options,
  };
  for (const row of rows.rows) {
    try {
      const status = await applyRow(db, row, targets, context);
      results.push({ index: row.index, key: row.key, status });
    } catch (error) {
      if (error instanceof ErpRowRefusal) refuse(row, error);
      else if (isUniqueViolation(error))
        refuse(row, new ErpRowRefusal('mobile', 'member.erp_mobile_taken'));
      else throw error;
    }
  }
  return results.sort((a, b) => a.index - b.index);
}
