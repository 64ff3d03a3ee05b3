import { ScanOutlined } from '@ant-design/icons';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Alert, Button, Input, Result, Skeleton, Space, Tag, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelFrame } from '@/components/panel-frame';
import { palette } from '@/app/theme';
import { useVerifierCheck } from '../api/check-verifier';
import { useVerifyInfo } from '../api/get-verify-info';
import { useVerifyCode } from '../api/verify-code';
import { codeOfInput, verifyDetailPath, VERIFY_LIST_PATH } from '../lib/verify-paths';
import { VerifyInfoCard } from './verify-info-card';

/** A USB scanner types the code like a keyboard and ends with Enter; so does a person. */
const CODE_INPUT_MAX = 20;

/**
 * 核销台 (issue 17): a store's verifier types, pastes or scans the code a buyer shows, sees what
 * it covers (order, store, buyer, goods) and confirms to verify it once. A code verified already
 * shows when and by whom; a refusal (another store's order, a code verified meanwhile at another
 * desk) shows the server's message. After a verification the input is ready for the next code.
 */
export function VerifyDeskPanel() {
  const { t } = useTranslation('verify');
  const check = useVerifierCheck();
  const [input, setInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const info = useVerifyInfo(code);
  const verify = useVerifyCode();
  const inputRef = useRef<InputRef>(null);
  const isVerifier = check.data?.is_verifier ?? false;
  // The desk is for codes: a scanner types into the focused field, so the field starts focused.
  useEffect(() => {
    if (isVerifier) inputRef.current?.focus();
  }, [isVerifier]);

  const lookUp = (raw: string) => {
    const next = codeOfInput(raw);
    if (next === '') return;
    verify.reset();
    setCode(next);
    if (next === code) void info.refetch();
  };
  const startOver = () => {
    verify.reset();
    setCode(null);
    setInput('');
    inputRef.current?.focus();
  };

  if (check.isPending)
    return (
      <PanelFrame title={t('titles.desk')}>
        <Skeleton active />
      </PanelFrame>
    );
  if (!check.data || !isVerifier)
    return (
      <PanelFrame title={t('titles.desk')}>
        <Result
          status={check.error ? 'error' : 'info'}
          title={check.error ? t('desk.checkFailed') : t('desk.notVerifier')}
          subTitle={check.error?.message ?? t('desk.notVerifierHint')}
          extra={
            check.error ? (
              <Button onClick={() => void check.refetch()}>{t('desk.retry')}</Button>
            ) : (
              <Link to="/member/index">
                <Button>{t('desk.backHome')}</Button>
              </Link>
            )
          }
        />
      </PanelFrame>
    );

  const done = verify.data;
  return (
    <PanelFrame
      title={t('titles.desk')}
      extra={<Link to={VERIFY_LIST_PATH}>{t('desk.records')}</Link>}
    >
      <div style={{ color: palette.textSecondary, marginBottom: 12 }}>
        {t('desk.stores')}
        {check.data.stores.map((s) => (
          <Tag key={s.store_id} style={{ marginLeft: 8 }}>
            {s.store_name} · {s.shop_name}
          </Tag>
        ))}
      </div>
      <div
        style={{
          background: palette.fillLight,
          padding: '24px 32px',
          marginBottom: 16,
          textAlign: 'center',
        }}
      >
        <Input.Search
          ref={inputRef}
          size="large"
          allowClear
          value={input}
          maxLength={CODE_INPUT_MAX}
          inputMode="numeric"
          autoComplete="off"
          prefix={<ScanOutlined style={{ color: palette.textMuted }} />}
          placeholder={t('desk.placeholder')}
          aria-label={t('desk.inputLabel')}
          enterButton={t('desk.lookUp')}
          loading={info.isFetching}
          onChange={(event) => setInput(event.target.value)}
          onSearch={lookUp}
          style={{ maxWidth: 560 }}
        />
        <div style={{ color: palette.textMuted, fontSize: 12, marginTop: 8 }}>{t('desk.hint')}</div>
      </div>

      {done ? (
        <Result
          status="success"
          title={t('desk.verified')}
          subTitle={t('desk.verifiedAt', { time: shopDateTimeSeconds(done.verify_time) })}
          extra={[
            <Button key="next" type="primary" onClick={startOver}>
              {t('desk.next')}
            </Button>,
            <Link key="record" to={verifyDetailPath(done.verify_id)}>
              <Button>{t('desk.viewRecord')}</Button>
            </Link>,
          ]}
        />
      ) : (
        code !== null && (
          <>
            {info.error && (
              <Alert
                type="error"
                showIcon
                title={info.error.message}
                style={{ marginBottom: 16 }}
              />
            )}
            {verify.error && (
              <Alert
                type="error"
                showIcon
                title={verify.error.message}
                style={{ marginBottom: 16 }}
              />
            )}
            {info.isPending && !info.error && <Skeleton active paragraph={{ rows: 6 }} />}
            {info.data && (
              <>
                {info.data.is_verified && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('desk.alreadyVerified')}
                    style={{ marginBottom: 16 }}
                  />
                )}
                <VerifyInfoCard info={info.data} />
                <Space style={{ marginTop: 24, width: '100%', justifyContent: 'center' }}>
                  {!info.data.is_verified && (
                    <Button
                      type="primary"
                      size="large"
                      loading={verify.isPending}
                      onClick={() => verify.mutate(info.data.verify_code)}
                      style={{ minWidth: 200 }}
                    >
                      {t('desk.confirm')}
                    </Button>
                  )}
                  <Button size="large" onClick={startOver}>
                    {t('desk.clear')}
                  </Button>
                </Space>
              </>
            )}
          </>
        )
      )}
    </PanelFrame>
  );
}
