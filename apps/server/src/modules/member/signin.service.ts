import type { SigninInfo, SigninResult, SigninRules } from '@shop/contracts/member';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addShopDays, monthBounds, shopDay } from '../../lib/shop-day';
import { changeGrowth } from './growth.service';
import { giveMemberPoint, insertPointLog } from './member-point.repository';
import { findLastSignin, findSignedDays, insertSignin } from './signin.repository';
import { getSigninRules } from './signin-rules';

/** The streak a sign-in on `today` makes, from the member's last sign-in before it. */
function streakOn(today: string, last: { signDate: string; streak: number } | undefined) {
  return last?.signDate === addShopDays(today, -1) ? last.streak + 1 : 1;
}

/**
 * The day's rewards: the daily amounts plus the bonus of a streak rule whose day count the
 * streak reaches today (issue 16: e.g. day 7 of an unbroken streak).
 */
export function signinRewards(rules: SigninRules, streak: number) {
  const bonus = rules.streak_rewards.find((r) => r.days === streak);
  return {
    point: rules.point + (bonus?.point ?? 0),
    growth: rules.growth + (bonus?.growth ?? 0),
  };
}

/**
 * `/api/membersignin/signin`: signs the member in for the shop's today (Asia/Shanghai) and gives
 * the rewards, points through the points ledger and growth through `changeGrowth`, in one
 * transaction. The unique (member, day) row decides: a second sign-in, even at the same moment,
 * writes nothing and is refused.
 */
export async function signIn(db: Db, memberId: number, now = new Date()): Promise<SigninResult> {
  const rules = await getSigninRules(db);
  if (!rules.enabled) throw new AppError('signin.closed');
  const today = shopDay(now);
  return db.transaction(async (tx) => {
    const streak = streakOn(today, await findLastSignin(tx, memberId, addShopDays(today, -1)));
    const reward = signinRewards(rules, streak);
    const written = await insertSignin(tx, { memberId, signDate: today, streak, ...reward });
    if (!written) throw new AppError('signin.already');
    if (reward.point > 0) {
      const pointAfter = await giveMemberPoint(tx, memberId, reward.point);
      await insertPointLog(tx, {
        memberId,
        change: reward.point,
        pointAfter,
        reason: 'signin',
      });
    }
    if (reward.growth > 0)
      await changeGrowth(tx, { memberId, change: reward.growth, reason: 'signin' });
    return { sign_date: today, streak, ...reward };
  });
}

/** `/api/membersignin/info`: the month's signed days, today's state, the streak and the rules. */
export async function signinInfo(
  db: DbExecutor,
  memberId: number,
  month: string | undefined,
  now = new Date(),
): Promise<SigninInfo> {
  const today = shopDay(now);
  const shown = month ?? today.slice(0, 7);
  const { from, to } = monthBounds(shown);
  const [rules, last, signed] = await Promise.all([
    getSigninRules(db),
    findLastSignin(db, memberId, today),
    findSignedDays(db, memberId, from, to),
  ]);
  const alive = last && (last.signDate === today || last.signDate === addShopDays(today, -1));
  return {
    today,
    month: shown,
    signed_today: last?.signDate === today,
    streak: alive ? last.streak : 0,
    signed_days: signed.days,
    total_days: signed.total,
    rules,
  };
}
