import { t } from '@shop/ui/i18n';
import { defineAccountMenu } from '../../lib/account-menu';
import { accountPaths } from './paths';

/** My Account's own entries of the side navigation, in Luma's words (each label read when shown, in the page's language). */
export default defineAccountMenu([
  { get label() { return t('My Account'); }, href: accountPaths.dashboard, order: 10 },
  { get label() { return t('My Orders'); }, href: accountPaths.orders, owns: /^\/sales\/order\//, order: 20 },
  { get label() { return t('Address Book'); }, href: accountPaths.addressBook, owns: /^\/customer\/address(\/|$)/, order: 50 },
  { get label() { return t('Account Information'); }, href: accountPaths.edit, order: 60 },
]);
