import { ADV_KEYWORDS } from '@shop/contracts/site';
import { safeRedirect } from '@shop/web-kit/redirect';
import { App } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { SiteLink } from '@/components/site-link';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { useAdvList } from '@/features/site/api/get-adv-detail';
import { hasSession } from '@/lib/session';
import { fade, palette, radius } from '@/app/theme';
import { queryClient } from '../query-client';

const BAND_HEIGHT = 480;

/**
 * /login: the NS_PC_LOGIN advert across the band with the login box on its right. After login
 * the buyer goes back to `redirect` (in-site paths only) or /index.
 */
export function LoginPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/index');
  const [adv] = useAdvList(ADV_KEYWORDS.login);
  if (hasSession()) return <Navigate to={target} replace />;

  const onSuccess = (text: string) => {
    void message.success(text);
    // Data fetched as a visitor (prices hidden, empty cart) must not survive the login.
    queryClient.clear();
    void navigate(target, { replace: true });
  };

  return (
    <div
      style={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        background: adv?.background || palette.blueMist,
      }}
    >
      <ContentColumn style={{ position: 'relative', height: BAND_HEIGHT }}>
        {adv && (
          <SiteLink
            to={adv.adv_url.url || '/index'}
            style={{ display: 'block', height: BAND_HEIGHT }}
          >
            <img
              src={adv.adv_image}
              alt={adv.adv_title}
              height={BAND_HEIGHT}
              style={{ display: 'block', maxWidth: '100%' }}
            />
          </SiteLink>
        )}
        <div
          style={{
            position: 'absolute',
            top: 40,
            right: 40,
            width: 380,
            background: palette.white,
            padding: '12px 28px 24px',
            boxShadow: `0 4px 24px ${fade(palette.black, 0.08)}`,
            borderRadius: radius.md,
          }}
        >
          <LoginPanel onSuccess={onSuccess} />
        </div>
      </ContentColumn>
    </div>
  );
}
