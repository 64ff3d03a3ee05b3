import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fade, palette, radius } from '@/app/theme';

/** Cards per row in the member area (4 x 230 px cards in the 984 px column). */
export const goodsGridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 230px)',
  justifyContent: 'space-between',
  rowGap: 12,
};

type PanelProps = {
  title: string;
  /** Grey text beside the title (a count, a hint). */
  note?: ReactNode;
  /** Controls at the right of the header. */
  extra?: ReactNode;
  children: ReactNode;
};

/** A white member-centre panel with a red-topped header, as the other member pages. */
export function MemberGoodsPanel({ title, note, extra, children }: PanelProps) {
  return (
    <section
      style={{ background: palette.white, borderTop: `2px solid ${palette.brand}`, minHeight: 480 }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 16px',
          borderBottom: `1px solid ${palette.dividerLight}`,
          minHeight: 56,
        }}
      >
        <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h1>
        {note && <span style={{ color: palette.textMuted, fontSize: 13 }}>{note}</span>}
        <div style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 8 }}>
          {extra}
        </div>
      </header>
      <div style={{ padding: 16 }}>{children}</div>
    </section>
  );
}

/** The way to the goods under an empty favourites or footprints panel. */
export function GoShopping() {
  const { t } = useTranslation('member-goods');
  return (
    <Link to="/list">
      <Button type="primary">{t('common.goShopping')}</Button>
    </Link>
  );
}

/** Marks a card whose goods was taken off sale: a grey veil and 已下架 over the image. */
export function OffSaleVeil() {
  const { t } = useTranslation('member-goods');
  return (
    <div
      aria-hidden
      style={{
        position: 'absolute',
        top: 13,
        left: 13,
        width: 206,
        height: 206,
        background: fade(palette.white, 0.6),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <span
        style={{
          width: 84,
          height: 84,
          borderRadius: radius.round,
          background: fade(palette.black, 0.55),
          color: palette.white,
          fontSize: 16,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {t('common.offSale')}
      </span>
    </div>
  );
}

/** The row of links under a card. */
export function CardActions({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        borderTop: `1px dashed ${palette.dividerLight}`,
        paddingTop: 6,
        marginTop: 2,
        fontSize: 12,
        color: palette.textMuted,
        minHeight: 28,
      }}
    >
      {children}
    </div>
  );
}
