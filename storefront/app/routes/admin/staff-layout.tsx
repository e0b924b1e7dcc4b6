import { Outlet } from 'react-router';
import { StaffNotices } from '../../../src/features/admin-staff/components/staff-notices';

/** The staff-account pages (All Users, a user, My Account): their notice area, kept across their navigations. */
export default function StaffLayout() {
  return (
    <StaffNotices>
      <Outlet />
    </StaffNotices>
  );
}
