import { defineAccountMenu } from '../../lib/account-menu';
import { accountPaths } from './paths';

/** My Account's own entries of the side navigation, in Luma's words. */
export default defineAccountMenu([
  { label: 'My Account', href: accountPaths.dashboard, order: 10 },
  { label: 'My Orders', href: accountPaths.orders, owns: /^\/sales\/order\//, order: 20 },
  { label: 'Address Book', href: accountPaths.addressBook, owns: /^\/customer\/address(\/|$)/, order: 50 },
  { label: 'Account Information', href: accountPaths.edit, order: 60 },
]);
