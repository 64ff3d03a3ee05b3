import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoreConfig } from '../api/get-more-config';
import { useSiteInfo } from '../api/get-site-info';

/** A member's way to reach the shop until live chat arrives: phone, email and service hours. */
export function ServiceContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const serviceTime = useMoreConfig().data?.index.service_time;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('layout:toolbar.serviceTitle')}
      width={400}
      centered
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'phone',
            label: (
              <span>
                <PhoneOutlined /> {t('layout:toolbar.servicePhone')}
              </span>
            ),
            children: site?.web_phone ? (
              <a href={`tel:${site.web_phone}`}>{site.web_phone}</a>
            ) : (
              '-'
            ),
          },
          {
            key: 'email',
            label: (
              <span>
                <MailOutlined /> {t('layout:toolbar.serviceEmail')}
              </span>
            ),
            children: site?.web_email ? (
              <a href={`mailto:${site.web_email}`}>{site.web_email}</a>
            ) : (
              '-'
            ),
          },
          {
            key: 'time',
            label: (
              <span>
                <ClockCircleOutlined /> {t('layout:toolbar.serviceTime')}
              </span>
            ),
            children: serviceTime || '-',
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('layout:toolbar.serviceHint')}
      </Typography.Paragraph>
    </Modal>
  );
}
