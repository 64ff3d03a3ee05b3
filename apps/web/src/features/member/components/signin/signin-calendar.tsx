import { CheckCircleFilled, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { monthCells, shiftMonth } from '../../lib/signin-month';

type Props = {
  month: string;
  today: string;
  signedDays: string[];
  onMonthChange: (month: string) => void;
};

/** A month of the sign-in calendar: signed days ticked, today outlined; earlier months reachable. */
export function SigninCalendar({ month, today, signedDays, onMonthChange }: Props) {
  const { t } = useTranslation('member-level');
  const signed = new Set(signedDays);
  const weekdays = t('signin.weekdays', { returnObjects: true }) as string[];
  const [year, monthNo] = month.split('-');
  return (
    <section aria-label={t('signin.calendar')}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 16 }}>
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('signin.prevMonth')}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        />
        <strong style={{ fontSize: 16, minWidth: 120, textAlign: 'center' }}>
          {t('signin.monthTitle', { year, month: Number(monthNo) })}
        </strong>
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label={t('signin.nextMonth')}
          disabled={month >= today.slice(0, 7)}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        />
      </div>
      <div
        role="grid"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 6, marginTop: 12 }}
      >
        {weekdays.map((d) => (
          <div
            key={d}
            role="columnheader"
            style={{ textAlign: 'center', color: palette.textMuted }}
          >
            {d}
          </div>
        ))}
        {monthCells(month).map((day, i) => {
          if (!day) return <div key={`blank-${i}`} />;
          const isSigned = signed.has(day);
          const isToday = day === today;
          return (
            <div
              key={day}
              role="gridcell"
              aria-label={isSigned ? t('signin.signedDay', { date: day }) : day}
              aria-current={isToday ? 'date' : undefined}
              style={{
                height: 48,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                background: isSigned ? palette.brandWash : palette.fillLight,
                border: `1px solid ${isToday ? palette.brand : 'transparent'}`,
                color: day > today ? palette.textFaint : palette.text,
              }}
            >
              <span>{Number(day.slice(8))}</span>
              {isSigned && <CheckCircleFilled style={{ color: palette.brand, fontSize: 14 }} />}
            </div>
          );
        })}
      </div>
    </section>
  );
}
