import { SigninRulesSchema, type SigninRules } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { getConfig, setConfig, withDefaults } from '../settings';

/** The shop setting holding the sign-in rewards (issue 16), edited in the console. */
export const SIGNIN_RULES_KEY = 'member_signin';

/** Unset: on, 5 points and 2 growth a day, bonuses on the 3rd and 7th day of a streak. */
export const DEFAULT_SIGNIN_RULES: SigninRules = {
  enabled: true,
  point: 5,
  growth: 2,
  streak_rewards: [
    { days: 3, point: 10, growth: 5 },
    { days: 7, point: 30, growth: 15 },
  ],
};

const StoredSigninRulesSchema = withDefaults(SigninRulesSchema, DEFAULT_SIGNIN_RULES);

export const getSigninRules = (db: DbExecutor): Promise<SigninRules> =>
  getConfig(db, SIGNIN_RULES_KEY, StoredSigninRulesSchema);

export const storeSigninRules = (db: DbExecutor, rules: SigninRules) =>
  setConfig(db, SIGNIN_RULES_KEY, {
    ...rules,
    streak_rewards: [...rules.streak_rewards].sort((a, b) => a.days - b.days),
  });
