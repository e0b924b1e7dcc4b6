import { Outlet } from 'react-router';
import { StaffNotices } from '../../../src/features/admin-staff/components/staff-notices';

/** Marketing › Cart Price Rules' pages: their notice area ("You saved the rule."), kept across their navigations. */
export default function CartPriceRulesLayout() {
  return (
    <StaffNotices>
      <Outlet />
    </StaffNotices>
  );
}
