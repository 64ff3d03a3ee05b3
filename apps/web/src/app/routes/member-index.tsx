import { CopyOutlined } from '@ant-design/icons';
import type { MemberInfo, QualificationStatus } from '@shop/contracts/member';
import { formatYuan } from '@shop/web-kit/money';
import { App, Button, Card, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { QueryState } from '@/components/query-state';
import { useMemberInfo } from '@/features/auth/api/get-member-info';
import { CreditLine } from '@/features/member/components/account/credit-line';
import { OrderCountStrip } from '@/features/order/components/order-list/order-count-strip';
import { MySalesmanLine } from '@/features/member/components/salesman/my-salesman';
import { isRouteAvailable } from '@/lib/available-routes';
import { useDefaultImages } from '@/lib/default-images';
import { palette, radius } from '@/app/theme';
import { availableMemberMenu } from '../layouts/member-menu';
import { LicenceNotice } from '@/features/licence/components/licence-notice';

const QUALIFICATION_COLORS: Record<QualificationStatus, string> = {
  none: 'default',
  waiting: 'orange',
  approved: 'green',
  expired: 'red',
  rejected: 'red',
};

function Stat({ label, value, to }: { label: string; value: string; to: string }) {
  const body = (
    <>
      <div style={{ fontSize: 22, color: palette.brand, fontWeight: 600 }}>{value}</div>
      <div style={{ color: palette.textMuted, marginTop: 4 }}>{label}</div>
    </>
  );
  return (
    <div
      style={{ width: 150, textAlign: 'center', borderLeft: `1px solid ${palette.dividerLight}` }}
    >
      {isRouteAvailable(to) ? <Link to={to}>{body}</Link> : body}
    </div>
  );
}

function Overview({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const defaults = useDefaultImages();
  const address = [member.full_address, member.address].filter(Boolean).join(' ');
  const copy = () =>
    void navigator.clipboard
      .writeText(member.invitation_code)
      .then(() => message.success(t('member:index.copied')))
      .catch(() => message.error(t('member:index.copyFailed')));
  return (
    <Card variant="borderless">
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <FallbackImage
          src={member.headimg}
          fallback={defaults?.default_headimg}
          alt={t('member:index.headimg')}
          width={88}
          height={88}
          style={{
            borderRadius: radius.round,
            objectFit: 'cover',
            border: `1px solid ${palette.dividerLight}`,
          }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <h2 data-shop-data style={{ margin: 0, fontSize: 20 }}>
            {member.nickname}
          </h2>
          <div style={{ margin: '8px 0', color: palette.textSecondary }}>
            {t('member:index.username')}：{member.username}
            {member.realname && (
              <span style={{ marginLeft: 16 }}>
                {t('member:index.realname')}：<span data-shop-data>{member.realname}</span>
              </span>
            )}
          </div>
          <div>
            {member.member_level_name && (
              <Tag color="gold" data-shop-data>
                {member.member_level_name}
              </Tag>
            )}
            {member.label_name && (
              <Tag color="blue" data-shop-data>
                {member.label_name}
              </Tag>
            )}
            <Tag color={QUALIFICATION_COLORS[member.qualification_status]}>
              {t(`member:qualification.${member.qualification_status}`)}
            </Tag>
          </div>
        </div>
        <Stat
          label={t('member:index.balance')}
          value={formatYuan(member.balance)}
          to="/member/account"
        />
        <Stat label={t('member:index.point')} value={String(member.point)} to="/member/my_point" />
        <Stat label={t('member:index.growth')} value={String(member.growth)} to="/member/level" />
      </div>
      <div
        style={{
          display: 'flex',
          gap: 32,
          marginTop: 20,
          paddingTop: 16,
          borderTop: `1px solid ${palette.fill}`,
          color: palette.textSecondary,
        }}
      >
        <span>
          {t('member:index.mobile')}：{member.mobile || t('member:index.notSet')}
        </span>
        <span>
          {t('member:index.address')}：
          {address ? <span data-shop-data>{address}</span> : t('member:index.notSet')}
        </span>
        <span>
          {t('member:index.invitationCode')}：{member.invitation_code}
          <Button
            type="link"
            size="small"
            icon={<CopyOutlined />}
            onClick={copy}
            aria-label={t('member:index.copy')}
          />
        </span>
      </div>
      <MySalesmanLine />
    </Card>
  );
}

/** /member/index: the member's overview and the member-centre entries whose pages exist. */
export function MemberIndexPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const entries = availableMemberMenu(isRouteAvailable)
    .flatMap((g) => g.entries)
    .filter((e) => e.path !== '/member/index');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <LicenceNotice />
      <QueryState
        query={member}
        placeholder={
          <Card variant="borderless">
            <Skeleton avatar active />
          </Card>
        }
        style={{ background: palette.white }}
      >
        {(loaded) => <Overview member={loaded} />}
      </QueryState>
      <Card variant="borderless" title={t('member:index.trade')}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
          <OrderCountStrip />
          <div style={{ borderLeft: `1px solid ${palette.dividerLight}`, paddingLeft: 32 }}>
            <CreditLine />
          </div>
        </div>
      </Card>
      {entries.length > 0 && (
        <Card variant="borderless" title={t('member:index.entries')}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 16 }}>
            {entries.map(({ path, key, icon: Icon }) => (
              <Link
                key={path}
                to={path}
                style={{ textAlign: 'center', padding: '12px 0', color: palette.text }}
              >
                <Icon style={{ fontSize: 28, color: palette.brand }} />
                <div style={{ marginTop: 8 }}>{t(`member:menu.${key}`)}</div>
              </Link>
            ))}
          </div>
        </Card>
      )}
    </div>
  );
}
