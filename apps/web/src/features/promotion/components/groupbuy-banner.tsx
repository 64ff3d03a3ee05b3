/** The heading band of a campaign zone (团购专区, 专题活动) across the page. */
export function CampaignBand({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div
      style={{
        background: 'linear-gradient(90deg, #B3121F 0%, #E4393C 55%, #F5743C 100%)',
        color: '#fff',
        textAlign: 'center',
        padding: '34px 0 30px',
      }}
    >
      <h1 style={{ margin: 0, color: '#fff', fontSize: 36, fontWeight: 700, letterSpacing: 6 }}>
        {title}
      </h1>
      <p style={{ margin: '10px 0 0', fontSize: 15, opacity: 0.92 }}>{subtitle}</p>
    </div>
  );
}
