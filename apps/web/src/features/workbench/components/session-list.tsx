import type { WorkbenchSession, WorkbenchSessionState } from '@shop/contracts/chat';
import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useWorkbenchSessions } from '../api/get-workbench-sessions';
import { SessionItem } from './session-item';

const STATES: WorkbenchSessionState[] = ['waiting', 'active', 'ended'];

interface SessionListProps {
  tab: WorkbenchSessionState;
  onTabChange: (tab: WorkbenchSessionState) => void;
  selectedId: number | null;
  onSelect: (session: WorkbenchSession) => void;
}

/** A clock for the relative times of the list, ticking each minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The tabs 等待接入 / 进行中 / 已结束 with their counts, and the conversations of the open tab. */
export function SessionList({ tab, onTabChange, selectedId, onSelect }: SessionListProps) {
  const { t } = useTranslation('workbench');
  const sessions = useWorkbenchSessions(tab);
  const now = useNow();
  // Every tab's list carries the counts of all three: while a tab loads, the previous tab's
  // answer stands in for the counts only (its list is not shown).
  const counts = sessions.data?.counts;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key as WorkbenchSessionState)}
        centered
        tabBarStyle={{ margin: 0, padding: '0 8px' }}
        items={STATES.map((state) => ({
          key: state,
          label: (
            <span data-testid={`workbench-tab-${state}`}>
              <span>{t(`tabs.${state}`)}</span>
              {counts && <span style={{ marginLeft: 4 }}>({counts[state]})</span>}
            </span>
          ),
        }))}
      />
      <div style={{ flex: 1, overflowY: 'auto' }}>
        <QueryState
          query={{
            data: sessions.isPlaceholderData ? undefined : sessions.data,
            error: sessions.error,
            isFetching: sessions.isFetching,
            refetch: sessions.refetch,
          }}
          rows={8}
          empty={t(`empty.${tab}`)}
          style={{ padding: 16 }}
        >
          {(data) =>
            data.list.map((session) => (
              <SessionItem
                key={session.member_id}
                session={session}
                selected={session.member_id === selectedId}
                nowMs={now}
                onSelect={onSelect}
              />
            ))
          }
        </QueryState>
      </div>
    </div>
  );
}
