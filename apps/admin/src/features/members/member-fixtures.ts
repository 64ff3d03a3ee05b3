import type { ConsoleMemberDetail, ConsoleMemberOptions } from '@shop/contracts/member';
import { STAFF_PERMISSIONS, type ConsoleStaff, type StaffPermission } from '@shop/contracts/staff';

/** Test data of the member screens: a staff account of a role, the options, one member. */
export const staffOf = (role: ConsoleStaff['role']): ConsoleStaff => ({
  staff_id: 9,
  username: role,
  nickname: role,
  role,
  is_platform: 0,
  site_id: 1,
  shop_name: '康源医药自营',
  permissions: (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) =>
    (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role),
  ),
  csrf_token: 'csrf',
});

export const OPTIONS: ConsoleMemberOptions = {
  labels: [
    { label_id: 1, label_name: '单体药店' },
    { label_id: 2, label_name: '连锁药店' },
  ],
  levels: [
    { level_id: 1, level_name: '普通会员' },
    { level_id: 2, level_name: '金卡会员' },
  ],
  salesmen: [{ staff_id: 12, nickname: '业务员小陈', site_id: 1 }],
};

export const MEMBER: ConsoleMemberDetail = {
  member_id: 4,
  username: 'shoptest01',
  nickname: '百草堂大药房',
  realname: '王测试',
  mobile: '13700137001',
  label_id: 1,
  label_name: '单体药店',
  level_id: 1,
  level_name: '普通会员',
  status: 1,
  balance: '500.00',
  credit_limit: '2000.00',
  credit_used: '300.00',
  point: 120,
  qualification_status: 'waiting',
  salesman_id: 0,
  salesman_name: '',
  login_group_id: 0,
  create_time: 1_795_000_000_000,
  last_login_time: null,
  headimg: '',
  full_address: '浙江省 杭州市 西湖区 文一路 1 号',
  growth: 0,
  invitation_code: 'FJZF2EEK',
  documents: [
    {
      id: 31,
      type_key: 'business_licence',
      doc_no: '91330106MA2KY8D31X',
      valid_from: '2020-01-01',
      valid_to: null,
      scopes: [],
      images: ['/upload/qualification/202611/a.jpg'],
      status: 0,
      expired: false,
      reject_reason: '',
      create_time: 1_795_000_000_000,
      review_time: null,
    },
  ],
  group_accounts: [],
  orders: { count: 3, paid_count: 2, paid_money: '1234.50' },
  recent_orders: [
    {
      order_id: 77,
      order_no: 'SO202611260001',
      site_id: 1,
      order_status: 1,
      order_money: '800.00',
      create_time: 1_795_000_000_000,
    },
  ],
};
