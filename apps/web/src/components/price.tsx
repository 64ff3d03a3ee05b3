import { yuanToFen } from '@shop/contracts/money';
import { formatYuan, YUAN_SIGN, type Yuan } from '@shop/web-kit/money';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { palette } from '@/app/theme';

type PriceProps = {
  /**
   * Yuan as the server sends it ("12.50", "12.5", 12.5); undefined when the server hid the price
   * from this viewer (spec §6: a visitor sees "登录可见").
   */
  value: Yuan | undefined;
  /** The price before the promotion, or the market price: struck through when higher. */
  original?: Yuan | null;
  /** `value` is the member price: "会员价" leads the struck price (spec §6). */
  member?: boolean;
  /** The figure's font size in px; the surrounding text's when absent. */
  size?: number;
  /** The price a buyer reads first: the mall's red, bold, with a smaller ¥. */
  emphasis?: boolean;
};

const ROW: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: 6,
  flexWrap: 'wrap',
};
const NOTE: CSSProperties = { color: palette.textMuted, fontSize: 12, fontWeight: 'normal' };

/**
 * A price, the one way the mall shows one: yuan to 2 decimals; the original struck through only
 * when higher; "会员价" for a member price; "登录可见", a link to log in and come back, when the
 * server sent no price.
 */
export function Price({ value, original, member = false, size, emphasis = false }: PriceProps) {
  const { t } = useTranslation();
  if (value === undefined) return <LoginVisible size={size} />;
  const text = formatYuan(value);
  const struck =
    original !== undefined && original !== null && yuanToFen(original) > yuanToFen(value)
      ? formatYuan(original)
      : null;
  const figure = emphasis ? (
    <span style={{ color: palette.brand, fontWeight: 600, fontSize: size }}>
      {/* The sign and ¥ smaller than the digits, as Chinese malls print a price. */}
      <span style={{ fontSize: size === undefined ? '0.7em' : size * 0.7 }}>
        {text.slice(0, text.indexOf(YUAN_SIGN) + 1)}
      </span>
      {text.slice(text.indexOf(YUAN_SIGN) + 1)}
    </span>
  ) : (
    <span style={{ fontSize: size }}>{text}</span>
  );
  if (!struck && !member) return figure;
  return (
    <span style={ROW}>
      {figure}
      <span style={NOTE}>
        {member && t('price.member')}
        {member && struck && ' · '}
        {struck && <del>{struck}</del>}
      </span>
    </span>
  );
}

function LoginVisible({ size }: { size: number | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Link
      to={`/login?redirect=${redirect}`}
      style={{ color: palette.brand, fontSize: size === undefined ? undefined : size - 2 }}
    >
      {t('price.loginVisible')}
    </Link>
  );
}
