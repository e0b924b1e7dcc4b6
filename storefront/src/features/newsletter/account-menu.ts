import { t } from '@shop/ui/i18n';
import { defineAccountMenu } from '../../lib/account-menu';
import { newsletterPaths } from './model';

export default defineAccountMenu([{ get label() { return t('Newsletter Subscriptions'); }, href: newsletterPaths.manage, order: 90 }]);
