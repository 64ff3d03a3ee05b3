import { palette } from '@/app/theme';
/** The heading band of a campaign zone (团购专区, 专题活动) across the page. */
export function CampaignBand({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div
      style={{
        background: `linear-gradient(90deg, ${palette.brandDeep} 0%, ${palette.brand} 55%, ${palette.coral} 100%)`,
        color: palette.white,
        textAlign: 'center',
        padding: '34px 0 30px',
      }}
    >
      <h1
        style={{ margin: 0, color: palette.white, fontSize: 36, fontWeight: 700, letterSpacing: 6 }}
      >
        {title}
      </h1>
      <p style={{ margin: '10px 0 0', fontSize: 15, opacity: 0.92 }}>{subtitle}</p>
    </div>
  );
}
