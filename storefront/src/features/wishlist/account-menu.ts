import { t } from '@shop/ui/i18n';
import { defineAccountMenu } from '../../lib/account-menu';
import { accountPaths } from '../account/paths';

export default defineAccountMenu([{ get label() { return t('My Wish List'); }, href: accountPaths.wishlist, owns: /^\/wishlist(\/|$)/, order: 40 }]);
