import type { EvaluateInfo, EvaluateResult } from '@shop/contracts/aftersale';
import { ApiError } from '@shop/web-kit/api';
import { Alert, Breadcrumb, Button, Empty, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useEvaluateInfo } from '../../api/get-evaluate-info';
import { ORDER_LIST_PATH, orderDetailPath } from '../../lib/order-paths';
import { EvaluateAddForm } from './evaluate-add-form';
import { EvaluateAgainForm } from './evaluate-again-form';
import { EvaluateLineCard } from './evaluate-line-card';
import { EvaluateResultView } from './evaluate-result';
import { OwnEvaluation } from './own-evaluation';

const frame = { background: palette.white, padding: '20px 24px 24px' };

/**
 * /evaluate?order_id= (spec §2, issue 17): the evaluation of one of the member's orders. A
 * completed order not yet evaluated gets the form; an evaluated one its follow-up (追评); after
 * that, or for an order not completed, the page reads only. A refusal (another member's order, an
 * unknown id) shows its message.
 */
export function EvaluatePanel({ orderId }: { orderId: number | undefined }) {
  const { t } = useTranslation(['evaluate', 'order']);
  const query = useEvaluateInfo(orderId);
  const [result, setResult] = useState<EvaluateResult | null>(null);
  const back = (
    <Link to={ORDER_LIST_PATH}>
      <Button>{t('order:detail.backToList')}</Button>
    </Link>
  );
  const crumbs = (title: string) => (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={[
        { title: <Link to="/index">{t('common:titles.home')}</Link> },
        { title: <Link to={ORDER_LIST_PATH}>{t('breadcrumb.orders')}</Link> },
        { title },
      ]}
    />
  );
  const error = query.error;
  if (orderId === undefined || (!query.data && error instanceof ApiError && !error.network))
    return (
      <div>
        {crumbs(t('heading.add'))}
        <div style={frame}>
          <Empty description={orderId === undefined ? t('order:detail.notFound') : error?.message}>
            {back}
          </Empty>
        </div>
      </div>
    );

  return (
    <div>
      {crumbs(
        t(
          `heading.${result ? (result.is_evaluate === 2 ? 'again' : 'add') : (query.data?.state ?? 'add')}`,
        ),
      )}
      <section style={{ ...frame, borderTop: `2px solid ${palette.brand}` }}>
        <QueryState query={query} rows={8} errorTitle={t('loadError')} errorExtra={back}>
          {(info) =>
            result ? (
              <EvaluateResultView result={result} firstSkuId={info.list[0]?.sku_id} />
            ) : (
              <EvaluateBody info={info} onDone={setResult} />
            )
          }
        </QueryState>
      </section>
    </div>
  );
}

function EvaluateBody({
  info,
  onDone,
}: {
  info: EvaluateInfo;
  onDone: (result: EvaluateResult) => void;
}) {
  const { t } = useTranslation('evaluate');
  if (info.state === 'unavailable')
    return (
      <Result
        status="info"
        title={t('unavailable.title')}
        subTitle={t('unavailable.subtitle')}
        extra={
          <Link to={orderDetailPath(info.order_id)}>
            <Button type="primary">{t('form.backToOrder')}</Button>
          </Link>
        }
      />
    );
  const notice: Record<Exclude<EvaluateInfo['state'], 'unavailable'>, string | null> = {
    add: info.evaluate_audit ? t('notice.audit') : null,
    again: t('notice.again'),
    done: t('notice.done'),
  };
  let body: ReactNode;
  if (info.state === 'add') body = <EvaluateAddForm info={info} onDone={onDone} />;
  else if (info.state === 'again') body = <EvaluateAgainForm info={info} onDone={onDone} />;
  else
    body = info.list.map((line) => (
      <EvaluateLineCard key={line.order_goods_id} line={line}>
        {line.evaluate && <OwnEvaluation evaluate={line.evaluate} />}
      </EvaluateLineCard>
    ));
  return (
    <>
      <header style={{ display: 'flex', alignItems: 'baseline', gap: 16, marginBottom: 12 }}>
        <h1 style={{ margin: 0, fontSize: 20, fontWeight: 700 }}>{t(`heading.${info.state}`)}</h1>
        <Link to={orderDetailPath(info.order_id)} style={{ color: palette.textSecondary }}>
          {t('order.no', { no: info.order_no })}
        </Link>
        <span style={{ color: palette.textSecondary }}>{info.shop_name}</span>
        <span style={{ color: palette.textMuted }}>
          {t('order.goodsCount', { count: info.list.length })}
        </span>
      </header>
      {notice[info.state] && (
        <Alert type="info" showIcon title={notice[info.state]} style={{ marginBottom: 16 }} />
      )}
      {body}
    </>
  );
}
