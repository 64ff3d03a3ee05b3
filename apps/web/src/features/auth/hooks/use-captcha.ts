import { useCaptchaQuery } from '../api/get-captcha';

/**
 * A form's captcha: `enabled` is false when the shop switched captchas off (the field hides).
 * Call `refresh()` after every submit, since an answer works once.
 */
export function useCaptcha(scope: string) {
  const query = useCaptchaQuery(scope);
  const captcha = query.data;
  return {
    id: captcha?.id ?? '',
    img: captcha?.img ?? '',
    enabled: !!captcha?.img,
    loading: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
export type CaptchaState = ReturnType<typeof useCaptcha>;
