import type { Fenxiao, MySalesman } from '@shop/contracts/staff';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findActiveSalesman,
  findSalesmanByLoginCode,
  findSalesmanOfLogin,
  findSalesmanOfMember,
  listActiveSalesmen,
} from './salesman.repository';

/** `/api/member/getFenXiaoList`: the salesmen a new member may name at registration. */
export async function fenxiaoList(db: DbExecutor): Promise<Fenxiao[]> {
  return (await listActiveSalesmen(db)).map((s) => ({
    fenxiao_id: s.staffId,
    fenxiao_name: s.nickname,
  }));
}

/**
 * The salesman a registration names (issue 16): `fenxiao_id` chosen from the list, else
 * `inputfenxiao_name` typed as the salesman's name, else an invitation code of a salesman's own
 * member login; 0 when none is named. A named salesman who does not exist is refused.
 */
export async function salesmanForRegistration(
  db: DbExecutor,
  input: { fenxiao_id?: number; inputfenxiao_name?: string; invitation_code?: string },
): Promise<number> {
  if (input.fenxiao_id !== undefined || input.inputfenxiao_name) {
    const id = await findActiveSalesman(db, {
      id: input.fenxiao_id,
      name: input.inputfenxiao_name,
    });
    if (!id) throw new AppError('salesman.not_found');
    return id;
  }
  if (input.invitation_code) return (await findSalesmanByLoginCode(db, input.invitation_code)) ?? 0;
  return 0;
}

/**
 * The salesman staff account behind a member login (spec §6, issue 16); refuses a member who is
 * not one, so only salesmen open the team calls.
 */
export async function salesmanOfLogin(db: DbExecutor, memberId: number) {
  const found = await findSalesmanOfLogin(db, memberId);
  if (!found) throw new AppError('salesman.not_salesman');
  return found;
}

/** `/api/member/salesman`: who serves the member (name, phone), and whether they are a salesman. */
export async function mySalesman(db: DbExecutor, memberId: number): Promise<MySalesman> {
  const [serving, own] = await Promise.all([
    findSalesmanOfMember(db, memberId),
    findSalesmanOfLogin(db, memberId),
  ]);
  return {
    salesman: serving ? { name: serving.nickname, mobile: serving.mobile } : null,
    is_salesman: !!own,
  };
}
