import type { AuditEntry } from '@shop/contracts/staff';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fade, palette, radius, space } from '@/app/theme';
import { auditDiff, type DiffBlock } from '../audit-diff';

function Side({ title, blocks, colour }: { title: string; blocks: DiffBlock[]; colour: string }) {
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <pre
        style={{
          margin: `${space.xs}px 0 0`,
          padding: space.sm,
          background: palette.fillLight,
          borderRadius: radius.md,
          border: `1px solid ${palette.divider}`,
          fontSize: 12,
          lineHeight: 1.6,
          overflowX: 'auto',
          whiteSpace: 'pre',
        }}
      >
        {blocks.map((block, at) => (
          <div
            key={at}
            data-changed={block.changed || undefined}
            style={block.changed ? { background: fade(colour, 0.15) } : undefined}
          >
            {block.text}
          </div>
        ))}
      </pre>
    </>
  );
}

/** An audit entry's values before and after, side by side, changed keys highlighted. */
export function AuditDiffView({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const diff = auditDiff(entry.before, entry.after);
  return (
    <div>
      {diff.changedKeys.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('diff.changed', { keys: diff.changedKeys.join(', ') })}
        </Typography.Paragraph>
      )}
      <Row gutter={space.md}>
        <Col span={12}>
          <Side title={t('diff.before')} blocks={diff.before} colour={palette.error} />
        </Col>
        <Col span={12}>
          <Side title={t('diff.after')} blocks={diff.after} colour={palette.success} />
        </Col>
      </Row>
      {entry.remark && (
        <Typography.Paragraph style={{ marginTop: space.sm, marginBottom: 0 }}>
          {t('columns.remark')}: {entry.remark}
        </Typography.Paragraph>
      )}
    </div>
  );
}
