import { defineAccountMenu } from '../../lib/account-menu';
import { REWARDS_PATH } from './model';

export default defineAccountMenu([{ label: 'Reward Points', href: REWARDS_PATH, order: 100 }]);
