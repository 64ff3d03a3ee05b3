import { FallbackImage } from '@/components/fallback-image';
import { palette } from '@/app/theme';
import { useGoodsServices } from '../api/get-goods-services';

/** The service promises row at the top of the footer (icon, name, short description). */
export function FooterServices() {
  const services = useGoodsServices();
  if (services.length === 0) return null;
  return (
    <ul
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        listStyle: 'none',
        margin: 0,
        padding: '22px 20px',
      }}
    >
      {services.map((service) => (
        <li key={service.id} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <FallbackImage src={service.icon} fallback={undefined} alt="" width={44} height={44} />
          <div>
            <div style={{ fontSize: 16, fontWeight: 600, color: palette.text }}>
              {service.service_name}
            </div>
            {service.desc && (
              <div style={{ fontSize: 12, color: palette.textMuted, marginTop: 2 }}>
                {service.desc}
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
