import type { MemberDocumentType, QualificationConfig } from '@shop/contracts/member';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLang } from '@/lib/i18n';
import { LicenceTable } from './licence-table';

afterEach(async () => {
  cleanup();
  await changeLang('zh-CN');
});

const CONFIG: QualificationConfig = {
  types: [],
  scopes: [
    { key: 'rx', name: 'Rx' },
    { key: 'otc', name: 'OTC' },
    { key: 'device2', name: 'Class II devices' },
  ],
};

const LICENCE: MemberDocumentType = {
  type_key: 'drug_trade',
  type_name: '药品经营许可证',
  is_required: true,
  state: 'approved',
  days_left: 200,
  current: {
    id: 1,
    type_key: 'drug_trade',
    doc_no: '苏AA0250001',
    valid_from: '2025-01-01',
    valid_to: '2027-06-30',
    scopes: ['rx', 'otc', 'device2'],
    images: [],
    status: 1,
    expired: false,
    reject_reason: '',
    create_time: 0,
    review_time: 0,
  },
  renewal: null,
};

describe('LicenceTable', () => {
  it('joins the scopes the way the page language writes a list', async () => {
    render(<LicenceTable types={[LICENCE]} config={CONFIG} />);
    expect(screen.getByText('Rx、OTC、Class II devices')).toBeTruthy();
    cleanup();
    await changeLang('en-US');
    render(<LicenceTable types={[LICENCE]} config={CONFIG} />);
    expect(screen.getByText('Rx, OTC, Class II devices')).toBeTruthy();
  });
});
