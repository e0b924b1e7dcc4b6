import { t } from '@shop/ui/i18n';
import { defineAccountMenu } from '../../lib/account-menu';
import { REWARDS_PATH } from './model';

export default defineAccountMenu([{ get label() { return t('Reward Points'); }, href: REWARDS_PATH, order: 100 }]);
