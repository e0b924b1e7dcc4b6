import { defineAccountMenu } from '../../lib/account-menu';
import { newsletterPaths } from './model';

export default defineAccountMenu([{ label: 'Newsletter Subscriptions', href: newsletterPaths.manage, order: 90 }]);
