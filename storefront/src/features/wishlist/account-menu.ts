import { defineAccountMenu } from '../../lib/account-menu';
import { accountPaths } from '../account/paths';

export default defineAccountMenu([{ label: 'My Wish List', href: accountPaths.wishlist, owns: /^\/wishlist(\/|$)/, order: 40 }]);
