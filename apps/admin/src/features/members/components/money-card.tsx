import type { ConsoleMemberDetail } from '@shop/contracts/member';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import { Button, Card, Col, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { Money } from '@/components/money';
import { BalanceModal, CreditModal } from './money-modals';

/**
 * 资金与授信: balance, credit line, credit used and available, points; finance and
 * administrators adjust the balance and set the credit line.
 */
export function MoneyCard({
  member,
  canChange,
}: {
  member: ConsoleMemberDetail;
  canChange: boolean;
}) {
  const { t } = useTranslation('members');
  const [open, setOpen] = useState<'balance' | 'credit' | null>(null);
  const available = Math.max(0, yuanToFen(member.credit_limit) - yuanToFen(member.credit_used));
  const figure = (title: string, value: string) => (
    <Statistic title={title} valueRender={() => <Money value={value} />} />
  );
  return (
    <Card
      title={t('detail.money')}
      extra={
        canChange && (
          <Space>
            <Button onClick={() => setOpen('balance')}>{t('actions.balance')}</Button>
            <Button onClick={() => setOpen('credit')}>{t('actions.credit')}</Button>
          </Space>
        )
      }
    >
      <Row gutter={[space.md, space.md]}>
        <Col span={12}>{figure(t('columns.balance'), member.balance)}</Col>
        <Col span={12}>
          <Statistic title={t('columns.point')} value={member.point} />
        </Col>
        <Col span={12}>{figure(t('columns.credit_limit'), member.credit_limit)}</Col>
        <Col span={12}>{figure(t('columns.credit_used'), member.credit_used)}</Col>
        <Col span={12}>{figure(t('detail.credit_available'), fenToYuan(available))}</Col>
      </Row>
      {canChange && (
        <>
          <BalanceModal member={member} open={open === 'balance'} onClose={() => setOpen(null)} />
          <CreditModal member={member} open={open === 'credit'} onClose={() => setOpen(null)} />
        </>
      )}
    </Card>
  );
}
